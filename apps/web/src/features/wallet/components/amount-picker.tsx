// Preset buttons and a custom amount; choosing one clears the other.
import { MIN_PAYMENT_NAIRA, TOP_UP_PRESETS_NAIRA } from '@waka/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';

export interface AmountChoice {
  preset: number | null;
  custom: string;
}

export interface AmountPickerProps {
  value: AmountChoice;
  onChange(next: AmountChoice): void;
  disabled?: boolean;
}

export function AmountPicker({ value, onChange, disabled }: AmountPickerProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (
    <fieldset className="amount-picker" disabled={disabled}>
      <legend className="amount-picker__legend">{t('chooseAmount')}</legend>
      <div className="amount-picker__presets">
        {TOP_UP_PRESETS_NAIRA.map((amount) => (
          <button
            key={amount}
            type="button"
            className="amount-picker__preset"
            aria-pressed={value.preset === amount}
            onClick={() => onChange({ preset: amount, custom: '' })}
          >
            {format.naira(amount, 0)}
          </button>
        ))}
      </div>
      <div className="field">
        <label htmlFor="custom-amount">{t('enterAmount')}</label>
        <input
          id="custom-amount"
          className="input"
          type="number"
          inputMode="numeric"
          min={MIN_PAYMENT_NAIRA}
          step={1}
          placeholder={t('minimum', { amount: format.naira(MIN_PAYMENT_NAIRA, 0) })}
          value={value.custom}
          onChange={(event) => onChange({ preset: null, custom: event.target.value })}
        />
      </div>
    </fieldset>
  );
}

/** The chosen preset or the custom number; null when it is not a number or < 500. */
export function chosenAmount(value: AmountChoice): number | null {
  const amount = value.preset ?? (value.custom.trim() === '' ? Number.NaN : Number(value.custom));
  if (!Number.isFinite(amount) || amount < MIN_PAYMENT_NAIRA) return null;
  return amount;
}
