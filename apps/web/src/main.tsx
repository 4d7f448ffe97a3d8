import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyInitialTheme } from './app/theme';
import { prepareSavedLanguage } from './i18n/i18n';
import { listenForInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

// Before the first paint, so a dark device never flashes the light palette.
applyInitialTheme();
listenForInstallPrompt();
registerServiceWorker();

// A saved language other than English loads its catalogue (one small chunk) before the first render, so the
// first paint is already in it and no text changes under the reader's eyes.
void prepareSavedLanguage().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
