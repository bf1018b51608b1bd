/** The manual code of the set-up view: the value after the equals sign of the otpauth link (its secret). */
export function manualCodeFrom(setupLink: string | null): string {
  if (!setupLink) return '';
  const secret = /[?&]secret=([^&]+)/.exec(setupLink)?.[1];
  const afterEquals = setupLink.includes('=') ? setupLink.slice(setupLink.indexOf('=') + 1).split('&')[0] : '';
  return decodeURIComponent(secret ?? afterEquals ?? '');
}

/** Why the code view's button is disabled, if a message should say so (spec 1 §5). */
export function mfaCodeProblem(code: string, setupCode: string | null): 'empty' | 'reused' | null {
  if (code.trim() === '') return 'empty';
  if (setupCode !== null && code.trim() === setupCode.trim()) return 'reused';
  return null;
}

