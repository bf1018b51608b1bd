import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DomainFaultsPanel } from './domain-faults-panel';
import { renderWithQueries } from '@/test/render';

const NOW = Date.UTC(2026, 2, 3, 12, 0, 0);
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const stall = {
  id: 'dft_1', kind: 'upload-stall', match: { fileName: 'export' }, atRow: 3, seen: 1, hits: 1, remaining: null, createdAt: NOW,
  recentHits: [{ at: NOW, subject: { type: 'transaction_upload', id: 'tfu_1' }, detail: "'export.csv' stalls at row 3" }],
};

function controlPlane() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = String(url).split('?')[0] ?? '';
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      if (path === '/__mock/domain-faults' && method === 'GET') return json(200, [stall]);
      if (path === '/__mock/domain-faults' && method === 'POST') return json(200, { ...stall, ...body, id: 'dft_2', seen: 0, hits: 0, recentHits: [] });
      if (path === '/__mock/simulate/uploads/tfu_1/complete') {
        return json(200, { subject: { type: 'transaction_upload', id: 'tfu_1' }, from: 'PROCESSING', to: 'COMPLETED', rowCount: 5, reason: null, effects: { events: [], eventsTotal: 0, deliveries: [], emails: [] } });
      }
      return json(404, { error: { code: 'NOT_FOUND', message: `No route for ${method} ${path}` } });
    }),
  );
  return calls;
}

const renderPanel = () =>
  renderWithQueries(<DomainFaultsPanel />);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('domain faults panel', () => {
  it('lists a stall with its hit and completes the upload it holds', async () => {
    const calls = controlPlane();
    renderPanel();
    const table = await screen.findByTestId('console-domain-faults-table');
    await waitFor(() => expect(within(table).getByText("'export.csv' stalls at row 3")).toBeInTheDocument());
    expect(within(table).getByText('stalls at row 3')).toBeInTheDocument();
    await userEvent.click(within(table).getByTestId('console-complete-upload-tfu_1'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/__mock/simulate/uploads/tfu_1/complete')).toBe(true));
    expect(await screen.findByText('Upload tfu_1: COMPLETED')).toBeInTheDocument();
  });

  it('arms a first-n webhook failure, saying what is missing before sending', async () => {
    const calls = controlPlane();
    renderPanel();
    await userEvent.selectOptions(screen.getByTestId('console-domain-fault-kind'), 'webhook-failure');
    await userEvent.selectOptions(screen.getByTestId('console-domain-fault-pattern'), 'first-n');
    await userEvent.click(screen.getByTestId('console-arm-domain-fault'));
    expect(await screen.findByTestId('console-domain-fault-problem')).toHaveTextContent('n: n is given with pattern first-n, and only with it');
    await userEvent.type(screen.getByTestId('console-domain-fault-n'), '2');
    await userEvent.type(screen.getByTestId('console-domain-fault-url'), '/webhook-sink/');
    await userEvent.click(screen.getByTestId('console-arm-domain-fault'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'webhook-failure', pattern: 'first-n', n: 2, match: { url: '/webhook-sink/' } }));
  });
});
