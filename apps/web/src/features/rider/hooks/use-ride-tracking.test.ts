// Spec §4 status following: live events when the stream is open; otherwise GET /api/status every 5 s while
// requested, a slower refresh once accepted (decision 060), nothing after a final status or an error answer.
import { act, renderHook } from '@testing-library/react';
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
  it('polls every 5 s while requested and reports each answer', async () => {
    const updates: string[] = [];
    renderHook(() => useRideTracking('r1', 'requested', (u) => updates.push(u.status)));
    await wait(10);
    expect(statusCalls()).toBe(1);
    await wait(4990);
    expect(statusCalls()).toBe(2);
    await wait(5000);
    expect(statusCalls()).toBe(3);
    expect(updates).toEqual(['requested', 'requested', 'requested']);
  });

  it('slows to the position refresh once accepted and stops after a final status', async () => {
    const { rerender } = renderHook(({ status }) => useRideTracking('r1', status, () => {}), {
      initialProps: { status: 'accepted' },
    });
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
    renderHook(() => useRideTracking('r1', 'requested', () => {}));
    await wait(20_000);
    expect(statusCalls()).toBe(1);
  });

  it('does nothing before a request exists', async () => {
    renderHook(() => useRideTracking(null, 'pending', () => {}));
    await wait(20_000);
    expect(statusCalls()).toBe(0);
  });
});
