// Brand colours as CSS custom properties: nothing for Waka's own colours, readable shades for any other.

import { contrastRatio, DEFAULT_BRAND } from '@waka/shared';
import { describe, expect, it } from 'vitest';
import { brandVariables } from './brand-variables';

describe('brandVariables', () => {
  it("sets nothing for Waka's colours, so the stylesheet's palette stays", () => {
    expect(brandVariables(DEFAULT_BRAND, 'light')).toEqual({});
    expect(brandVariables(DEFAULT_BRAND, 'dark')).toEqual({});
  });

  it('gives a dark green brand white button text and readable link shades in both themes', () => {
    const brand = { ...DEFAULT_BRAND, primaryColor: '#1b5e20', accentColor: '#0d47a1' };
    const light = brandVariables(brand, 'light');
    expect(light['--color-primary']).toBe('#1b5e20');
    expect(light['--color-primary-text']).toBe('#ffffff');
    expect(light['--color-tint']).toBe('#0d47a1');
    const dark = brandVariables(brand, 'dark');
    for (const name of ['--color-primary-strong', '--color-link']) {
      expect(contrastRatio(light[name]!, '#fdf0dc')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(dark[name]!, '#2a2520')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
