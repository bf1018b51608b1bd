import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { PasswordChecklist } from './password-checklist';

const metLines = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('data-met') === 'true')
    .map((item) => item.textContent);

describe('password checklist', () => {
  it('highlights no rule for an empty password', () => {
    renderWithTheme(<PasswordChecklist password="" />);
    expect(metLines()).toEqual([]);
  });

  it('highlights each rule the password meets as it is typed', () => {
    const { rerender } = renderWithTheme(<PasswordChecklist password="abcdefgh" />);
    expect(metLines()).toEqual(['At least 8 characters']);
    rerender(<PasswordChecklist password="Abcdefg1!" />);
    expect(metLines()).toEqual(['At least 8 characters', 'One capital letter', 'One number', 'One special character (! @ # $ % ^ & * -)']);
  });

  it('shows two numbers as met only with two digits', () => {
    renderWithTheme(<PasswordChecklist password="12" />);
    expect(metLines()).toContain('Two numbers (recommended)');
  });
});
