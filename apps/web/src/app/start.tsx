// Starting the app in the page: hydrating a prerendered document, or rendering into an empty one (a page shell's
// included). main.tsx imports this module in a task after its own, so the app's modules are evaluated in a
// task of their own too (docs/decisions/211).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prepareSavedLanguage } from '../i18n/i18n';
import { afterFirstPageShown, isPrerenderedPage } from '../lib/prerendered';
import { App } from './app';

// The first render starts in a task of its own rather than at the end of the one that evaluated the app's
// modules: Preact renders a whole tree in one go (docs/decisions/209), so together they made one long task
// during which a tap on the page went unanswered.
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function startApp(container: HTMLElement): void {
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
    return;
  }
  // An empty document: a saved language other than English loads its catalogue (one small chunk) before the
  // first render, so the first paint is already in it and no text changes under the reader's eyes.
  void prepareSavedLanguage()
    .then(nextTask)
    .then(() => {
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
}
