import { describe, expect, it } from 'vitest';
import { sourceLinesWhere } from './source-lines-test-support';

/**
 * A LIMIT or OFFSET bound as a bare parameter cost every call of its statement more, the same bytecode: ~4 µs on a
 * small page statement, ~60 µs on the catalogue's page (decision 0026; it fits the statement being prepared again
 * on each binding). `+?` / `+@name` binds the same value as an expression.
 */
describe('bound LIMIT and OFFSET', () => {
  it('are written as expressions (+? or +@name), never as bare parameters, in every server statement', () => {
    const bare = /\b(LIMIT|OFFSET)\s+([?]|[@:$]\w+)/;
    expect(sourceLinesWhere((line) => bare.test(line))).toEqual([]);
  });
});
