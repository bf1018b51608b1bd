import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { setMockSession } from '@/lib/mock-session';
import { createQueryClient } from '@/lib/query-client';
import { ConsolePage } from './console-page';

const NOW = Date.UTC(2026, 2, 3, 12, 0, 0);
const DAY = 86_400_000;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const clock = (now: number) => ({ now, iso: new Date(now).toISOString(), frozen: true, offsetMs: 0 });
const approval = {
  id: 'po_1', publisherName: 'Acme', env: 'live', offerTitle: '5% at Boots', retailerName: 'Boots',
  supplierName: 'Manual Supplier', appliedOn: NOW - DAY, decisionDueOn: null,
};

/** A tiny control plane: answers by method and path, and records what was sent. */
function controlPlane(overrides: Record<string, () => Response> = {}) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  let now = NOW;
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).split('?')[0] ?? '';
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const override = overrides[`${method} ${path}`];
    if (override) return override();
    if (path === '/__mock/clock' && method === 'POST') {
      now += (body as { advanceMs?: number }).advanceMs ?? 0;
      return json(200, clock(now));
    }
    if (path === '/__mock/clock') return json(200, clock(now));
    if (path === '/__mock/sessions') return json(200, { sessions: [], maxSessions: 32, idleMinutes: 30 });
    if (path === '/__mock/approvals' && method === 'GET') return json(200, [approval]);
    if (path.startsWith('/__mock/approvals/')) {
      return json(200, { id: 'po_1', offerApproval: body.decision, declinedReason: body.reason ?? null, active: false, decidedOn: now });
    }
    return json(404, { error: { code: 'NOT_FOUND', message: `No route for ${method} ${path}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderConsole(tab = 'sessions') {
  const client = createQueryClient();
  return render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <MemoryRouter initialEntries={[`/__console?tab=${tab}`]}>
            <ConsolePage />
          </MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('control console', () => {
  it('names the default world and advances the clock by a day', async () => {
    const calls = controlPlane();
    renderConsole();
    expect(screen.getByTestId('console-world')).toHaveTextContent('Default world');
    await waitFor(() => expect(screen.getByTestId('console-clock-now')).toHaveAttribute('data-now', String(NOW)));
    expect(screen.getByTestId('console-clock-state')).toHaveTextContent('Frozen');

    await userEvent.click(screen.getByTestId('console-advance-1-day'));
    await waitFor(() => expect(screen.getByTestId('console-clock-now')).toHaveAttribute('data-now', String(NOW + DAY)));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/__mock/clock')?.body).toEqual({ advanceMs: DAY });
    expect(calls.every((c) => c.headers['x-mock-session'] === undefined)).toBe(true);
  });

  it('works in the tab\'s session: names it and sends it on every call', async () => {
    setMockSession('ses_abc');
    const calls = controlPlane();
    renderConsole();
    expect(screen.getByTestId('console-world')).toHaveTextContent('Session ses_abc');
    // The session is not in the server's list any more, so the console says so.
    expect(await screen.findByTestId('console-world-gone')).toBeInTheDocument();
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.headers['x-mock-session'] === 'ses_abc')).toBe(true);
  });

  it('declines a pending application with a reason', async () => {
    const calls = controlPlane();
    renderConsole('approvals');
    await userEvent.click(await screen.findByTestId('console-decline-po_1'));
    await userEvent.type(await screen.findByTestId('console-decline-reason-po_1'), 'Not a fit');
    await userEvent.click(screen.getByTestId('console-decline-confirm-po_1'));
    await waitFor(() => expect(calls.some((c) => c.path === '/__mock/approvals/po_1')).toBe(true));
    expect(calls.find((c) => c.path === '/__mock/approvals/po_1')?.body).toEqual({ decision: 'DECLINED', reason: 'Not a fit' });
  });

  it('shows a failed call\'s server message in a notification', async () => {
    controlPlane({
      'GET /__mock/approvals': () => json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Armed fault: supplier down' } }),
    });
    renderConsole('approvals');
    const table = await screen.findByTestId('console-approvals-table');
    // Once inline beside the table, once in the notification.
    await waitFor(() => expect(screen.getAllByText('Armed fault: supplier down')).toHaveLength(2), { timeout: 4000 });
    expect(within(table).getByText('Armed fault: supplier down')).toBeInTheDocument();
  });

  it('lists the demo personas, scenarios, fault kinds and headers the server declares', async () => {
    const capabilities = {
      scenarios: [{ name: 'demo', description: 'The rich demo world' }, { name: 'empty', description: 'Day one' }, { name: 'large', description: 'A million rows' }],
      personas: [{
        email: 'alex.morgan@northwind.example.com', password: 'Northwind#2025', totpSecret: 'JGK26Z3A', role: 'ADMIN', firstName: 'Alex', lastName: 'Morgan',
        publisherId: 'pub_northwind', companyName: 'Northwind Rewards', publisherStatus: 'IN_CONTRACT', sandboxOnly: false,
      }],
      magicValues: [],
      faultKinds: [{ kind: 'reset', effect: 'Drops the connection without an answer' }],
      domainFaultKinds: [{ kind: 'upload-stall', effect: 'A matching upload stops at a row' }],
      simulators: [{ id: 'mock.simulate.payPayout', method: 'POST', path: '/__mock/simulate/payouts/:id/pay', summary: "Pays a month's unpaid payout now" }],
      stubs: [{ id: 'mock.armStub', method: 'POST', path: '/__mock/stubs', summary: 'Arms a stub' }],
      headers: [{ name: 'x-mock-delay', effect: 'Delays this one call by that many ms' }],
    };
    controlPlane({ 'GET /__mock/capabilities': () => json(200, capabilities) });
    renderConsole('capabilities');
    const personas = await screen.findByTestId('console-personas-table');
    await waitFor(() => expect(within(personas).getByText('Northwind#2025')).toBeInTheDocument());
    expect(within(personas).getByText('Northwind Rewards (IN_CONTRACT)')).toBeInTheDocument();
    expect(within(screen.getByTestId('console-scenarios-table')).getByText('A million rows')).toBeInTheDocument();
    expect(within(screen.getByTestId('console-fault-kinds-table')).getByText('Drops the connection without an answer')).toBeInTheDocument();
    expect(within(screen.getByTestId('console-simulators-table')).getByText('POST /__mock/simulate/payouts/:id/pay')).toBeInTheDocument();
    expect(within(screen.getByTestId('console-domain-fault-kinds-table')).getByText('A matching upload stops at a row')).toBeInTheDocument();
    expect(within(screen.getByTestId('console-headers-table')).getByText('x-mock-delay')).toBeInTheDocument();
  });
});
