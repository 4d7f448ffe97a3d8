// Unit tests of the web app: the app's i18n instance in English, with every screen namespace already in place
// (in the browser they are fetched when a screen first needs them, which a test would have to wait for).
import { i18n } from './i18n';
import { SCREEN_NAMESPACES } from './namespaces';

const english = import.meta.glob<{ default: object }>('./locales/*/en.ts', { eager: true });
for (const namespace of SCREEN_NAMESPACES) {
  const catalogue = english[`./locales/${namespace}/en.ts`];
  if (!catalogue) throw new Error(`no English catalogue for the ${namespace} namespace`);
  i18n.addResourceBundle('en', namespace, catalogue.default);
}
