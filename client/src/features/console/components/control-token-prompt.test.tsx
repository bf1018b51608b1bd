import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ControlTokenPrompt } from './control-token-prompt';
import { renderWithQueries } from '@/test/render';

const TOKEN = 'qa-team-control-token';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A control plane that wants TOKEN as a bearer token, as the server does with MOCK_CONTROL_TOKEN set. */
function guardedControlPlane() {
  const sent: (string | undefined)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const authorization = (init?.headers as Record<string, string> | undefined)?.Authorization;
      sent.push(authorization);
      if (authorization !== `Bearer ${TOKEN}`) return json(401, { error: { code: 'UNAUTHORIZED', message: 'This control plane needs its token' } });
      return json(200, { sessions: [], maxSessions: 32, idleMinutes: 30 });
    }),
  );
  return sent;
}

const renderPrompt = () =>
  renderWithQueries(<ControlTokenPrompt />);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('control token prompt', () => {
  it('asks for the token when the control plane answers 401, keeps it for the tab and sends it on the next calls', async () => {
    const sent = guardedControlPlane();
    renderPrompt();
    await userEvent.type(await screen.findByTestId('console-token-input'), TOKEN);
    await userEvent.click(screen.getByTestId('console-token-submit'));
    await waitFor(() => expect(screen.queryByTestId('console-token-prompt')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('cashloop.controlToken')).toBe(TOKEN);
    expect(sent[0]).toBeUndefined();
    expect(sent.at(-1)).toBe(`Bearer ${TOKEN}`);
  });

  it('says so when the token entered is refused', async () => {
    guardedControlPlane();
    renderPrompt();
    await userEvent.type(await screen.findByTestId('console-token-input'), 'wrong');
    await userEvent.click(screen.getByTestId('console-token-submit'));
    expect(await screen.findByText(/refused this tab's token/)).toBeInTheDocument();
  });

  it('stays out of the way when the control plane is open', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { sessions: [], maxSessions: 32, idleMinutes: 30 })));
    renderPrompt();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('console-token-prompt')).not.toBeInTheDocument();
  });
});
