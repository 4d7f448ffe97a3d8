// The operator's brand: the name, short name, two colours and logo an agency running Waka shows instead of
// Waka's own, set in the console without a rebuild (docs/decisions/180). A colour is accepted only if text
// on it can reach WCAG AA (4.5:1) in white or in the app's dark text; the shades used as text on the
// page's backgrounds are derived from it per theme, so light and dark stay readable (docs/decisions/181).
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { z } from 'zod';
import { PALETTE } from './constants';

extend([a11yPlugin]);

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

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
export const LIGHT_TEXT = '#ffffff';
/** The app's dark text colour (light theme). */
export const DARK_TEXT = '#1f1a14';

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** #ABC or #AABBCC → #aabbcc. */
export function normalizeHexColour(value: string): string {
  return colord(value.trim()).toHex();
}

function ratio(a: string, b: string): number {
  return colord(a).contrast(b);
}

/** The text colour (white or the app's dark text) that reads best on `background`, with its ratio. */
export function textColourOn(background: string): { text: string; ratio: number } {
  const light = ratio(background, LIGHT_TEXT);
  const dark = ratio(background, DARK_TEXT);
  return light >= dark ? { text: LIGHT_TEXT, ratio: light } : { text: DARK_TEXT, ratio: dark };
}

/** One decimal, rounded down, so a ratio just short of 4.5 never reads as 4.5. */
function roundDown(value: number): string {
  return (Math.floor(value * 10) / 10).toFixed(1);
}

/** Why a colour cannot be a brand colour, in words an operator can act on, or null when it can. */
export function brandColourProblem(label: string, value: string): string | null {
  if (!HEX_COLOUR.test(value.trim())) {
    return `The ${label} must be a hex colour such as #0a7ea4.`;
  }
  const hex = normalizeHexColour(value);
  const onWhite = ratio(hex, LIGHT_TEXT);
  const onDark = ratio(hex, DARK_TEXT);
  if (Math.max(onWhite, onDark) >= MIN_TEXT_CONTRAST) return null;
  return (
    `The ${label} ${hex} has too little contrast for WCAG AA: white text on it reaches ` +
    `${roundDown(onWhite)}:1 and dark text ${roundDown(onDark)}:1, and 4.5:1 is needed. ` +
    'Choose a darker or a lighter shade.'
  );
}

/**
 * The nearest shade of `colour` that reads as text on every one of `backgrounds` (darkened on light
 * pages, lightened on dark ones), so a brand colour can colour links and labels in either theme.
 */
export function readableShade(
  colour: string,
  backgrounds: readonly string[],
  towards: 'dark' | 'light',
): string {
  // Each step is rounded to #rrggbb before it is measured, so the answer is checked as it will be used.
  let shade = colord(colour).toHex();
  for (let step = 0; step < 60; step += 1) {
    if (backgrounds.every((background) => ratio(shade, background) >= MIN_TEXT_CONTRAST)) break;
    const next = colord(shade);
    shade = (towards === 'dark' ? next.darken(0.02) : next.lighten(0.02)).toHex();
  }
  return shade;
}

const brandColourSchema = (label: string) =>
  z
    .string({ error: `The ${label} must be a hex colour such as #0a7ea4.` })
    .superRefine((value, ctx) => {
      const problem = brandColourProblem(label, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalizeHexColour);

const brandTextSchema = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .min(1, `The ${label} cannot be empty.`)
    .max(max, `The ${label} can be at most ${max} characters.`);

/** What the console's brand form sends; the logo has its own upload. */
export const brandSettingsSchema = z.object({
  name: brandTextSchema('operator name', 60),
  shortName: brandTextSchema('short name', 12),
  primaryColor: brandColourSchema('primary colour'),
  accentColor: brandColourSchema('accent colour'),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

/** The brand in force, as answered (GET /api/config, the console's settings). */
export const brandSchema = z.object({
  name: z.string(),
  shortName: z.string(),
  primaryColor: z.string(),
  accentColor: z.string(),
  logoUrl: z.string().nullable(),
});

/** The logo formats the console accepts: raster images only, re-encoded by the server (no SVG: it can carry script). */
export const BRAND_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const BRAND_LOGO_LIMIT_BYTES = 2 * 1024 * 1024;
