import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StubsPanel } from './stubs-panel';
import { renderWithQueries } from '@/test/render';

const NOW = Date.UTC(2026, 2, 3, 12, 0, 0);
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refusal = {
  error: {
    code: 'VALIDATION_FAILED',
    message: 'The stub body does not fit what webhooks.list answers',
    details: { problems: [{ path: 'body.body', message: 'Expected array, received object' }] },
  },
};

/** The control plane's stubs, kept in memory: an array body is armed, anything else refused as the contract would. */
function controlPlane() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let stubs: Record<string, unknown>[] = [];
  let next = 1;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = String(url).split('?')[0] ?? '';
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      if (path === '/__mock/stubs' && method === 'GET') return json(200, stubs);
      if (path === '/__mock/stubs' && method === 'POST') {
        if (!Array.isArray(body.body)) return json(400, refusal);
        const stub = { ...body, id: `stb_${next++}`, endpointIds: ['webhooks.list'], hits: 0, remaining: body.times ?? null, createdAt: NOW };
        stubs = [...stubs, stub];
        return json(201, stub);
      }
      const one = /^\/__mock\/stubs\/(.+)$/.exec(path);
      if (one && method === 'DELETE') {
        stubs = stubs.filter((s) => s.id !== one[1]);
        return json(200, { id: one[1], removed: true });
      }
      return json(404, { error: { code: 'NOT_FOUND', message: `No route for ${method} ${path}` } });
    }),
  );
  return calls;
}

const renderPanel = () =>
  renderWithQueries(<StubsPanel />);

/** JSON is pasted: typed, its brackets would be read as user-event key names. */
async function enterBody(text: string) {
  const body = screen.getByTestId('console-stub-body');
  await userEvent.clear(body);
  await userEvent.click(body);
  await userEvent.paste(text);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stubs panel', () => {
  it('arms a stub, lists it and removes it', async () => {
    const calls = controlPlane();
    renderPanel();
    const list = await screen.findByTestId('console-stubs-list');
    await waitFor(() => expect(within(list).getByText('No results')).toBeInTheDocument());

    await userEvent.selectOptions(screen.getByTestId('console-stub-method'), 'GET');
    await userEvent.type(screen.getByTestId('console-stub-path'), '/webhook');
    await userEvent.type(screen.getByTestId('console-stub-times'), '2');
    await enterBody('[]');
    await userEvent.click(screen.getByTestId('console-arm-stub'));

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ match: { method: 'GET', path: '/webhook' }, status: 200, body: [], times: 2, validate: true }),
    );
    expect(await screen.findByText('Stub armed: GET /webhook → 200')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByText('GET /webhook')).toBeInTheDocument());
    expect(screen.getByTestId('console-clear-stubs')).toHaveTextContent('Clear stubs');

    await userEvent.click(within(list).getByTestId('console-remove-stub-stb_1'));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/__mock/stubs/stb_1')).toBe(true));
    await waitFor(() => expect(within(list).getByText('No results')).toBeInTheDocument());
  });

  it('shows the server\'s message and each problem of a refused stub', async () => {
    controlPlane();
    renderPanel();
    await userEvent.type(screen.getByTestId('console-stub-endpoint'), 'webhooks.list');
    await enterBody('{"content": []}');
    await userEvent.click(screen.getByTestId('console-arm-stub'));

    const shown = await screen.findByTestId('console-stub-refusal');
    expect(shown).toHaveTextContent('The stub body does not fit what webhooks.list answers');
    expect(within(shown).getByTestId('console-stub-problems')).toHaveTextContent('body.body: Expected array, received object');
  });

  it('catches a body that is not JSON before sending', async () => {
    const calls = controlPlane();
    renderPanel();
    await userEvent.type(screen.getByTestId('console-stub-path'), '/webhook');
    await enterBody('{"content": [');
    await userEvent.click(screen.getByTestId('console-arm-stub'));

    expect(await screen.findByTestId('console-stub-problem')).toHaveTextContent(/^body: not valid JSON/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
