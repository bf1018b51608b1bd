/** Stubs (POST /__mock/stubs) as plain types; test/contract-types.ts keeps them equal to the contract. */
import type { EpochMs, HttpMethod } from './control-types.js';

export interface StubMatch {
  method?: HttpMethod | Lowercase<HttpMethod> | undefined;
  /** The path, with or without the live/sandbox prefix; `*` any run of characters, `:param` one segment. */
  path?: string | undefined;
  /** A contract endpoint id such as `user.me` (the /docs operationIds). Give it or `path`, or both. */
  endpointId?: string | undefined;
  /** Every key given must equal the call's query value (the text in the URL). */
  query?: Record<string, string> | undefined;
  /** Every key given (deep: a partial object) must equal the call's JSON body. */
  body?: Record<string, unknown> | undefined;
}

export interface StubInput {
  match: StubMatch;
  /** 200 by default; checked against what the endpoint declares unless `validate` is false. */
  status?: number | undefined;
  headers?: Record<string, string> | undefined;
  /** The answer's body: JSON, or the text of a file download. */
  body: unknown;
  /** How many matching calls it answers; until removed when left out. */
  times?: number | undefined;
  /** False: answer the body as given, without checking it against the contract's answer schema. */
  validate?: boolean | undefined;
}

export interface Stub {
  id: string;
  match: {
    method?: string | undefined;
    path?: string | undefined;
    endpointId?: string | undefined;
    query?: Record<string, string> | undefined;
    body?: Record<string, unknown> | undefined;
  };
  status: number;
  headers?: Record<string, string> | undefined;
  body?: unknown;
  times?: number | undefined;
  validate: boolean;
  /** The contract endpoints the match can reach. */
  endpointIds: string[];
  hits: number;
  remaining: number | null;
  createdAt: EpochMs;
}
