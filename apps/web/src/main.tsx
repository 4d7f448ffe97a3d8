import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLoadingRoute } from './app/router';
import { applyInitialTheme } from './app/theme';
import { prepareSavedLanguage } from './i18n/i18n';
import { listenForInstallPrompt } from './lib/install-prompt';
import { afterFirstPageShown, isPrerenderedPage } from './lib/prerendered';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

// Before the first paint, so a dark device never flashes the light palette.
applyInitialTheme();
listenForInstallPrompt();
registerServiceWorker();

const container = document.getElementById('root')!;

// The first render starts in a task of its own rather than at the end of the one that evaluated the page's
// scripts: Preact renders a whole tree in one go (docs/decisions/209), so together they made one long task
// during which a tap on the page went unanswered.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
// On a page rendered in the browser, matching the route table and asking for the page's chunks (cold code,
// 7–22 ms on a test machine before the 4x slowdown of a phone) is a task of its own too, between the evaluation
// and the first render. Not before a hydration: there, alternated Lighthouse runs of /login measured a higher
// TBT with the extra task (docs/decisions/221).
const startLoadingThisPage = () => startLoadingRoute(window.location.pathname);

if (isPrerenderedPage()) {
  // The landing, login and registration documents arrive with their English markup (build/prerender.ts):
  // React adopts it in English, then a saved other language replaces the text in place, once the whole page
  // (its lazily loaded part included) is hydrated (docs/decisions/135).
  void nextTask().then(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  afterFirstPageShown(() => void prepareSavedLanguage());
} else {
  // An empty document: a saved language other than English loads its catalogue (one small chunk) before the
  // first render, so the first paint is already in it and no text changes under the reader's eyes.
  void prepareSavedLanguage()
    .then(nextTask)
    .then(startLoadingThisPage)
    .then(nextTask)
    .then(() => {
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
}
