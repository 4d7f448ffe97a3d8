// The modal dialogs open right now, newest last. A modal <dialog> lives in the browser's top layer and makes the
// rest of the page inert, so no z-index can lift a toast above it: the toaster moves into the newest open dialog
// instead (see app/toaster.tsx), which keeps every message visible and announced while a modal is open.
import { useSyncExternalStore } from 'react';

let openDialogs: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function markDialogOpen(dialog: HTMLDialogElement): void {
  openDialogs = [...openDialogs.filter((d) => d !== dialog), dialog];
  notify();
}

export function markDialogClosed(dialog: HTMLDialogElement): void {
  if (!openDialogs.includes(dialog)) return;
  openDialogs = openDialogs.filter((d) => d !== dialog);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The newest open modal dialog, or null when none is open. */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => openDialogs.at(-1) ?? null,
    () => null,
  );
}
