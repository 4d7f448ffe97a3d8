// /theme-settings: Light Mode, Dark Mode or System Default, saved at once.

import { useTranslation } from 'react-i18next';
import { type ThemeMode, useTheme } from '../../../app/theme';
import { PageHeader } from '../../../components/ui/page-header';
import '../settings.css';

const OPTIONS = [
  { mode: 'light', label: 'settings.lightMode', hint: 'settings.lightHint' },
  { mode: 'dark', label: 'settings.darkMode', hint: 'settings.darkHint' },
  { mode: 'system', label: 'settings.systemMode', hint: 'settings.systemHint' },
] as const satisfies readonly { mode: ThemeMode; label: string; hint: string }[];

export default function ThemeSettingsPage() {
  const { t } = useTranslation();
  const { mode, setMode } = useTheme();
  return (
    <main className="page">
      <PageHeader title={t('settings.theme')} />
      <fieldset className="theme-options">
        <legend className="visually-hidden">{t('settings.theme')}</legend>
        {OPTIONS.map((option) => (
          <label key={option.mode} className="theme-option">
            <input
              type="radio"
              name="theme"
              value={option.mode}
              checked={mode === option.mode}
              onChange={() => setMode(option.mode)}
            />
            <span>
              {t(option.label)}
              <span className="theme-option__hint">{t(option.hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </main>
  );
}
