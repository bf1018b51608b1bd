import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { registry } from '@cashloop/shared/contracts/registry';
import { compiledSerializerCompiler, compilesFully } from './response-serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const compiled = (schema: z.ZodType) => compiledSerializerCompiler()(route(schema) as never) as (data: unknown) => string;
const viaZod = (schema: z.ZodType) => zodSerializerCompiler(route(schema) as never) as (data: unknown) => string;

const item = z.object({
  id: z.string(),
  count: z.number().int(),
  on: z.boolean(),
  kind: z.enum(['A', 'B']),
  tag: z.literal('x').optional(),
  note: z.string().nullable(),
  mids: z.array(z.string()),
  either: z.union([z.string(), z.number(), z.null()]),
  nested: z.object({ a: z.number(), b: z.string().optional() }),
});
const page = z.object({ content: z.array(item), totalElements: z.number() });

describe('compiled response serializer', () => {
  it('writes the same bytes as zod: schema key order, unknown keys left out, optional keys absent', () => {
    const data = {
      totalElements: 2,
      extra: 'dropped',
      content: [
        { nested: { b: 'q', a: 1, z: 0 }, mids: ['m1', 'm"2'], note: null, kind: 'A', on: true, count: 3, id: 'i1', either: null, secret: 1 },
        { id: 'i2', count: -0, on: false, kind: 'B', tag: 'x', note: 'é\n"', mids: [], either: 7.5, nested: { a: 1e21 } },
      ],
    };
    const text = compiled(page)(data);
    expect(text).toBe(viaZod(page)(data));
    expect(text).not.toContain('extra');
    expect(text).not.toContain('secret');
  });

  it('writes zod\'s bytes whatever the keys: absent optional ones, out of order, unknown, or undefined', () => {
    const shape = z.object({ a: z.string(), b: z.number().optional(), c: z.string().optional(), d: z.boolean() });
    const answers = [
      { a: 'x', d: true },
      { a: 'x', c: 'y', d: false },
      { a: 'x', b: 1, c: 'y', d: true },
      { d: true, a: 'x' },
      { a: 'x', b: 1, d: true, c: 'late' },
      { a: 'x', b: undefined, d: true },
      { a: 'x', d: true, z: 'unknown' },
      { z: 'unknown', a: 'x', d: true },
    ];
    for (const data of answers) expect(compiled(shape)(data)).toBe(viaZod(shape)(data));
    for (const data of [{ a: 'x' }, { d: true }, { a: 'x', b: 'one', d: true }, { a: 'x', d: undefined }]) {
      expect(() => compiled(shape)(data)).toThrow();
    }
  });

  it('leaves an answer that does not fit its schema to zod, which refuses it as before', () => {
    const bad = [
      { content: [{ id: 1 }], totalElements: 1 },
      { content: null, totalElements: 1 },
      { content: [], totalElements: '1' },
      { content: [], totalElements: Number.NaN },
    ];
    for (const data of bad) {
      expect(() => compiled(page)(data)).toThrow(expect.objectContaining({ code: 'FST_ERR_RESPONSE_SERIALIZATION' }) as Error);
    }
    expect(() => compiled(z.object({ kind: z.enum(['A']) }))({ kind: 'B' })).toThrow();
    expect(() => compiled(z.object({ a: z.string() }))({})).toThrow();
  });

  it('keeps zod for schemas whose encoding changes values', () => {
    expect(compilesFully(z.object({ name: z.string().trim() }))).toBe(false);
    expect(compilesFully(z.object({ n: z.string().transform((s) => s.length) }))).toBe(false);
    expect(compilesFully(z.object({ n: z.number().default(1) }))).toBe(false);
    expect(compilesFully(z.looseObject({ n: z.number() }))).toBe(false);
    expect(compilesFully(z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]))).toBe(false);
    const trimmed = z.object({ name: z.string().trim() });
    expect(compiled(trimmed)({ name: '  a ' })).toBe('{"name":"a"}');
  });

  it('compiles most of the contract, the error shape included', () => {
    const responses = registry.filter((d) => d.response);
    const served = responses.filter((d) => compilesFully(d.response as z.ZodType));
    expect(served.length).toBeGreaterThan(responses.length * 0.8);
  });

  it('cross-checks against zod when asked, and says where they differ', () => {
    const check = compiledSerializerCompiler({ crossCheck: true })(route(page) as never) as (data: unknown) => string;
    expect(check({ content: [], totalElements: 0 })).toBe('{"content":[],"totalElements":0}');
  });
});
