// Unit tests of the web app (setup of every file): the app's i18n instance in English, with every screen namespace already in place
// (in the browser they are fetched when a screen first needs them, which a test would have to wait for).
import { cleanup } from '@testing-library/preact';
import { options } from 'preact';
import { afterEach } from 'vitest';
import { i18n } from './i18n';
import { SCREEN_NAMESPACES } from './namespaces';

const english = import.meta.glob<{ default: object }>('./locales/*/en.ts', { eager: true });
for (const namespace of SCREEN_NAMESPACES) {
  const catalogue = english[`./locales/${namespace}/en.ts`];
  if (!catalogue) throw new Error(`no English catalogue for the ${namespace} namespace`);
  i18n.addResourceBundle('en', namespace, catalogue.default);
}

// Every test file's components are unmounted after each test, whether or not the file does it itself.
afterEach(() => cleanup());

// Preact runs effects after the next frame: requestAnimationFrame, raced by a 35 ms timer whose callback calls
// cancelAnimationFrame. A timer still pending when a test file ends fires after Vitest has removed jsdom's
// globals, and throws "cancelAnimationFrame is not defined" outside any test (seen in CI). Here effects run on
// a plain timer instead: still after the render that scheduled them, never on a torn-down window.
options.requestAnimationFrame = (flushEffects) => setTimeout(flushEffects);
