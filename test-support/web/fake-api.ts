// A stand-in for the API in the web's component tests: `fetch` answers from a table of path → handler, and
// every call is recorded. The journeys in e2e/ exercise the real API; these tests pin what a screen shows and
// sends for each answer.
import { DEFAULT_BRAND, type PublicConfig } from '@waka/shared';
import { vi } from 'vitest';

export type FakeAnswer = { status: number; body: unknown };
export type FakeHandler = (body: unknown) => FakeAnswer;
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** A handler answering 200 with `body`. */
export const ok =
  (body: unknown): FakeHandler =>
  () => ({ status: 200, body });

/**
 * Replaces `fetch`: a path in `routes` answers through its handler, any other path 404 with `notFound` as the
 * message. The table may be changed during a test; `calls` lists what was sent, in order.
 */
export function installFakeApi(routes: Record<string, FakeHandler>, notFound = 'Not found') {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init?.method ?? 'GET', path, body });
      const handler = routes[path];
      const answer = handler ? handler(body) : { status: 404, body: { message: notFound } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return { routes, calls, posted: (path: string) => calls.filter((call) => call.path === path) };
}

/** A signed-in browser: a fresh token plus the given stored items. */
export function signIn(items: Record<string, string> = {}) {
  localStorage.clear();
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('tokenCreatedAt', String(Date.now()));
  for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
}

/** The public settings every screen reads (GET /api/config). */
/** A whole GET /api/config answer: typed, so a field added to the contract must be added here too. */
export const CONFIG: PublicConfig = {
  supportPhone: '08000000000',
  appDownloadUrl: null,
  tileUrl: '',
  lowBalanceThreshold: 500,
  commissionRate: 0.1,
  uploadLimitBytes: 5 * 1024 * 1024,
  otpResendIntervalSeconds: 60,
  brand: DEFAULT_BRAND,
};
