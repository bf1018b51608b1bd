import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { PlaygroundForm } from './playground-form';

describe('playground form', () => {
  it('sends a positive amount as spend, once both fields are filled', async () => {
    const onTest = vi.fn();
    renderWithTheme(<PlaygroundForm loading={false} onTest={onTest} />);
    const button = screen.getByRole('button', { name: 'Test transaction' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Transaction description'), '  Boots 1234 ');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Amount'), '42.5');
    await userEvent.click(button);
    expect(onTest).toHaveBeenCalledWith({ description: 'Boots 1234', amount: -42.5 });
  });

  it("shows 'Processing...' and takes no second submit while loading", () => {
    renderWithTheme(<PlaygroundForm loading onTest={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });
});
