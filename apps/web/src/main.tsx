import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyInitialTheme } from './app/theme';
import { listenForInstallPrompt } from './lib/install-prompt';
import { isPrerenderedPage } from './lib/prerendered';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

// Before the first paint, so a dark device never flashes the light palette.
applyInitialTheme();
listenForInstallPrompt();
registerServiceWorker();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The landing, login and registration documents arrive with their markup (build/prerender.ts): React takes
// it over instead of painting it again (docs/decisions/135). Every other document has an empty #root.
if (isPrerenderedPage()) hydrateRoot(container, app);
else createRoot(container).render(app);
