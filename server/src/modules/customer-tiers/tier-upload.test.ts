import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { tierMemberCountsDrift } from '@cashloop/db/tier-member-counts-test-support';
import { paged } from '@cashloop/shared/common/paging';
import { customerTierSchema, tierUploadResultSchema, tierUploadSchema } from '@cashloop/shared/contracts/customer-tiers';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';

let app: FastifyInstance;
let token: string;
let otherToken: string;
let users: string[];
let otherUser: string;
let otherTier: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const harbour = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.totpSecret)!;
const BASE = `${LIVE_PREFIX}/customer-tier/csv/user/tier-upload`;

const sql = () => app.deps.data.sqlite;
const endUsersOf = (publisherId: string, env = 'live') =>
  sql().prepare('SELECT id FROM end_users WHERE publisher_id = ? AND env = ? ORDER BY id LIMIT 6').pluck().all(publisherId, env) as string[];

beforeAll(async () => {
  app = await createTestApp();
  app.deps.clock.setFrozen(true);
  token = await signIn(app, northwind.email);
  otherToken = await signIn(app, harbour.email);
  users = endUsersOf(northwind.publisherId);
  otherUser = endUsersOf(harbour.publisherId)[0]!;
  otherTier = sql().prepare("SELECT id FROM customer_tiers WHERE publisher_id = ? AND env = 'live' LIMIT 1").pluck().get(harbour.publisherId) as string;
});
afterAll(async () => {
  await app.close();
});

