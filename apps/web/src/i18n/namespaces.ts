// The catalogues beyond the core one: each screen area's texts in its own namespace (locales/<namespace>/), loaded
// with the first screen that asks for it, so a visitor of the landing and sign-in pages does not download the
// texts of the dashboards (docs/decisions/195).
export const SCREEN_NAMESPACES = ['ride', 'rider', 'driver', 'booking', 'safety', 'account'] as const;
export type ScreenNamespace = (typeof SCREEN_NAMESPACES)[number];
