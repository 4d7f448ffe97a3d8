// The rider's 4-digit PIN, asked before Start when the rider or the operator requires it.
import '../../safety/safety.css';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

export function RidePinField({ value, onChange }: { value: string; onChange(next: string): void }) {
  const { t } = useTranslation('driver');
  return (
    <TextField
      className="pin-field"
      label={t('pinLabel')}
      hint={t('pinHint')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 4))}
    />
  );
}
