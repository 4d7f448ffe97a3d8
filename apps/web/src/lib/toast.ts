// The app's toasts (docs/decisions/227). react-hot-toast and its style engine are about 4 KiB brotli and
// build their styles when first evaluated; no screen needs them before its first paint. This module is what
// the app calls: it hands each call to the library, and until the library has arrived (it is fetched after the
// first paint, with the toaster, or at the first call) it keeps the calls in order and replays them.
// Each toast gets its id at once, as the library would give it, so a caller can dismiss it before it shows.
import type { Toast, ToastOptions } from 'react-hot-toast';

type Library = typeof import('react-hot-toast').default;

let library: Library | null = null;
let loading: Promise<Library> | null = null;
const waiting: ((toasts: Library) => void)[] = [];

/** Fetches the library once; the toaster (app/toaster.tsx) and every queued call use the same copy. */
export function loadToastLibrary(): Promise<Library> {
  loading ??= import('react-hot-toast').then(({ default: toasts }) => {
    library = toasts;
    for (const run of waiting.splice(0)) run(toasts);
    return toasts;
  });
  return loading;
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

/** `toast(message)`, `toast.success`, `toast.error`, `toast.dismiss(id?)`, `toast.remove(id?)`, as in react-hot-toast. */
export const toast = Object.assign(show('blank'), {
  success: show('success'),
  error: show('error'),
  dismiss: (id?: Toast['id']) => withLibrary((toasts) => toasts.dismiss(id)),
  remove: (id?: Toast['id']) => withLibrary((toasts) => toasts.remove(id)),
});
