import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_SESSION_HEADER } from '@cashloop/shared/contracts/mock-sessions';
import { createSession, createTestApp, demoAccount, signIn } from '../../test/helpers';
import { commandsOf, type CurlExample, parseCurl, sectionBlocks } from './curl-examples-test-support';

/**
 * Every `curl` line in the README's "## Control plane" section is run, so the examples a QA team copies stay true.
 *
 * The convention, for whoever adds an example:
 * - put it in a fenced block (```, ```sh, ```bash); one curl call per line (`\` continues a line); each block runs in
 *   a new session of its own, its examples in order, so one may use what an earlier one made (a stub, then a call it
 *   answers; `-o bundle.gz`, then `--data-binary @bundle.gz`);
 * - the block's session is sent as x-mock-session unless the example sends that header itself;
 * - a 2xx answer is expected, or the status of a trailing comment such as `# → 409` (or `# -> 409`);
 * - variables (outside single quotes, as a shell expands them): $SESSION (the block's session id), $TOKEN (an id token
 *   of the first demo account in that session), $MOCK_CONTROL_TOKEN (the test app sets none, so any value passes).
 */
const README = new URL('../../../README.md', import.meta.url);
const SECTION = '## Control plane';
/** The calls the section must show an example of (issue 45); extend it when a call gets its example. */
const MUST_SHOW = ['/__mock/clock', '/__mock/faults', '/__mock/journal/count'];

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const blocks = sectionBlocks(readFileSync(README, 'utf8'), SECTION);
const examplesOf = (vars: Record<string, string>) =>
  blocks.map((block) => commandsOf(block).map(({ line, text }) => {
    // Every command of the section is a curl call: another command would be an example this test does not run.
    if (!/^curl\s/.test(text)) throw new Error(`README.md:${line}: only curl calls are run here: ${text}`);
    return parseCurl(line, text, vars);
  }));

async function run(example: CurlExample, session: string, files: Map<string, Buffer>) {
  const headers = { [MOCK_SESSION_HEADER]: session, ...example.headers };
  let payload: string | Buffer | undefined;
  if (example.body && 'file' in example.body) {
    payload = files.get(example.body.file);
    if (payload === undefined) throw new Error(`README.md:${example.line}: no earlier example of its block wrote ${example.body.file} (-o)`);
  } else payload = example.body?.text;
  const res = await app.inject({ method: example.method as 'GET', url: example.url, headers, ...(payload === undefined ? {} : { payload }) });
  if (example.output) files.set(example.output, res.rawPayload);
  return res;
}

describe("the README's control-plane examples", () => {
  it('are all curl calls this test can read, with an example of each call the section must show', () => {
    const all = examplesOf({ SESSION: 's', TOKEN: 't', MOCK_CONTROL_TOKEN: 'c' }).flat();
    expect(all.length).toBeGreaterThan(0);
    for (const path of MUST_SHOW) expect(all.some((e) => e.url.split('?')[0] === path), `an example of ${path}`).toBe(true);
  });

  it('each answers as the README says, block by block in a session of its own', async () => {
    const token = { value: '' };
    for (const [i, block] of blocks.entries()) {
      const session = await createSession(app);
      const needsToken = block.lines.some((l) => /\$\{?TOKEN\b/.test(l));
      token.value = needsToken ? await signIn(app, demoAccount().email, undefined, session) : 'no-token-asked-for';
      const examples = examplesOf({ SESSION: session, TOKEN: token.value, MOCK_CONTROL_TOKEN: 'readme-example-token' })[i]!;
      const files = new Map<string, Buffer>();
      for (const example of examples) {
        const res = await run(example, session, files);
        const where = `README.md:${example.line}: ${example.text}\n→ ${res.statusCode} ${res.body.slice(0, 500)}`;
        if (example.expectedStatus !== undefined) expect(res.statusCode, where).toBe(example.expectedStatus);
        else expect(res.statusCode >= 200 && res.statusCode < 300, where).toBe(true);
      }
    }
  }, 120_000);
});

describe('reading a curl example', () => {
  it('takes method, path, headers, body, variables and an expected status as curl and a shell would', () => {
    const vars = { SESSION: 'sess_1' };
    const post = parseCurl(1, `curl -X POST localhost:3000/__mock/clock -H 'content-type: application/json' -d '{"advanceMs": 1}'`, vars);
    expect(post).toMatchObject({ method: 'POST', url: '/__mock/clock', headers: { 'content-type': 'application/json' }, body: { text: '{"advanceMs": 1}' } });
    const count = parseCurl(2, `curl -s "http://localhost:3000/__mock/journal/count?path=*/webhook" -H "x-mock-session: $SESSION" | jq .count  # → 200`, vars);
    expect(count).toMatchObject({ method: 'GET', url: '/__mock/journal/count?path=*/webhook', headers: { 'x-mock-session': 'sess_1' }, expectedStatus: 200 });
    expect(count.body).toBeUndefined();
    expect(parseCurl(3, `curl -G localhost:3000/__mock/journal --data-urlencode 'path=*/x y'`, vars).url).toBe('/__mock/journal?path=*%2Fx%20y');
    expect(parseCurl(4, `curl localhost:3000/x -d 'a=1'`, vars)).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(parseCurl(5, `curl --json '{"a":1}' localhost:3000/x`, vars).headers['content-type']).toBe('application/json');
    expect(parseCurl(6, `curl localhost:3000/__mock/sessions/import --data-binary @b.gz`, vars).body).toEqual({ file: 'b.gz' });
    expect(() => parseCurl(7, `curl --retry 3 localhost:3000/x`, vars)).toThrow(/not understood/);
    expect(() => parseCurl(8, `curl localhost:3000/x -H "x: $NOPE"`, vars)).toThrow(/Unknown variable/);
    expect(parseCurl(9, `curl localhost:3000/x -H 'x: $NOPE'`, vars).headers.x).toBe('$NOPE');
  });

  it('reads only fenced shell blocks of the section, lines continued with a backslash as one', () => {
    const md = ['# T', '## Control plane', '```json', '{"curl": 1}', '```', '```sh', 'curl localhost:3000/a \\', "  -H 'x: 1'", '# a note', '```', '## API', '```', 'curl localhost:3000/b', '```'].join('\n');
    const blocks = sectionBlocks(md, '## Control plane');
    expect(blocks).toHaveLength(1);
    const [only, ...rest] = commandsOf(blocks[0]!);
    expect(rest).toEqual([]);
    expect(only!.line).toBe(7);
    expect(only!.text).toMatch(/^curl localhost:3000\/a\s+-H 'x: 1'$/);
  });
});
