/** The password rules of spec 1 section 5, shared so the client's checklist and the server agree. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIALS = '!@#$%^&*-';

export interface PasswordRule {
  id: 'length' | 'capital' | 'number' | 'twoNumbers' | 'special';
  label: string;
  /** Recommended rules are shown in the checklist but not enforced. */
  required: boolean;
  test: (password: string) => boolean;
}

export const passwordRules: PasswordRule[] = [
  { id: 'length', label: 'At least 8 characters', required: true, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'capital', label: 'One capital letter', required: true, test: (p) => /[A-Z]/.test(p) },
  { id: 'number', label: 'One number', required: true, test: (p) => /[0-9]/.test(p) },
  { id: 'twoNumbers', label: 'Two numbers (recommended)', required: false, test: (p) => (p.match(/[0-9]/g) ?? []).length >= 2 },
  {
    id: 'special',
    label: 'One special character (! @ # $ % ^ & * -)',
    required: true,
    test: (p) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)),
  },
];

/** Labels of the required rules the password breaks; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  return passwordRules.filter((r) => r.required && !r.test(password)).map((r) => r.label);
}

export const isStrongPassword = (password: string): boolean => passwordProblems(password).length === 0;
