// The shared live stream: named events reach the latest handlers, one EventSource serves every listener,
// and a stream the browser gave up on is reopened with backoff and the newest token.
import { act, renderHook } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_REJECTED_EVENT } from '../../lib/api-client';
import { useLiveEvents } from './use-live-events';

class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  emit(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? [])
      listener(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

function logIn(token: string) {
  localStorage.setItem('token', token);
  localStorage.setItem('tokenCreatedAt', String(Date.now()));
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  logIn('first-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

// Preact runs effect cleanups after the next paint, so an unmount is flushed inside act() as a render is.
describe('useLiveEvents', () => {
  it('connects with the stored token and delivers named events to the current handler', () => {
    const seen: string[] = [];
    const { result, rerender, unmount } = renderHook(
      ({ tag }) => useLiveEvents({ 'ride.status': (event) => seen.push(`${tag}:${event.status}`) }),
      { initialProps: { tag: 'a' } },
    );
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe('/api/events?token=first-token');
    expect(result.current.isLive).toBe(false);
    act(() => source.open());
    expect(result.current).toEqual({ status: 'open', isLive: true });

    act(() => source.emit('ride.status', { rideId: 'r1', status: 'accepted' }));
    rerender({ tag: 'b' });
    act(() => source.emit('ride.status', { rideId: 'r1', status: 'in_progress' }));
    act(() => source.emit('wallet.balance', { walletBalance: 10 }));
    expect(seen).toEqual(['a:accepted', 'b:in_progress']);
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => unmount());
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('refuses, in development, an event its schema in the shared contract does not allow', () => {
    const handler = vi.fn();
    const { unmount } = renderHook(() => useLiveEvents({ 'ride.status': handler }));
    const source = FakeEventSource.instances[0]!;
    act(() => source.open());
    expect(() => source.emit('ride.status', { rideId: 'r1', status: 'lost' })).toThrow(
      /live event ride\.status .*status/,
    );
    expect(handler).not.toHaveBeenCalled();
    act(() => unmount());
  });

  it('shares one connection between screens and closes it when the last one leaves', () => {
    const wallet = vi.fn();
    const notes = vi.fn();
    const first = renderHook(() => useLiveEvents({ 'wallet.balance': wallet }));
    const second = renderHook(() => useLiveEvents({ notification: notes }));
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.instances[0]!;
    act(() => source.open());
    expect(second.result.current.isLive).toBe(true);
    act(() => source.emit('notification', { _id: 'n1', message: 'Hi', createdAt: 'now' }));
    expect(notes).toHaveBeenCalledWith({ _id: 'n1', message: 'Hi', createdAt: 'now' });
    expect(wallet).not.toHaveBeenCalled();
    act(() => first.unmount());
    expect(source.readyState).toBe(FakeEventSource.OPEN);
    act(() => second.unmount());
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('reopens a refused stream with backoff and the newest token', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useLiveEvents({}));
    act(() => FakeEventSource.instances[0]!.fail());
    expect(result.current.status).toBe('unavailable');
    logIn('second-token');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[1]!.url).toBe('/api/events?token=second-token');
    act(() => FakeEventSource.instances[1]!.fail());
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(FakeEventSource.instances).toHaveLength(3);
    act(() => FakeEventSource.instances[2]!.open());
    expect(result.current.isLive).toBe(true);
    act(() => unmount());
  });

  it('signs the tab out when the server closes the stream because the session ended', () => {
    vi.useFakeTimers();
    const rejected = vi.fn();
    window.addEventListener(SESSION_REJECTED_EVENT, rejected);
    const { result, unmount } = renderHook(() => useLiveEvents({}));
    const source = FakeEventSource.instances[0]!;
    act(() => source.open());
    act(() => source.emit('closed', { reason: 'session_ended' }));
    expect(result.current.status).toBe('unavailable');
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(localStorage.getItem('token')).toBeNull();
    expect(rejected).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(FakeEventSource.instances).toHaveLength(1);
    window.removeEventListener(SESSION_REJECTED_EVENT, rejected);
    act(() => unmount());
  });

  it('leaves a superseded stream closed until the tab is looked at again', () => {
    vi.useFakeTimers();
    const rejected = vi.fn();
    window.addEventListener(SESSION_REJECTED_EVENT, rejected);
    const { result, unmount } = renderHook(() => useLiveEvents({}));
    const source = FakeEventSource.instances[0]!;
    act(() => source.open());
    act(() => source.emit('closed', { reason: 'superseded' }));
    expect(result.current.status).toBe('unavailable');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(localStorage.getItem('token')).toBe('first-token');
    expect(rejected).not.toHaveBeenCalled();

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[1]!.url).toContain('token=first-token');
    act(() => FakeEventSource.instances[1]!.open());
    expect(result.current.isLive).toBe(true);
    window.removeEventListener(SESSION_REJECTED_EVENT, rejected);
    act(() => unmount());
  });

  it('is unavailable without a token or when disabled, so screens poll instead', () => {
    localStorage.clear();
    const { result } = renderHook(() => useLiveEvents({}));
    expect(result.current.status).toBe('unavailable');
    expect(FakeEventSource.instances).toHaveLength(0);
    logIn('t');
    const disabled = renderHook(() => useLiveEvents({}, { enabled: false }));
    expect(disabled.result.current.isLive).toBe(false);
  });
});
