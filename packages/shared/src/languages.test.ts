import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './languages';

describe('languageFromAcceptLanguage', () => {
  it('picks the highest-weighted language Waka speaks', () => {
    expect(languageFromAcceptLanguage('yo-NG,yo;q=0.9,en;q=0.8')).toBe('yo');
    expect(languageFromAcceptLanguage('fr-FR, ha;q=0.5, en;q=0.4')).toBe('ha');
    expect(languageFromAcceptLanguage('en;q=0.2, ig;q=0.7')).toBe('ig');
    expect(languageFromAcceptLanguage('pcm')).toBe('pcm');
  });
  it('falls back to English for none, unknown or refused languages', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('fr, de;q=0.5')).toBe('en');
    expect(languageFromAcceptLanguage('yo;q=0')).toBe('en');
    expect(languageFromAcceptLanguage('*')).toBe('en');
  });
});
