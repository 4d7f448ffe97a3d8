// Every server message key exists in every language, with the same changing parts, and the English texts
// the services write are the ones the catalogue looks up.
import { LANGUAGES, MSG, MSG_SAFETY } from '@waka/shared';
import { describe, expect, it } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from '../lib/errors';
import { AUTH_MSG } from '../modules/auth/errors';
import { throttledMessage } from '../modules/auth/sign-in-throttle';
import { OPEN_RIDE_MESSAGE } from '../modules/booking/rider-lock';
import { driverGoneNotice } from '../modules/rides/announce';
import { restrictionMessage } from '../modules/zones/trip-check';
import { en } from './messages/en';
import { CATALOGUES, keyOfMessage, translateMessage } from './translate';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server message catalogues', () => {
  it.each(LANGUAGES)('%s has every key, none empty, with the English changing parts', (language) => {
    const catalogue: Record<string, string> = CATALOGUES[language];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      expect(catalogue[key]?.trim(), `${language}.${key}`).toBeTruthy();
      expect(placeholders(catalogue[key] ?? ''), `${language}.${key}`).toEqual(placeholders(english));
    }
  });

  it('translations differ from English, so none was left untranslated', () => {
    // Pidgin reads these exactly as English does.
    const sameInPidgin = [
      'mailYourCode',
      'mailWelcomeHeading',
      'mailHello',
      'mailReason',
      'mailReceiptSubject',
      'mailReceiptPreheader',
      'mailReceiptHeading',
      'mailReceiptDriver',
      'mailReceiptDate',
      'mailShareHeading',
      'mailSosHeading',
      // Words put into sentences: Pidgin says driver and bike rider too.
      'personDriver',
      'personBiker',
      'partyDriver',
    ];
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const same = Object.entries(en)
        .filter(([key, text]) => CATALOGUES[language][key as keyof typeof en] === text)
        .map(([key]) => key);
      expect(same, language).toEqual(language === 'pcm' ? sameInPidgin : []);
    }
  });

  it('finds the texts the services write, fixed and with changing parts', () => {
    expect(keyOfMessage(INTERNAL_ERROR_MESSAGE)?.key).toBe('internal');
    expect(keyOfMessage(AUTH_MSG.wrongCredentials)?.key).toBe('wrongCredentials');
    expect(keyOfMessage(AUTH_MSG.codeInvalid)?.key).toBe('codeInvalid');
    expect(keyOfMessage(MSG.invalidEmail)?.key).toBe('invalidEmail');
    expect(keyOfMessage(MSG_SAFETY.pinLocked)?.key).toBe('pinLocked');
    expect(keyOfMessage(OPEN_RIDE_MESSAGE)?.key).toBe('openRide');
    expect(keyOfMessage(MSG_SAFETY.pinWrong(3))).toEqual({ key: 'pinWrong', values: { left: '3' } });
    expect(keyOfMessage(MSG_SAFETY.pinWrong(1))?.key).toBe('pinWrongOneLeft');
    expect(keyOfMessage(throttledMessage(600))).toEqual({
      key: 'throttledMinutes',
      values: { minutes: '10' },
    });
    expect(keyOfMessage(throttledMessage(30))?.key).toBe('throttledOneMinute');
    for (const vehicleType of ['driver', 'biker'] as const) {
      for (const notice of Object.values(driverGoneNotice))
        expect(keyOfMessage(notice({ vehicleType }))).not.toBeNull();
    }
    for (const where of ['pickup', 'destination', 'path', 'position'] as const) {
      expect(keyOfMessage(restrictionMessage({ name: 'Ikeja (GRA)' }, where))?.values).toEqual({
        zone: 'Ikeja (GRA)',
      });
    }
  });

  it('answers in the language asked, English unchanged, unknown texts as they are', () => {
    expect(translateMessage(AUTH_MSG.wrongCredentials, 'en')).toBe(AUTH_MSG.wrongCredentials);
    expect(translateMessage(AUTH_MSG.wrongCredentials, 'pcm')).toBe('Email or password no correct.');
    expect(translateMessage(restrictionMessage({ name: 'Surulere' }, 'position'), 'yo')).toBe(
      'Ẹ wà nínú Surulere, agbègbè tí kò sí ọ̀kadà. Ẹ kò ní gba ìbéèrè ìrìn àjò níwọ̀n ìgbà tí ẹ bá wà níbẹ̀.',
    );
    expect(translateMessage('A text no catalogue has.', 'ha')).toBe('A text no catalogue has.');
  });
});
