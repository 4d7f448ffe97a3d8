import { beforeEach, describe, expect, it, vi } from 'vitest';

// react-hot-toast as the facade sees it: a callable with success, error, dismiss and remove. Each test gets a
// fresh copy of the facade (vi.resetModules), so "before the library arrived" is true at its start.
const calls: unknown[][] = [];
// How many times the library was fetched (its module evaluated) by the test's copy of the facade.
const fetches = { count: 0 };
function fakeLibrary() {
  fetches.count += 1;
  const record =
    (kind: string) =>
    (...args: unknown[]) => {
      calls.push([kind, ...args]);
      return (args[1] as { id?: string } | undefined)?.id;
    };
  return {
    default: Object.assign(record('blank'), {
      success: record('success'),
      error: record('error'),
      dismiss: record('dismiss'),
      remove: record('remove'),
    }),
  };
}

async function freshFacade() {
  vi.resetModules();
  vi.doMock('react-hot-toast', fakeLibrary);
  return import('./toast');
}

beforeEach(() => {
  calls.length = 0;
  fetches.count = 0;
});

describe('toast', () => {
  it('keeps calls made before the library arrives, in order, and replays them when it does', async () => {
    const { toast, loadToastLibrary } = await freshFacade();
    const saved = toast.success('Place saved.');
    toast.error('Could not load your rides.', { id: 'load-error:rides' });
    toast.dismiss(saved);
    toast('Nothing changed.');
    expect(calls).toEqual([]);
    await loadToastLibrary();
    expect(calls).toEqual([
      ['success', 'Place saved.', { id: saved }],
      ['error', 'Could not load your rides.', { id: 'load-error:rides' }],
      ['dismiss', saved],
      ['blank', 'Nothing changed.', { id: expect.stringMatching(/^waka-toast-\d+$/) }],
    ]);
  });

  it('gives every toast its own id at once, and keeps the one a caller chose', async () => {
    const { toast } = await freshFacade();
    const first = toast.success('One');
    const second = toast.success('Two');
    expect(first).not.toBe(second);
    expect(toast.error('Session expired', { id: 'session-expired', duration: 5000 })).toBe('session-expired');
  });

  it('hands calls straight to the library once it is in', async () => {
    const { toast, loadToastLibrary } = await freshFacade();
    await loadToastLibrary();
    toast.remove();
    toast.error('Offline', { duration: 10_000 });
    expect(calls).toEqual([
      ['remove', undefined],
      ['error', 'Offline', { duration: 10_000, id: expect.stringMatching(/^waka-toast-\d+$/) }],
    ]);
  });

  it('fetches the library once, however many calls wait for it', async () => {
    const { toast, loadToastLibrary } = await freshFacade();
    toast('a');
    toast('b');
    expect(loadToastLibrary()).toBe(loadToastLibrary());
    await loadToastLibrary();
    expect(calls.map((call) => call[1])).toEqual(['a', 'b']);
  });

  it('says when the page raises its first toast, once, so the toaster can mount then (decision 240)', async () => {
    const { toast, isToastRequested, subscribeToToastRequests } = await freshFacade();
    const heard: boolean[] = [];
    const stop = subscribeToToastRequests(() => heard.push(isToastRequested()));
    expect(isToastRequested()).toBe(false);
    toast.error('Could not load your rides.');
    toast('Again');
    expect(heard).toEqual([true]);
    stop();
    expect(isToastRequested()).toBe(true);
  });

  it('does not fetch the library to take away a toast when none was ever raised', async () => {
    const { toast, isToastRequested } = await freshFacade();
    toast.dismiss('request-alert:ride-1');
    toast.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isToastRequested()).toBe(false);
    expect(fetches.count).toBe(0);
    expect(calls).toEqual([]);

    const id = toast.success('Ride booked.');
    toast.dismiss(id);
    await vi.waitFor(() =>
      expect(calls).toEqual([
        ['success', 'Ride booked.', { id }],
        ['dismiss', id],
      ]),
    );
    expect(fetches.count).toBe(1);
  });
});
