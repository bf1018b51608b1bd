import { describe, expect, it } from 'vitest';
import { webhookDeliveryUrl, webhookUrlMessages, webhookUrlProblem } from './webhook-url';

describe('webhook url rule', () => {
  it.each([
    'https://hooks.example.com/cashloop/events',
    'hooks.example.com',
    'localhost:3000/__mock/webhook-sink/x',
    '127.0.0.1:8080/in?x=1#top',
    'https://10.0.0.1/path/to?q=a&b=c#frag',
  ])('accepts %s', (url) => expect(webhookUrlProblem(url)).toBeNull());

  it('refuses plain http', () => expect(webhookUrlProblem('http://hooks.example.com')).toBe(webhookUrlMessages.plainHttp));
  it('refuses an empty url', () => expect(webhookUrlProblem('')).toBe(webhookUrlMessages.empty));
  it.each(['ftp://x.com', 'https://', 'hooks example.com', 'https://-bad.com', 'x.com:99999', 'https://x.com/a b'])(
    'refuses %s',
    (url) => expect(webhookUrlProblem(url)).toBe(webhookUrlMessages.invalid),
  );
  it('delivers a url without a scheme over http', () => {
    expect(webhookDeliveryUrl('localhost:3000/x')).toBe('http://localhost:3000/x');
    expect(webhookDeliveryUrl('https://a.com/x')).toBe('https://a.com/x');
  });
});
