import { describe, expect, it } from 'vitest';
import { scoped } from './scoped-params';
import { sourceLinesWhere } from './source-lines-test-support';

describe('scoped', () => {
  it('builds the object a spread of the scope and then the extras would: keys, order and values', () => {
    const scope = { publisherId: 'pub_1', env: 'sandbox' as const };
    const page = { limit: 25, offset: 50 };
    const built = scoped(scope, { endUserId: 'eu_1', limit: 10 }, page);
    const spread = { ...scope, ...{ endUserId: 'eu_1', limit: 10 }, ...page };
    expect(built).toEqual(spread);
    expect(Object.keys(built)).toEqual(Object.keys(spread)); // the later extra wins, in the first one's place
    expect(built.limit).toBe(25);
  });

  it('leaves the scope and the extras as they were', () => {
    const scope = { publisherId: 'pub_1', env: 'live' as const };
    const extra = { id: 'x' };
    const built = scoped(scope, extra);
    expect(built).not.toBe(scope);
    expect(scope).toEqual({ publisherId: 'pub_1', env: 'live' });
    expect(extra).toEqual({ id: 'x' });
  });
});

describe('the server sources', () => {
  // A literal that spreads the scope and then adds keys costs a new hidden class in the old generation per call on
  // this Node (lib/scoped-params.ts): the habit this catches is the one that filled the list benchmarks' old space.
  it('never add keys after spreading a scope (scoped() builds those objects)', () => {
    expect(sourceLinesWhere((line) => /\.\.\.scope\s*,/.test(line) || /^\s*\.\.\.scope,?\s*$/.test(line))).toEqual([]);
  });
});
