// Following a ride without the live stream: GET /api/status every 5 s while requested, a slower refresh once
// accepted (decision 060), nothing after a final status or an error answer.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/preact';
import type { ClientRideStatus } from '@waka/shared';
import type { ComponentChildren } from 'preact';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRIVER_POSITION_REFRESH_MS, useRideTracking } from './use-ride-tracking';

let fetchMock: ReturnType<typeof vi.fn>;
let serverStatus: { status: number; body: unknown };

function statusCalls() {
  return fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/status/r1')).length;
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function track(rideId: string | null, status: ClientRideStatus) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 10_000 } } });
  const wrapper = ({ children }: { children?: ComponentChildren }) =>
    createElement(QueryClientProvider, { client }, children as ReactNode);
  return renderHook((props: { status: ClientRideStatus }) => useRideTracking(rideId, props.status), {
    wrapper,
    initialProps: { status },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.setItem('token', 't');
  localStorage.setItem('tokenCreatedAt', String(Date.now()));
  serverStatus = { status: 200, body: { status: 'requested', rideId: 'r1' } };
  fetchMock = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(serverStatus.body), { status: serverStatus.status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  // No EventSource in this "browser": the stream is unavailable and the screen polls.
  vi.stubGlobal('EventSource', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('useRideTracking without the live stream', () => {
  it('polls every 5 s while requested and reports the answer', async () => {
    const { result } = track('r1', 'requested');
    await wait(10);
    expect(statusCalls()).toBe(1);
    expect(result.current.update?.status).toBe('requested');
    await wait(4990);
    expect(statusCalls()).toBe(2);
    serverStatus = {
      status: 200,
      body: { status: 'accepted', rideId: 'r1', driverPhoneNumber: '08012345678' },
    };
    await wait(5000);
    expect(statusCalls()).toBe(3);
    await wait(10);
    expect(result.current.update).toMatchObject({ status: 'accepted', driverPhoneNumber: '08012345678' });
  });

  it('slows to the position refresh once accepted and stops after a final status', async () => {
    const { rerender } = track('r1', 'accepted');
    await wait(10);
    expect(statusCalls()).toBe(1);
    await wait(5000);
    expect(statusCalls()).toBe(1);
    await wait(DRIVER_POSITION_REFRESH_MS - 5000);
    expect(statusCalls()).toBe(2);
    rerender({ status: 'rejected' });
    await wait(30_000);
    expect(statusCalls()).toBe(2);
  });

  it('stops polling on an error answer', async () => {
    serverStatus = { status: 404, body: { message: 'Ride not found' } };
    track('r1', 'requested');
    await wait(20_000);
    expect(statusCalls()).toBe(1);
  });

  it('keeps polling through a dropped connection', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    track('r1', 'requested');
    await wait(10);
    expect(statusCalls()).toBe(1);
    await wait(5000);
    expect(statusCalls()).toBe(2);
  });

  it('does nothing before a request exists', async () => {
    track(null, 'pending');
    await wait(20_000);
    expect(statusCalls()).toBe(0);
  });
});
