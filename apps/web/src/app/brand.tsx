// The operator's brand at run time (docs/decisions/180 and 181): the document title and the brand mark follow
// GET /api/config, and a changed colour becomes CSS custom properties on <html> for the theme in force. A
// colour left at Waka's default sets nothing, so the stylesheet's palette stays exactly as it is.
import { type Brand, DEFAULT_BRAND, readableShade, textColourOn } from '@waka/shared';
import { useEffect } from 'react';
import { useAppConfig } from '../lib/app-config';
import { useTheme } from './theme';

export function useBrand(): Brand {
  return useAppConfig()?.brand ?? DEFAULT_BRAND;
}

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

const BRAND_VARIABLES = [
  '--color-primary',
  '--color-primary-text',
  '--color-primary-strong',
  '--color-tint',
  '--color-link',
];

/** Applies the brand to the document; renders nothing. */
export function BrandDocument() {
  const brand = useBrand();
  const { resolved } = useTheme();

  useEffect(() => {
    const style = document.documentElement.style;
    const variables = brandVariables(brand, resolved);
    for (const name of BRAND_VARIABLES) {
      if (variables[name]) style.setProperty(name, variables[name]);
      else style.removeProperty(name);
    }
  }, [brand, resolved]);

  useEffect(() => {
    document.title = brand.name;
    document
      .querySelector('meta[name="apple-mobile-web-app-title"]')
      ?.setAttribute('content', brand.shortName);
  }, [brand.name, brand.shortName]);

  return null;
}

/** The operator's logo, or Waka's icon while none is uploaded (or the logo cannot be loaded, e.g. offline). */
export function BrandLogo({ size, className }: { size: number; className?: string }) {
  const brand = useBrand();
  return (
    <img
      key={brand.logoUrl ?? 'waka'}
      src={brand.logoUrl ?? '/icons/icon.svg'}
      alt=""
      width={size}
      height={size}
      className={className}
      onError={(event) => {
        if (brand.logoUrl) event.currentTarget.src = '/icons/icon.svg';
      }}
    />
  );
}
