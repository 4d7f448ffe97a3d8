import { applyInitialTheme } from './app/theme';
import { listenForInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

// Before the first paint, so a dark device never flashes the light palette.
applyInitialTheme();
listenForInstallPrompt();
registerServiceWorker();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The app's code arrives with this script (the documents preload it, build/route-documents.ts) but is evaluated
// in steps, each a task of its own: a module graph is evaluated in one go, and i18next's set-up and the app's
// modules together made a task of 100-150 ms under a phone's 4x slowdown (docs/decisions/211). Then the first
// render, in a task of its own too (app/start.tsx).
void nextTask()
  .then(() => import('./i18n/i18n'))
  .then(nextTask)
  .then(() => import('./app/start'))
  .then(({ startApp }) => startApp(document.getElementById('root')!));
