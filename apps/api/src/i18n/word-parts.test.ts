// No English word lands in a translated sentence: every {{part}} of a server text is either a value shown as it
// is (VALUE_PARTS) or a word each language gives (WORD_PARTS), every word the services insert has its key, and
// each language's sentence is filled with its own word.
import { LANGUAGES, personWord, SAVED_PLACE_KINDS } from '@waka/shared';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS } from '../modules/profile/extra-details-service';
import { STATUS_TEXT, VERB } from '../modules/rides/transitions';
import { en, type MessageKey } from './messages/en';
import { CATALOGUES, translateMessage } from './translate';
import { VALUE_PARTS, WORD_KEYS, WORD_PARTS } from './word-parts';

const partsOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string);
const OTHERS = LANGUAGES.filter((language) => language !== 'en');

/** The English words a service can put into each word part, from the services' own tables. */
const INSERTED: Record<string, readonly string[]> = {
  'savedPlaceMissing.kind': SAVED_PLACE_KINDS,
  'dateNotReal.field': Object.values(FIELD_LABELS),
  'dateInPast.field': Object.values(FIELD_LABELS),
  'documentNotYours.field': Object.values(FIELD_LABELS),
  'requestExpiredChooseAnother.person': [personWord('driver'), personWord('biker')],
  'onlyPartyOfRide.party': ['rider', 'driver'],
  'rideCannotChange.action': Object.values(VERB),
  'rideCannotChange.state': Object.values(STATUS_TEXT),
};

/** An English text with each part filled: word parts with `words`, value parts with a sample. */
const fill = (text: string, words: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, part: string) => words[part] ?? `<${part}>`);

describe('server text parts', () => {
  it('are each a value or a word part of their text', () => {
    for (const [key, text] of Object.entries(en) as [MessageKey, string][]) {
      for (const part of partsOf(text)) {
        const isWord = WORD_PARTS[key]?.[part] !== undefined;
        expect(
          isWord || VALUE_PARTS.has(part),
          `${key}: {{${part}}} is neither a value nor a word part`,
        ).toBe(true);
      }
    }
  });

  it('have a key for every English word a service inserts', () => {
    for (const [key, parts] of Object.entries(WORD_PARTS)) {
      for (const [part, wordKeys] of Object.entries(parts ?? {})) {
        const known = wordKeys.map((wordKey) => en[wordKey]);
        expect(INSERTED[`${key}.${part}`], `${key}.${part}: no list of inserted words`).toBeDefined();
        for (const word of INSERTED[`${key}.${part}`] ?? []) expect(known, `${key}.${part}`).toContain(word);
      }
    }
  });

  it('are words no text is looked up by', () => {
    for (const wordKey of WORD_KEYS) {
      expect(partsOf(en[wordKey]), wordKey).toEqual([]);
      expect(translateMessage(en[wordKey], 'yo'), wordKey).toBe(en[wordKey]);
    }
  });

  describe.each(OTHERS)('in %s', (language) => {
    it('put the language’s own word into its sentence, never the English one', () => {
      const catalogue = CATALOGUES[language];
      for (const [key, parts] of Object.entries(WORD_PARTS) as [
        MessageKey,
        Record<string, readonly MessageKey[]>,
      ][]) {
        for (const [part, wordKeys] of Object.entries(parts)) {
          for (const wordKey of wordKeys) {
            const english = fill(en[key], { [part]: en[wordKey] });
            const translated = translateMessage(english, language);
            expect(translated, `${key} with ${wordKey}`).toContain(catalogue[wordKey]);
            if (catalogue[wordKey] !== en[wordKey])
              expect(translated, `${key} with ${wordKey}`).not.toContain(en[wordKey]);
          }
        }
      }
    });

    it('give a word of their own for each English word (Pidgin may share a few)', () => {
      const shared = [...WORD_KEYS].filter((wordKey) => CATALOGUES[language][wordKey] === en[wordKey]);
      expect(shared).toEqual(language === 'pcm' ? ['personDriver', 'personBiker', 'partyDriver'] : []);
    });
  });

  it('leave English byte for byte as the services write it', () => {
    const text = `This ride cannot be ${VERB.accept}: ${STATUS_TEXT.cancelled}.`;
    expect(translateMessage(text, 'en')).toBe(text);
    expect(translateMessage(text, 'ha')).toBe(
      `Ba za a iya ${CATALOGUES.ha.rideActionAccept} wannan tafiya ba: ${CATALOGUES.ha.rideStateCancelled}.`,
    );
    expect(translateMessage('No home place is saved.', 'yo')).toBe('Ẹ kò tíì fi ibi ilé yín pamọ́.');
  });
});
