// The operator's brand: the name, short name, two colours and logo an agency running Waka shows instead of
// Waka's own, set in the console without a rebuild (docs/decisions/180). The colour rules are in
// brand-colours.ts, loaded only where a colour is checked or applied.
import { PALETTE } from './constants';

export interface Brand {
  /** The operator's full name: document title, header, e-mails, manifest `name`. */
  name: string;
  /** Under a home-screen icon: manifest `short_name`. */
  shortName: string;
  /** Buttons and highlights, as #rrggbb. */
  primaryColor: string;
  /** Links and focus rings, as #rrggbb. */
  accentColor: string;
  /** The uploaded logo (a 512×512 PNG whose name changes with its content), or null for Waka's icon. */
  logoUrl: string | null;
}

export const DEFAULT_BRAND: Brand = {
  name: 'Waka',
  shortName: 'Waka',
  primaryColor: PALETTE.light.primary.toLowerCase(),
  accentColor: PALETTE.light.tint.toLowerCase(),
  logoUrl: null,
};

/** The logo formats the console accepts: raster images only, re-encoded by the server (no SVG: it can carry script). */
export const BRAND_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const BRAND_LOGO_LIMIT_BYTES = 2 * 1024 * 1024;
