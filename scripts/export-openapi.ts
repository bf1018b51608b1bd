// Writes the OpenAPI document generated from the contract registry to openapi.json (or the given path).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@cashloop/server';

const out = process.argv[2] ?? 'openapi.json';
const app = await buildApp({ config: { databaseFile: join(tmpdir(), `cashloop-openapi-${process.pid}.sqlite`), logLevel: 'silent', scenario: 'empty' } });
await app.ready();
writeFileSync(out, JSON.stringify(app.swagger(), null, 2));
await app.close();
console.log(`wrote ${out}`);