function upload(content: string, options: { fileName?: string; as?: string; prefix?: string } = {}) {
  const boundary = '----cashloop-tier-boundary';
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="${options.fileName ?? 'tiers.csv'}"\r\n` +
    `Content-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return app.inject({
    method: 'POST',
    url: `${options.prefix ?? LIVE_PREFIX}/customer-tier/csv/user/tier-upload`,
    payload,
    headers: { ...bearer(options.as ?? token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
async function newTier(name: string, as = token, prefix = LIVE_PREFIX): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `${prefix}/customer-tier`, headers: bearer(as), payload: { name, description: 'x', paidSubscription: false } });
  expect(res.statusCode, res.body).toBe(200);
  return customerTierSchema.parse(res.json()).id;
}
const members = (tierId: string) => sql().prepare('SELECT end_user_id FROM end_user_tiers WHERE tier_id = ? ORDER BY end_user_id').pluck().all(tierId) as string[];
/** Everything a refused file must leave alone. */
const footprint = () =>
  sql()
    .prepare(
      `SELECT (SELECT COUNT(*) FROM end_user_tiers) AS memberships, (SELECT COUNT(*) FROM tier_upload_rows) AS uploadRows,
              (SELECT COUNT(*) FROM domain_events WHERE type IN ('USER_ADDED_TO_TIER', 'USER_REMOVED_FROM_TIER')) AS events`,
    )
    .get();
const uploadRow = (id: string) => sql().prepare('SELECT publisher_id, env, status, row_count, error_count, file_name FROM tier_uploads WHERE id = ?').get(id);

describe('uploading a tier CSV', () => {
  it('adds and removes memberships, keeps the rows, records each event and lists the file as COMPLETED', async () => {
    const tier = await newTier('Csv gold');
    const [a, b, c] = users as [string, string, string];
    sql().prepare("INSERT INTO end_user_tiers (publisher_id, env, end_user_id, tier_id, added_on) VALUES (?, 'live', ?, ?, 0)").run(northwind.publisherId, c, tier);
    const csv = `END_USER_ID,CUSTOMER_TIER_ID,ACTION\r\n${a},${tier},ADD\r\n${b},${tier},add\r\n${c},${tier},REMOVE\r\n\r\n`;
    const res = await upload(csv, { fileName: 'gold.csv' });
    expect(res.statusCode, res.body).toBe(200);
    const result = tierUploadResultSchema.parse(res.json());
    expect(result).toMatchObject({ fileName: 'gold.csv', status: 'COMPLETED', rowCount: 3, errorCount: 0, summary: { added: 2, removed: 1, unchanged: 0 } });
    expect(members(tier)).toEqual([a, b].sort());
    expect(tierMemberCountsDrift(sql())).toEqual([]);
    expect(uploadRow(result.id)).toMatchObject({ publisher_id: northwind.publisherId, env: 'live', status: 'COMPLETED', row_count: 3 });
    expect(sql().prepare('SELECT end_user_id, action FROM tier_upload_rows WHERE upload_id = ? ORDER BY row_index').all(result.id)).toEqual([
      { end_user_id: a, action: 'ADD' },
      { end_user_id: b, action: 'ADD' },
      { end_user_id: c, action: 'REMOVE' },
    ]);
    const recorded = sql()
      .prepare("SELECT type, entity_id AS entityId, payload FROM domain_events WHERE json_extract(payload, '$.uploadId') = ? ORDER BY seq")
      .all(result.id) as { type: string; entityId: string; payload: string }[];
    expect(recorded.map((e) => [e.type, e.entityId])).toEqual([
      ['USER_ADDED_TO_TIER', a],
      ['USER_ADDED_TO_TIER', b],
      ['USER_REMOVED_FROM_TIER', c],
    ]);
    expect(JSON.parse(recorded[0]!.payload)).toEqual({ endUserId: a, customerTierId: tier, uploadId: result.id });

    const history = paged(tierUploadSchema.strict()).parse((await app.inject({ method: 'GET', url: BASE, headers: bearer(token) })).json());
    expect(history.content[0]).toMatchObject({ id: result.id, fileName: 'gold.csv', status: 'COMPLETED' });

    // The same file again changes nothing: each row is already in the state it asks for.
    const again = tierUploadResultSchema.parse((await upload(csv)).json());
    expect(again.summary).toEqual({ added: 0, removed: 0, unchanged: 3 });
  });

  it('refuses a file with one bad line among good ones: nothing changes, the file is FAILED and the line is named', async () => {
    const tier = await newTier('Csv silver');
    const before = footprint();
    const csv = `END_USER_ID,CUSTOMER_TIER_ID,ACTION\n${users[0]},${tier},ADD\n${users[1]},${tier},UPGRADE\n${users[2]},${tier},ADD\n`;
    const res = await upload(csv, { fileName: 'bad.csv' });
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json() as { error: { message: string; details: { uploadId: string; lines: number[]; problems: { line: number; message: string }[] } } };
    expect(error.message).toBe("Line 3: ACTION must be ADD or REMOVE, not 'UPGRADE'. Nothing was updated.");
    expect(error.details.lines).toEqual([3]);
    expect(members(tier)).toEqual([]);
    expect(footprint()).toEqual(before);
    expect(uploadRow(error.details.uploadId)).toMatchObject({ status: 'FAILED', row_count: 3, error_count: 1, file_name: 'bad.csv' });
  });

  it('names every bad line: unknown ids, another publisher’s ids, bad action, missing and extra cells, duplicates', async () => {
    const tier = await newTier('Csv bronze');
    const sandboxUser = endUsersOf(northwind.publisherId, 'sandbox')[0]!;
    const lines = [
      'END_USER_ID,CUSTOMER_TIER_ID,ACTION',
      `${users[0]},${tier},ADD`, // 2 good
      `eu_nobody,${tier},ADD`, // 3 unknown end user
      `${users[1]},tier_nothing,ADD`, // 4 unknown tier
      `${otherUser},${tier},ADD`, // 5 another publisher's end user
      `${users[1]},${otherTier},REMOVE`, // 6 another publisher's tier
      `${sandboxUser},${tier},ADD`, // 7 the other partition's end user
      `${users[2]},${tier}`, // 8 missing ACTION
      `${users[3]},,ADD`, // 9 empty tier
      `${users[0]},${tier},REMOVE`, // 10 duplicate of line 2
      `${users[4]},${tier},ADD,extra`, // 11 extra cell
      `bad id!,${tier},ADD`, // 12 not an id
    ];
    const before = footprint();
    const res = await upload(lines.join('\n'));
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json() as { error: { message: string; details: { lines: number[]; problems: { line: number; message: string }[] } } };
    expect(error.details.lines).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(error.message).toMatch(/^Line 3: END_USER_ID 'eu_nobody' is not an end user of this publisher \(and \d+ more problems, on lines 4, 5, 6, 7, 8, 9, 10, 11, 12\)\. Nothing was updated\.$/);
    const byLine = (l: number) => error.details.problems.filter((p) => p.line === l).map((p) => p.message).join(' | ');
    expect(byLine(4)).toContain("CUSTOMER_TIER_ID 'tier_nothing' is not a customer tier of this publisher");
    expect(byLine(5)).toContain(`END_USER_ID '${otherUser}' is not an end user of this publisher`);
    expect(byLine(6)).toContain(`CUSTOMER_TIER_ID '${otherTier}' is not a customer tier of this publisher`);
    expect(byLine(8)).toContain('no ACTION value');
    expect(byLine(9)).toContain('CUSTOMER_TIER_ID is empty');
    expect(byLine(10)).toContain('is already on line 2');
    expect(byLine(11)).toContain('3 columns');
    expect(byLine(12)).toContain('not a valid id');
    expect(footprint()).toEqual(before);
    expect(members(tier)).toEqual([]);
  });

  it('lists at most 100 problems and says how many there were', async () => {
    const tier = await newTier('Csv many');
    const rows = Array.from({ length: 150 }, (_, i) => `eu_missing_${i},${tier},ADD`);
    const res = await upload(['END_USER_ID,CUSTOMER_TIER_ID,ACTION', ...rows].join('\n'));
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as { error: { message: string; details: { lines: number[]; problems: unknown[] } } };
    expect(error.details.problems).toHaveLength(100);
    expect(error.message).toContain('and 149 more problems');
  });

  it.each([
    ['', 'the file is empty'],
    ['END_USER_ID,CUSTOMER_TIER_ID,ACTION\n', 'header but no rows'],
    ['END_USER_ID,TIER,ACTION\nx,y,ADD\n', 'the header has no CUSTOMER_TIER_ID column'],
    ['END_USER_ID,CUSTOMER_TIER_ID,ACTION\n"eu_1,tier,ADD\n', 'not valid CSV'],
  ])('refuses a malformed file (%j) with a 400 saying what is wrong', async (csv, message) => {
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { error: { message: string } }).error.message).toContain(message);
  });

  it('refuses a file that is not .csv or not multipart', async () => {
    expect((await upload('END_USER_ID,CUSTOMER_TIER_ID,ACTION\n', { fileName: 'tiers.xlsx' })).statusCode).toBe(400);
    const res = await app.inject({ method: 'POST', url: BASE, headers: bearer(token), payload: { file: 'x' } });
    expect(res.statusCode).toBe(415);
  });

  it('keeps each publisher’s and partition’s history apart', async () => {
    const mine = tierUploadResultSchema.parse((await upload(`END_USER_ID,CUSTOMER_TIER_ID,ACTION\n${users[5]},${await newTier('Scoped')},ADD\n`)).json());
    const theirs = paged(tierUploadSchema).parse((await app.inject({ method: 'GET', url: `${BASE}?size=500`, headers: bearer(otherToken) })).json());
    expect(theirs.content.map((u) => u.id)).not.toContain(mine.id);
    const sandbox = paged(tierUploadSchema).parse(
      (await app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/customer-tier/csv/user/tier-upload?size=500`, headers: bearer(token) })).json(),
    );
    expect(sandbox.content.map((u) => u.id)).not.toContain(mine.id);
  });
});

describe('tier upload history and template', () => {
  it('pages the history newest first, 25 by default, agreeing with the rows', async () => {
    const res = await app.inject({ method: 'GET', url: BASE, headers: bearer(token) });
    const page = paged(tierUploadSchema).parse(res.json());
    const expected = sql()
      .prepare("SELECT id, status FROM tier_uploads WHERE publisher_id = ? AND env = 'live' ORDER BY created_on DESC, id DESC")
      .all(northwind.publisherId) as { id: string; status: string }[];
    expect(page.totalElements).toBe(expected.length);
    expect(page.content.map((u) => [u.id, u.status])).toEqual(expected.slice(0, 25).map((u) => [u.id, u.status]));
    expect(expected.some((u) => u.status === 'FAILED')).toBe(true);
  });

  it('offers a template with the columns and example rows of the publisher’s own ids, which uploads as it is', async () => {
    const res = await app.inject({ method: 'GET', url: `${BASE}/template`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('customer_tier_upload_template.csv');
    const [header, ...lines] = res.body.trim().split('\r\n');
    expect(header).toBe('END_USER_ID,CUSTOMER_TIER_ID,ACTION');
    // Each tier named by its id on a comment line, so a file can be filled in by the tiers' names.
    const tiers = sql().prepare("SELECT id, name FROM customer_tiers WHERE publisher_id = ? AND env = 'live'").all(northwind.publisherId) as { id: string; name: string }[];
    expect(tiers.length).toBeGreaterThan(1);
    for (const t of tiers) expect(lines).toContainEqual(expect.stringContaining(`# CUSTOMER_TIER_ID ${t.id} = ${t.name}`));
    const rows = lines.filter((l) => !l.startsWith('"#') && !l.startsWith('#'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [user, tier] = row.split(',');
      expect(sql().prepare('SELECT publisher_id FROM end_users WHERE id = ?').pluck().get(user)).toBe(northwind.publisherId);
      expect(sql().prepare('SELECT publisher_id FROM customer_tiers WHERE id = ?').pluck().get(tier)).toBe(northwind.publisherId);
    }
    expect((await upload(res.body)).statusCode).toBe(200);
  });
});
