import { beforeEach, describe, expect, it, vi } from 'vitest';

// react-hot-toast as the facade sees it: a callable with success, error, dismiss and remove. Each test gets a
// fresh copy of the facade (vi.resetModules), so "before the library arrived" is true at its start.
const calls: unknown[][] = [];
vi.mock('react-hot-toast', () => {
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
});

async function freshFacade() {
  vi.resetModules();
  return import('./toast');
}

beforeEach(() => {
  calls.length = 0;
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
});
