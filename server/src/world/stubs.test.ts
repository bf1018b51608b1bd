import { describe, expect, it } from 'vitest';
import { containsJson, type StubCall, StubRules } from './stubs';

const call = (over: Partial<StubCall> = {}): StubCall => ({
  method: 'GET',
  path: '/private/api/client/webhook',
  routePattern: '/private/api/client/webhook',
  endpointId: 'webhooks.list',
  query: () => new URLSearchParams(),
  body: undefined,
  ...over,
});

describe('stub rules', () => {
  it('compare bodies as deep partial objects, arrays element by element', () => {
    expect(containsJson({ a: { b: 1 } }, { a: { b: 1, c: 2 }, d: 3 })).toBe(true);
    expect(containsJson({ a: { b: 1 } }, { a: { b: '1' } })).toBe(false);
    expect(containsJson({ list: [{ id: 1 }] }, { list: [{ id: 1, x: 0 }] })).toBe(true);
    expect(containsJson({ list: [1] }, { list: [1, 2] })).toBe(false);
    expect(containsJson({ a: null }, {})).toBe(false);
    expect(containsJson({ a: 1 }, 'text')).toBe(false);
  });

  it('answer only calls routed to the endpoints they were armed for; the oldest matching one answers', () => {
    const rules = new StubRules();
    const first = rules.arm({ match: { path: '*' }, status: 200, body: 1, validate: false }, ['webhooks.list'], 0);
    rules.arm({ match: { path: '*' }, status: 200, body: 2, validate: false }, ['webhooks.list', 'user.me'], 0);
    expect(rules.answerFor(call())?.id).toBe(first.id);
    expect(rules.answerFor(call({ endpointId: 'user.me' }))?.body).toBe(2);
    expect(rules.answerFor(call({ endpointId: undefined }))).toBeNull();
  });

  it('export as a list and restore from one, numbering on after the highest id', () => {
    const rules = new StubRules();
    rules.arm({ match: { endpointId: 'webhooks.list' }, status: 200, body: [], times: 2, validate: true }, ['webhooks.list'], 5);
    rules.answerFor(call());
    const exported = JSON.parse(JSON.stringify(rules.list()));
    const restored = new StubRules();
    restored.restore([{ ...exported[0], id: 'stb_7' }]);
    expect(restored.list()).toEqual([{ ...exported[0], id: 'stb_7' }]);
    expect(restored.answerFor(call())?.id).toBe('stb_7');
    expect(restored.empty).toBe(true);
    expect(restored.arm({ match: { path: '/webhook' }, status: 200, body: [], validate: true }, ['webhooks.list'], 6).id).toBe('stb_8');
  });
});
