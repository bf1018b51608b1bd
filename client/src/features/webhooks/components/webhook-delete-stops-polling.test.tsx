import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { Component as WebhookDetailPage } from '@/app/routes/webhook-detail';
import { callEndpoint } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithQueries } from '@/test/render';

vi.mock('@/lib/api-client', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint) as unknown as Mock<(def: { id: string }, input?: unknown) => Promise<unknown>>;

const NOW = Date.UTC(2026, 11, 7, 12);
// An active webhook with a delivery waiting for its retry: the detail polls every second while it shows.
const detail = {
  webhook: { id: 'wh_1', url: 'https://hooks.example.com/a', createdOn: NOW, active: true, secret: 'whsec_1', scope: ['CASHBACK_CREATED'] },
  webhookEvents: {
    content: [{ id: 'whe_1', eventType: 'CASHBACK_CREATED', createdOn: NOW, delivered: false, content: {}, attempts: 1, lastAttemptOn: NOW, lastStatusCode: 500, nextAttemptOn: NOW + 60_000 }],
    totalElements: 1,
  },
};

/** The DELETE answers when the test says so; the detail answers at once. */
function server() {
  let answerDelete: (outcome: { ok: boolean }) => void = () => {};
  call.mockImplementation((def) => {
    if (def.id === 'webhooks.detail') return Promise.resolve(detail);
    if (def.id === 'webhooks.delete') {
      return new Promise((resolve, reject) => {
        answerDelete = ({ ok }) => (ok ? resolve(undefined) : reject(new ApiError('Delete failed', 500, 'INTERNAL')));
      });
    }
    return Promise.reject(new Error(`unexpected call ${def.id}`));
  });
  const ids = () => call.mock.calls.map(([def]) => def.id);
  return { ids, answerDelete: (ok: boolean) => answerDelete({ ok }) };
}

const renderDetail = () =>
  renderWithQueries(
    <ModalsProvider>
      <MemoryRouter initialEntries={['/webhooks/wh_1']}>
        <Routes>
          <Route path="/webhooks/:webhookId" element={<WebhookDetailPage />} />
          <Route path="/webhooks" element={<p>Webhooks list</p>} />
        </Routes>
      </MemoryRouter>
    </ModalsProvider>,
  );

/** Opens the page, sees it poll once, and confirms the delete: the index of the DELETE among the calls. */
async function confirmDelete(ids: () => string[]): Promise<number> {
  const user = userEvent.setup();
  renderDetail();
  await screen.findByTestId('webhook-url');
  // The page polls: a second detail call comes about a second after the first.
  await waitFor(() => expect(ids().filter((id) => id === 'webhooks.detail').length).toBeGreaterThanOrEqual(2), { timeout: 3_000 });
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete webhook' }));
  await waitFor(() => expect(ids()).toContain('webhooks.delete'));
  return ids().indexOf('webhooks.delete');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('deleting a webhook from its page (issue 47)', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('asks for the webhook no more once the delete is confirmed, though its page polled before', async () => {
    const { ids, answerDelete } = server();
    const at = await confirmDelete(ids);
    // The delete takes longer than a poll interval: no detail call may follow it, as it could only answer 404.
    await sleep(1_500);
    expect(ids().slice(at + 1)).not.toContain('webhooks.detail');
    answerDelete(true);
    expect(await screen.findByText('Webhooks list')).toBeInTheDocument();
    expect(await screen.findByText('Webhook deleted')).toBeInTheDocument();
    expect(ids().slice(at + 1)).not.toContain('webhooks.detail');
  });

  it('polls again when the delete fails, and stays on the page', async () => {
    const { ids, answerDelete } = server();
    const at = await confirmDelete(ids);
    answerDelete(false);
    await waitFor(() => expect(ids().slice(at + 1)).toContain('webhooks.detail'), { timeout: 3_000 });
    expect(screen.getByTestId('webhook-url')).toHaveTextContent('https://hooks.example.com/a');
    expect(screen.queryByText('Webhooks list')).toBeNull();
  });
});
