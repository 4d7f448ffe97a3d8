// A changed brand colour as CSS custom properties for the theme in force (docs/decisions/181). Loaded on
// demand by brand.tsx: an installation with Waka's own colours never downloads the colour rules.
import { type Brand, DEFAULT_BRAND, readableShade, textColourOn } from '@waka/shared';

/** The page and card backgrounds of each theme (styles.css), on which brand text must stay readable. */
const BACKGROUNDS = {
  light: ['#fff8ec', '#ffffff', '#fdf0dc'],
  dark: ['#121212', '#1e1e1e', '#2a2520'],
} as const;

export function brandVariables(brand: Brand, theme: 'light' | 'dark'): Record<string, string> {
  const towards = theme === 'light' ? 'dark' : 'light';
  const variables: Record<string, string> = {};
  if (brand.primaryColor !== DEFAULT_BRAND.primaryColor) {
    variables['--color-primary'] = brand.primaryColor;
    variables['--color-primary-text'] = textColourOn(brand.primaryColor).text;
    variables['--color-primary-strong'] = readableShade(brand.primaryColor, BACKGROUNDS[theme], towards);
  }
  if (brand.accentColor !== DEFAULT_BRAND.accentColor) {
    const text = readableShade(brand.accentColor, BACKGROUNDS[theme], towards);
    variables['--color-tint'] = theme === 'light' ? brand.accentColor : text;
    variables['--color-link'] = text;
  }
  return variables;
}
