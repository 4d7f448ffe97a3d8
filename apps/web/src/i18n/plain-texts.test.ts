// The app's translate function keeps the texts asked for with no values (i18n.ts): what it gives must be what
// i18next gives, in whichever language and with whatever values.
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from './i18n';

type Translate = (key: string, options?: object) => string;
/** What useTranslation gives a component: i18next's fixed t, which calls the instance's t. */
const fixedT = () => (i18n.getFixedT as unknown as (lng: null) => Translate).call(i18n, null);
const t = (key: string) => (i18n.t as unknown as Translate)(key);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('translate', () => {
  it('gives a text again as i18next gives it, and in the new language once it changes', async () => {
    expect(fixedT()('auth.haveAccount')).toBe('Already have an account?');
    expect(fixedT()('auth.haveAccount')).toBe('Already have an account?');
    await applyLanguage('pcm');
    expect(fixedT()('auth.haveAccount')).toBe('You don get account before?');
  });

  it('fills in the values of every call', () => {
    expect(fixedT()('common.callSupportOn', { phone: '0800' })).toBe('Call support on 0800');
    expect(fixedT()('common.callSupportOn', { phone: '0900' })).toBe('Call support on 0900');
  });

  it('gives a text added to the catalogue after it was first asked for', () => {
    expect(t('late.text')).toBe('late.text');
    i18n.addResource('en', 'translation', 'late.text', 'Here now');
    expect(t('late.text')).toBe('Here now');
  });
});
