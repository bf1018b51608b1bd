import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboxPanel } from './outbox-panel';
import { renderWithQueries } from '@/test/render';

const NOW = Date.UTC(2026, 2, 3, 12, 0, 0);
const email = (id: string, extra: Record<string, unknown>) => ({
  id, to: 'alex@example.com', subject: 'Reset your password', text: 'Hello', links: [`http://localhost:5999/auth/reset-password/${id}-code`],
  code: null, delivery: 'DELIVERED', bounceReason: null, sentAt: NOW, ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('console outbox', () => {
  it("shows each email's one-time code, and a bounced one as BOUNCED", async () => {
    const emails = [
      email('eml_1', { code: 'eml_1-code' }),
      email('eml_2', { delivery: 'BOUNCED', bounceReason: 'Mailbox full (armed email bounce)' }),
    ];
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(emails), { status: 200, headers: { 'Content-Type': 'application/json' } })));
    renderWithQueries(<OutboxPanel />);
    expect(await screen.findByTestId('console-outbox-code-eml_1')).toHaveTextContent('eml_1-code');
    expect(screen.queryByTestId('console-outbox-code-eml_2')).not.toBeInTheDocument();
    expect(screen.getByTestId('console-outbox-bounced-eml_2')).toHaveTextContent('BOUNCED');
    expect(screen.queryByTestId('console-outbox-bounced-eml_1')).not.toBeInTheDocument();
  });
});
