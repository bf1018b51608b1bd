import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMockSession } from '@/lib/mock-session';
import type { TimelineItem } from '../api/get-timeline';
import { TimelinePanel } from './timeline-panel';
import { renderWithQueries } from '@/test/render';

const NOW = Date.UTC(2026, 2, 3, 12, 0, 0);
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const item = (position: number, extra: Partial<TimelineItem> = {}): TimelineItem => ({
  position, correlationId: `cor_${position}`, kind: 'REQUEST', parentId: null, at: NOW + position,
  request: { method: 'GET', path: '/private/api/client/offers', status: 200, stubId: null },
  events: [], eventsTotal: 0, deliveries: [], emails: [], effectsGone: false, ...extra,
});
const forgot = item(2, {
  request: { method: 'POST', path: '/private/api/client/auth/forgot-password', status: 200, stubId: null },
  emails: [{ id: 'eml_1', to: 'alex@example.com', subject: 'Reset your password', code: 'abc', delivery: 'BOUNCED', bounceReason: 'Mailbox full', sentAt: NOW }],
});
const approval = item(4, {
  request: { method: 'POST', path: '/__mock/clock', status: 200, stubId: null },
});
const event = {
  seq: 9, id: 'evt_9', type: 'CASHBACK_BEING_VERIFIED' as const, entityType: 'cashback', entityId: 'cb_1',
  publisherId: 'pub_1', env: 'live' as const, createdOn: NOW, payload: {},
};
const clockStep = item(5, {
  correlationId: 'clk_5', kind: 'CLOCK', parentId: 'cor_4', request: null, events: [event], eventsTotal: 1,
  deliveries: [{ id: 'whe_1', webhookId: 'wh_1', url: 'http://localhost/__mock/webhook-sink/a', eventType: 'cashback.being_verified', domainEventId: 'evt_9', delivered: true, attempts: 1, lastStatusCode: 204, nextAttemptOn: null }],
});

/** Answers the timeline from a queue of polls (the last one repeats), and records each poll's query. */
function controlPlane(polls: TimelineItem[][]) {
  const timelineQueries: URLSearchParams[] = [];
  const headers: Record<string, string>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const [path, query] = String(url).split('?');
      headers.push((init?.headers ?? {}) as Record<string, string>);
      if (path === '/__mock/timeline') {
        timelineQueries.push(new URLSearchParams(query));
        return json(polls.length > 1 ? polls.shift() : polls[0]);
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return { timelineQueries, headers };
}

const renderPanel = () =>
  renderWithQueries(<TimelinePanel />);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('console timeline', () => {
  it('shows calls that caused something, and a row unfolds into its emails with code and bounce', async () => {
    setMockSession('ses_t');
    const { headers } = controlPlane([[forgot, item(1)]]);
    renderPanel();
    const row = await screen.findByTestId('console-timeline-row-cor_2');
    expect(within(row).getByText('/private/api/client/auth/forgot-password')).toBeInTheDocument();
    expect(within(row).getByText('1 email')).toBeInTheDocument();
    // The GET caused nothing: hidden until the filter is off.
    expect(screen.queryByTestId('console-timeline-row-cor_1')).not.toBeInTheDocument();
    expect(screen.getByTestId('console-timeline-hidden')).toHaveTextContent('1 without effects hidden');

    expect(screen.queryByTestId('console-timeline-email')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('console-timeline-toggle-cor_2'));
    const email = await screen.findByTestId('console-timeline-email');
    expect(email).toHaveTextContent('Reset your password');
    expect(email).toHaveTextContent('to alex@example.com');
    await waitFor(() => expect(within(email).getByTestId('console-timeline-email-code')).toHaveTextContent('abc'));
    expect(within(email).getByText('BOUNCED')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('console-timeline-only-effects'));
    expect(await screen.findByTestId('console-timeline-row-cor_1')).toBeInTheDocument();
    expect(headers.every((h) => h['x-mock-session'] === 'ses_t')).toBe(true);
  });

  it('polls after the last position it has, and nests a clock step under the call that woke it', async () => {
    const { timelineQueries } = controlPlane([[forgot, item(1)], [clockStep, approval, item(3)], []]);
    renderPanel();
    await screen.findByTestId('console-timeline-row-cor_2');
    expect(timelineQueries[0]!.has('since')).toBe(false);
    await screen.findByTestId('console-timeline-row-cor_4', {}, { timeout: 5_000 });
    expect(timelineQueries[1]!.get('since')).toBe('2');
    await waitFor(() => expect(timelineQueries.length).toBeGreaterThanOrEqual(3), { timeout: 5_000 });
    expect(timelineQueries[2]!.get('since')).toBe('5');

    // Newest first; the clock step is not a row of its own but inside its call.
    const list = screen.getByTestId('console-timeline-list');
    const top = within(list).getAllByTestId(/^console-timeline-row-/).filter((r) => r.parentElement === list);
    expect(top.map((r) => r.dataset.testid)).toEqual(['console-timeline-row-cor_4', 'console-timeline-row-cor_2']);
    expect(within(screen.getByTestId('console-timeline-row-cor_4')).getByText('1 clock step')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('console-timeline-toggle-cor_4'));
    const steps = await screen.findByTestId('console-timeline-steps-cor_4');
    await userEvent.click(within(steps).getByTestId('console-timeline-toggle-clk_5'));
    const effects = await screen.findByTestId('console-timeline-effects-clk_5');
    expect(within(effects).getByTestId('console-timeline-event')).toHaveTextContent('CASHBACK_BEING_VERIFIED cashback cb_1');
    expect(within(effects).getByTestId('console-timeline-delivery')).toHaveTextContent('cashback.being_verified');
    expect(within(effects).getByTestId('console-timeline-delivery')).toHaveTextContent('Delivered 204');
  });

  it('starts over when the server counts from 1 again (a restarted dev server)', async () => {
    const fresh = item(1, { correlationId: 'cor_new', emails: forgot.emails });
    // Its cursor is 5; the server now answers nothing after 5, and its newest is position 1.
    const { timelineQueries } = controlPlane([[approval, clockStep], [], [fresh], [fresh]]);
    renderPanel();
    await screen.findByTestId('console-timeline-row-cor_4');
    expect(await screen.findByTestId('console-timeline-row-cor_new', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('console-timeline-row-cor_4')).not.toBeInTheDocument();
    expect(timelineQueries.slice(1, 4).map((q) => [q.get('since'), q.get('limit')])).toEqual([['5', '200'], [null, '1'], [null, '200']]);
  });

  it('stops polling while paused and catches up on resume', async () => {
    const { timelineQueries } = controlPlane([[forgot], [clockStep, approval], []]);
    renderPanel();
    await screen.findByTestId('console-timeline-row-cor_2');
    await userEvent.click(screen.getByTestId('console-timeline-pause'));
    const asked = timelineQueries.length;
    // Two poll intervals pass with nothing asked.
    await new Promise((r) => setTimeout(r, 3_200));
    expect(timelineQueries.length).toBe(asked);
    expect(screen.queryByTestId('console-timeline-row-cor_4')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('console-timeline-pause'));
    expect(await screen.findByTestId('console-timeline-row-cor_4', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
