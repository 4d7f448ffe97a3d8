// The app's toasts (docs/decisions/227 and 240). react-hot-toast and its style engine are about 4 KiB brotli
// and build their styles when first evaluated; most visits show no toast at all. This module is what the app
// calls: the first toast fetches the library and mounts the toaster (app.tsx listens), and until the library
// has arrived the calls are kept in order and replayed. Each toast gets its id at once, as the library would
// give it, so a caller can dismiss it before it shows.
import type { Toast, ToastOptions } from 'react-hot-toast';

type Library = typeof import('react-hot-toast').default;

let library: Library | null = null;
let loading: Promise<Library> | null = null;
const waiting: ((toasts: Library) => void)[] = [];

const requestListeners = new Set<() => void>();

/**
 * Fetches the library once; the toaster (app/toaster.tsx) and every queued call use the same copy. The first
 * call tells the listeners that the toaster is wanted.
 */
export function loadToastLibrary(): Promise<Library> {
  if (loading) return loading;
  loading = import('react-hot-toast').then(({ default: toasts }) => {
    library = toasts;
    for (const run of waiting.splice(0)) run(toasts);
    return toasts;
  });
  for (const listener of [...requestListeners]) listener();
  return loading;
}

/** True once the library has been asked for, by the page's first toast: from then on the toaster is mounted (app.tsx). */
export function isToastRequested(): boolean {
  return loading !== null;
}

/** Calls `listener` when the page raises its first toast; answers the unsubscribe. */
export function subscribeToToastRequests(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

function withLibrary(run: (toasts: Library) => void): void {
  if (library) {
    run(library);
    return;
  }
  waiting.push(run);
  void loadToastLibrary();
}

type Message = Parameters<Library>[0];
type Kind = 'blank' | 'success' | 'error';

let serial = 0;

function show(kind: Kind) {
  return (message: Message, options: ToastOptions = {}): string => {
    serial += 1;
    const id = options.id ?? `waka-toast-${serial}`;
    withLibrary((toasts) => {
      const call = kind === 'blank' ? toasts : toasts[kind];
      call(message, { ...options, id });
    });
    return id;
  };
}

/** Before the library is asked for no toast has been raised: nothing to take away, no reason to fetch it. */
function takeAway(run: (toasts: Library) => void): void {
  if (loading) withLibrary(run);
}

/** `toast(message)`, `toast.success`, `toast.error`, `toast.dismiss(id?)`, `toast.remove(id?)`, as in react-hot-toast. */
export const toast = Object.assign(show('blank'), {
  success: show('success'),
  error: show('error'),
  dismiss: (id?: Toast['id']) => takeAway((toasts) => toasts.dismiss(id)),
  remove: (id?: Toast['id']) => takeAway((toasts) => toasts.remove(id)),
});
