import type { Scope } from './scope';

/**
 * The scope's keys, then each of `extras`' in turn: a statement's named parameters, or an event's target.
 * The same object as an object spread of the scope followed by the extra keys, built without one: on this
 * Node's V8 (11.3) a literal that adds keys after a spread misses its inline cache on every call, takes
 * 0.7–8 µs and leaves a new hidden class in the old generation each time (60–130 bytes). That is what
 * filled the old space of the `large` world's list benchmarks and brought on their full collections
 * (docs/decisions/0014-request-path-speed.md, eighth pass). `Object.assign` onto an empty literal reuses
 * its hidden classes: ~0.1 µs and nothing left behind.
 */
export function scoped<S extends Scope, A extends object>(scope: S, extra: A): S & A;
export function scoped<S extends Scope, A extends object, B extends object>(scope: S, a: A, b: B): S & A & B;
export function scoped<S extends Scope, A extends object, B extends object, C extends object>(scope: S, a: A, b: B, c: C): S & A & B & C;
export function scoped(scope: Scope, ...extras: object[]): object {
  return Object.assign({}, scope, ...extras);
}
