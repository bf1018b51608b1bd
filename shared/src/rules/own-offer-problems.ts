/**
 * One broken rule of a form, found by the own-offer checks (spec 2 §5). `path` points at the field
 * (['cashbackRules', 0, 'conditions', 1, 'lowerBound']) so a form can mark it; `message` says what
 * to do and where, and is what the server answers in its 400.
 */
export interface FormProblem {
  path: (string | number)[];
  message: string;
}

/** A value a form may not have filled in yet. */
export type Maybe<T> = T | null | undefined;

export const isBlank = (s: Maybe<string>): boolean => s == null || s.trim() === '';
export const isNumber = (n: Maybe<number>): n is number => typeof n === 'number' && Number.isFinite(n);

/** The problems as one sentence per problem, for a 400's message. */
export const problemsText = (problems: readonly FormProblem[]): string => problems.map((p) => p.message).join('; ');

/** A bare domain or an http(s) URL: 'example.co.uk', 'https://shop.example.com/uk'. */
const WEBSITE = /^(https?:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?([/?#]\S*)?$/i;
export const isWebsite = (s: Maybe<string>): boolean => !isBlank(s) && s!.trim().length <= 300 && WEBSITE.test(s!.trim());
