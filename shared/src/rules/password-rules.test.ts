import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordProblems } from './password-rules';

describe('password rules', () => {
  it('accept a password with length, capital, number and special character', () => {
    expect(isStrongPassword('Secret-pass1')).toBe(true);
  });
  it('name each rule a weak password breaks', () => {
    expect(passwordProblems('short')).toEqual([
      'At least 8 characters',
      'One capital letter',
      'One number',
      'One special character (! @ # $ % ^ & * -)',
    ]);
  });
  it('treat two numbers as a recommendation only', () => {
    expect(passwordProblems('Abcdefg1!')).toEqual([]);
  });
  it('reject specials outside the allowed set', () => {
    expect(isStrongPassword('Abcdefg1?')).toBe(false);
  });
});
