// The language choice, on the landing screen (first run) and in Settings: the app switches at once, the
// device remembers it, and a signed-in account remembers it too.
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@waka/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguage, currentLanguage } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api-client';
import { getValidToken } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { saveAccountLanguage } from '../api/save-account-language';
import '../language.css';

export function LanguagePicker({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  // On a prerendered page the list is on screen before its handler is live: a choice made then would change
  // nothing, so the list waits for the scripts like a submit button does.
  const isHydrated = useHydrated();

  async function onChoose(language: Language) {
    await applyLanguage(language);
    if (getValidToken()) {
      try {
        await saveAccountLanguage(language);
      } catch (error) {
        toast.error(errorMessage(error));
        return;
      }
    }
    // `t` still speaks the language of the last render: name the new one.
    toast.success(t('language.saved', { lng: language }), { id: 'language-saved' });
  }

  return (
    <div className={['language-picker', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="language-picker__label">
        {t('language.label')}
      </label>
      <select
        id={id}
        className="language-picker__select"
        value={currentLanguage()}
        disabled={!isHydrated}
        onChange={(event) => void onChoose(event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
