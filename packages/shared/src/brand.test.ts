// Brand colours: accepted only when text on them can reach WCAG AA, and the derived text shades really do.
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brandColourProblem,
  brandSettingsSchema,
  DEFAULT_BRAND,
  MIN_TEXT_CONTRAST,
  readableShade,
  textColourOn,
} from './brand';

extend([a11yPlugin]);

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => colord({ r, g, b }).toHex());

describe('brand colours', () => {
  it("accepts Waka's own colours", () => {
    expect(brandColourProblem('primary colour', DEFAULT_BRAND.primaryColor)).toBeNull();
    expect(brandColourProblem('accent colour', DEFAULT_BRAND.accentColor)).toBeNull();
    expect(textColourOn(DEFAULT_BRAND.primaryColor).text).toBe('#1f1a14');
  });

  it('accepts a colour exactly when white or dark text on it reaches 4.5:1', () => {
    fc.assert(
      fc.property(hexColour, (hex) => {
        const accepted = brandColourProblem('primary colour', hex) === null;
        expect(accepted).toBe(textColourOn(hex).ratio >= MIN_TEXT_CONTRAST);
      }),
    );
  });

  it('derives a text shade readable on every background of a theme', () => {
    fc.assert(
      fc.property(hexColour, (hex) => {
        const light = readableShade(hex, ['#fff8ec', '#ffffff', '#fdf0dc'], 'dark');
        expect(colord(light).contrast('#fdf0dc')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        const dark = readableShade(hex, ['#121212', '#1e1e1e', '#2a2520'], 'light');
        expect(colord(dark).contrast('#2a2520')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }),
    );
  });

  it('normalises #ABC to #aabbcc and trims names', () => {
    const parsed = brandSettingsSchema.parse({
      name: '  Lagos Rides ',
      shortName: 'Lagos',
      primaryColor: '#036',
      accentColor: '#0D47A1',
    });
    expect(parsed).toEqual({
      name: 'Lagos Rides',
      shortName: 'Lagos',
      primaryColor: '#003366',
      accentColor: '#0d47a1',
    });
  });
});
