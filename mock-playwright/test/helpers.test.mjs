// Pure helpers of the built package, run with node's test runner (the fixtures themselves are exercised
// by the dashboard's e2e suite and by examples/qa-suite against a real server).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { controlHeaders, demoAccounts, tokenExpiryMs, webhookSinkUrl } from '../dist/index.js';

test('the sink url of an http server has no scheme, which webhook creation accepts and delivers over http', () => {
  assert.equal(webhookSinkUrl('http://localhost:3100', 'hooks'), '127.0.0.1:3100/__mock/webhook-sink/hooks');
  assert.equal(webhookSinkUrl('http://app:3000/', 'a b'), 'app:3000/__mock/webhook-sink/a%20b');
  assert.equal(webhookSinkUrl('https://mock.example.net', 'hooks'), 'https://mock.example.net/__mock/webhook-sink/hooks');
});

test('control calls carry the bearer token only when one is set', () => {
  assert.deepEqual(controlHeaders(undefined), {});
  assert.deepEqual(controlHeaders('s3cret'), { authorization: 'Bearer s3cret' });
});

test("an id token's expiry is read from its exp claim, in ms", () => {
  const payload = Buffer.from(JSON.stringify({ sub: 'u', exp: 1_700_000_000 })).toString('base64url');
  assert.equal(tokenExpiryMs(`h.${payload}.s`), 1_700_000_000_000);
  assert.equal(tokenExpiryMs('not-a-jwt'), null);
});

test("the built package carries the dashboard's demo logins", () => {
  const seeds = JSON.parse(readFileSync(new URL('../../seeds/demo-accounts.json', import.meta.url), 'utf8'));
  assert.deepEqual(demoAccounts(), seeds);
});
