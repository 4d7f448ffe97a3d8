import { cleanup, fireEvent, render } from '@testing-library/preact';
import { DEFAULT_BRAND } from '@waka/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../lib/app-config';
import { BrandLogo } from './brand';

let config: AppConfig | null = null;
vi.mock('../lib/app-config', () => ({ useAppConfig: () => config }));

afterEach(() => {
  cleanup();
  config = null;
});

const withLogo = (logoUrl: string) => ({ brand: { ...DEFAULT_BRAND, logoUrl } }) as unknown as AppConfig;

describe('BrandLogo', () => {
  it("draws Waka's mark in the page while no logo is uploaded: no image to fetch, hidden from screen readers", () => {
    const { container } = render(<BrandLogo size={64} className="auth-brand__logo" />);
    const mark = container.querySelector('svg')!;
    expect([mark.getAttribute('width'), mark.getAttribute('height')]).toEqual(['64', '64']);
    expect(mark.getAttribute('class')).toBe('auth-brand__logo');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('img')).toBeNull();
  });

  it("shows the operator's logo, and Waka's mark if that logo cannot be loaded", () => {
    config = withLogo('/uploads/brand/abc.png');
    const { container } = render(<BrandLogo size={40} />);
    const logo = container.querySelector('img')!;
    expect([logo.getAttribute('src'), logo.getAttribute('width'), logo.getAttribute('alt')]).toEqual([
      '/uploads/brand/abc.png',
      '40',
      '',
    ]);
    expect(container.querySelector('svg')).toBeNull();
    fireEvent.error(logo);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('width')).toBe('40');
  });
});
