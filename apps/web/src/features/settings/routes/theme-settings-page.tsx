// /theme-settings: Light Mode, Dark Mode or System Default, saved at once.

import { type ThemeMode, useTheme } from '../../../app/theme';
import { PageHeader } from '../../../components/ui/page-header';
import '../settings.css';

const OPTIONS: { mode: ThemeMode; label: string; hint: string }[] = [
  { mode: 'light', label: 'Light Mode', hint: 'Cream background, dark text.' },
  { mode: 'dark', label: 'Dark Mode', hint: 'Near-black background, easy on the eyes at night.' },
  { mode: 'system', label: 'System Default', hint: 'Follows your phone’s setting.' },
];

export default function ThemeSettingsPage() {
  const { mode, setMode } = useTheme();
  return (
    <main className="page">
      <PageHeader title="Theme" />
      <fieldset className="theme-options">
        <legend className="visually-hidden">Theme</legend>
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
              {option.label}
              <span className="theme-option__hint">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </main>
  );
}
