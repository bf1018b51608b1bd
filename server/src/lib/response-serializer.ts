import type { FastifySerializerCompiler } from 'fastify/types/schema';
import * as z from 'zod';
import { $ZodType } from 'zod/v4/core';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

/**
 * Answers serialised with one native JSON.stringify when they are already exactly what zod's encode would
 * answer (issue 11, decision 0014): zod's serializer builds a validated copy of the whole answer before
 * JSON.stringify. A check compiled once per route from the contract's zod schema walks the answer: every
 * value of the right type (enums and literals included, required keys present), and every object's own keys
 * the schema's keys in the schema's order, so zod would strip nothing and write the keys in the same order:
 * the bytes are the same. Anything else goes to zod, which answers or refuses it as before. String and number
 * checks (length, int, regex, formats) are not re-checked on the fast path: the contract tests and, in tests,
 * the cross-check (both serialisers, bytes compared) cover them. Schemas with anything that changes values on
 * encode (transforms, pipes, defaults, overwriting checks such as trim, coercion), loose objects, dates,
 * records or unions of objects are zod's alone.
 */

/** Whether a value is already exactly what zod's encode would answer for it (so JSON.stringify of it is zod's text). */
type Fits = (value: unknown) => boolean;

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: $ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  coerce?: boolean;
}

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

/** A check that rewrites the value (trim, toLowerCase...) or a coercion: zod's answer may differ from the input. */
const overwrites = (def: Def) => def.coerce === true || (def.checks ?? []).some((c) => c._zod.def.check === 'overwrite');

/** Kinds whose encoded value is the input itself when valid: a union of these needs no branch choice. */
const SCALARS = new Set(['string', 'number', 'boolean', 'null', 'literal', 'enum']);

function compile(schema: $ZodType): Fits | null {
  const def = defOf(schema);
  if (overwrites(def)) return null;
  switch (def.type) {
    case 'string':
      return (v) => typeof v === 'string';
    case 'number':
      return (v) => typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return (v) => typeof v === 'boolean';
    case 'null':
      return (v) => v === null;
    case 'literal': {
      const values = new Set(def.values);
      return (v) => values.has(v);
    }
    case 'enum': {
      const values = new Set(Object.values(def.entries ?? {}));
      return (v) => values.has(v);
    }
    case 'optional': {
      const inner = compile(def.innerType!);
      return inner && ((v) => v === undefined || inner(v));
    }
    case 'nullable': {
      const inner = compile(def.innerType!);
      return inner && ((v) => v === null || inner(v));
    }
    case 'array': {
      const item = compile(def.element!);
      if (!item) return null;
      return (v) => {
        if (!Array.isArray(v)) return false;
        for (let i = 0; i < v.length; i++) if (!item(v[i])) return false;
        return true;
      };
    }
    case 'union': {
      const options = def.options!;
      if (!options.every((o) => SCALARS.has(defOf(o).type) && !overwrites(defOf(o)))) return null;
      const compiled = options.map((o) => compile(o)!);
      return (v) => compiled.some((option) => option(v));
    }
    case 'object':
      return compileObject(def);
    default:
      // transform, pipe, default, prefault, catch, record, tuple, intersection, lazy, date, any, custom...
      return null;
  }
}

function compileObject(def: Def): Fits | null {
  // A loose object passes unknown keys through: leave it to zod. Strict ones (never) strip nothing valid.
  if (def.catchall && defOf(def.catchall).type !== 'never') return null;
  const keys = Object.keys(def.shape ?? {});
  const children: Fits[] = [];
  for (const key of keys) {
    const fits = compile(def.shape![key]!);
    if (!fits) return null;
    children.push(fits);
  }
  const position = new Map(keys.map((k, i) => [k, i]));
  return (v) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
    const record = v as Record<string, unknown>;
    // Every shape key's value fits (an absent one reads undefined: only optional ones accept it)...
    for (let i = 0; i < keys.length; i++) if (!children[i]!(record[keys[i]!])) return false;
    // ...and the object's own keys are shape keys in shape order: zod's output order, nothing to strip.
    let last = -1;
    for (const key in record) {
      const at = position.get(key);
      if (at === undefined || at < last) return false;
      last = at;
    }
    return true;
  };
}

/** The zod schema fastify hands the serializer compiler (bare, or wrapped as fastify-type-provider-zod accepts). */
function zodSchemaOf(schema: unknown): $ZodType | null {
  if (schema instanceof $ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  return wrapped instanceof $ZodType ? wrapped : null;
}

export interface CompiledSerializerOptions {
  /**
   * Also serialise with zod and throw when the bytes differ (tests): every answer a test sees proves the
   * compiled form says exactly what zod says.
   */
  crossCheck?: boolean;
}

/** Compiles a serializer per route from its zod response schema; zod's own where the schema does not compile. */
export function compiledSerializerCompiler(options: CompiledSerializerOptions = {}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as (data: unknown) => string;
    const schema = zodSchemaOf(route.schema);
    const fits = schema ? compile(schema) : null;
    if (!fits) return viaZod;
    return (data: unknown) => {
      // Anything else (an extra key, another key order, a wrong type) is zod's to answer or refuse, as before.
      if (!fits(data)) return viaZod(data);
      const text = JSON.stringify(data);
      if (options.crossCheck) {
        const expected = viaZod(data);
        if (text !== expected) {
          throw new Error(`compiled serializer differs from zod's for ${route.method} ${route.url}:\n  compiled ${text.slice(0, 400)}\n  zod      ${expected.slice(0, 400)}`);
        }
      }
      return text;
    };
  };
}

/** Whether a schema is served by the compiled check (for tests). */
export const compilesFully = (schema: z.ZodType): boolean => compile(schema as unknown as $ZodType) !== null;
