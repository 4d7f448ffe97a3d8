// The browser's PWA install offer (beforeinstallprompt, Chromium). It can fire before the landing page's code
// loads, so main.tsx starts listening at boot and the landing page reads it from here.
import { useSyncExternalStore } from 'react';

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
let isInstalled = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // show our own button instead of the mini-infobar
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    isInstalled = true;
    notify();
  });
}

/** Shows the browser's install dialog; false when the browser offers none (use the instructions instead). */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  notify();
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}

export function isRunningInstalled(): boolean {
  return isInstalled || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function useCanPromptInstall(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => deferred !== null,
    () => false,
  );
}
