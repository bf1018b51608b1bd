import { type FormProblem, problemsText } from '@cashloop/shared/rules/own-offer-problems';
import { validationFailed } from '../../lib/app-error';

/**
 * The own-offer form checks' problems as the one error shape (decision 0044): VALIDATION_FAILED, each
 * problem's path dotted under `body` as the contract's validation names fields ('body.cashbackRules.0.value').
 * `bodyNames` renames a form field whose body field is called otherwise (the retailer form's `website` is
 * the body's `providedWebsite`), so the path names what the caller sent.
 */
export const formRefused = (problems: readonly FormProblem[], bodyNames: Record<string, string> = {}) =>
  validationFailed(
    problemsText(problems),
    problems.map(({ path: [head, ...rest], message }) => ({
      path: ['body', typeof head === 'string' ? (bodyNames[head] ?? head) : head, ...rest].filter((p) => p !== undefined).join('.'),
      message,
    })),
  );
