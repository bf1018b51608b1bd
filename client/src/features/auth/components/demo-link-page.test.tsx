import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { createQueryClient } from '@/lib/query-client';
import { readValue } from '@/lib/storage';
import { DemoLinkPage } from './demo-link-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const part = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '');
const idToken = `${part({ alg: 'HS256' })}.${part({ sub: 'usr_1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
const me = {
  publisher: { id: 'pub_1', companyName: 'Northwind', publisherStatus: 'IN_CONTRACT', sandboxOnly: false },
  publisherUser: { firstName: 'Alex', lastName: 'Morgan' },
};

function stubServer(demoLink: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = String(url).split('?')[0] ?? '';
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path.endsWith('/auth/demo-link')) return demoLink();
      if (path.endsWith('/user')) return json(200, me);
      return json(404, { error: { code: 'NOT_FOUND', message: 'no route' } });
    }),
  );
  return calls;
}

const renderAt = (url: string) =>
  render(
    <StrictMode>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/auth/demo" element={<DemoLinkPage />} />
              <Route path="/" element={<p>Home page</p>} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );

describe('demo link page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('spends the link once (even under StrictMode), stores the session and lands on home', async () => {
    localStorage.setItem('apiType', 'sandbox');
    const calls = stubServer(() => json(200, { idToken }));
    renderAt('/auth/demo?token=tok_1');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(calls.filter((c) => c.endsWith('/auth/demo-link'))).toEqual(['POST /private/api/client/auth/demo-link']);
    expect(readValue('token')).toBe(idToken);
    expect(readValue('firstName')).toBe('Alex');
    // A demo starts clean: the earlier browser's sandbox choice is gone.
    expect(readValue('apiType')).toBe('api');
  });

  it("shows the server's reason when the link was used or has expired", async () => {
    stubServer(() => json(400, { error: { code: 'BAD_REQUEST', message: 'This sign-in link has already been used. Each link signs in once: ask for a new one.' } }));
    renderAt('/auth/demo?token=tok_used');
    expect(await screen.findByTestId('demo-link-error')).toHaveTextContent('already been used');
    expect(screen.getByRole('link', { name: 'Sign in with a password' })).toHaveAttribute('href', '/auth/sign-in');
    expect(readValue('token')).toBeNull();
  });

  it('says so when the link has no token, without calling the server', () => {
    const calls = stubServer(() => json(200, { idToken }));
    renderAt('/auth/demo');
    expect(screen.getByTestId('demo-link-error')).toHaveTextContent('has no token');
    expect(calls).toEqual([]);
  });
});
