// The operator's brand at run time (docs/decisions/180 and 181): the document title and the brand mark follow
// GET /api/config, and a changed colour becomes CSS custom properties on <html> for the theme in force. A
// colour left at Waka's default sets nothing, so the stylesheet's palette stays exactly as it is.
import { type Brand, DEFAULT_BRAND } from '@waka/shared';
import { useEffect, useState } from 'react';
import { applyAppName } from '../i18n/i18n';
import { useAppConfig } from '../lib/app-config';
import { useTheme } from './theme';
import { WakaMark } from './waka-mark';

export function useBrand(): Brand {
  return useAppConfig()?.brand ?? DEFAULT_BRAND;
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
    let isCurrent = true;
    const isDefault =
      brand.primaryColor === DEFAULT_BRAND.primaryColor && brand.accentColor === DEFAULT_BRAND.accentColor;
    // The colour rules (and their library) load only for an installation that changed a colour.
    const loading = isDefault
      ? Promise.resolve({})
      : import('./brand-variables').then((module) => module.brandVariables(brand, resolved));
    void loading.then((variables: Record<string, string>) => {
      if (!isCurrent) return;
      const style = document.documentElement.style;
      for (const name of BRAND_VARIABLES) {
        if (variables[name]) style.setProperty(name, variables[name]);
        else style.removeProperty(name);
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [brand, resolved]);

  useEffect(() => {
    applyAppName(brand.name);
    document.title = brand.name;
    document
      .querySelector('meta[name="apple-mobile-web-app-title"]')
      ?.setAttribute('content', brand.shortName);
  }, [brand.name, brand.shortName]);

  return null;
}

/** The operator's logo, or Waka's mark while none is uploaded (or the logo cannot be loaded, e.g. offline). */
export function BrandLogo({ size, className }: { size: number; className?: string }) {
  const { logoUrl } = useBrand();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!logoUrl || failedUrl === logoUrl) return <WakaMark size={size} className={className} />;
  return (
    <img
      key={logoUrl}
      src={logoUrl}
      alt=""
      width={size}
      height={size}
      className={className}
      onError={() => setFailedUrl(logoUrl)}
    />
  );
}
