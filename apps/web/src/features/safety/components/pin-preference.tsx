// "Ask for a PIN before my rides start": saved as soon as it is switched.
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSafetyPreferences } from '../api/get-safety-preferences';
import { useUpdateSafetyPreferences } from '../api/update-safety-preferences';

export function PinPreference() {
  const { t } = useTranslation('safety');
  const preferences = useSafetyPreferences();
  const update = useUpdateSafetyPreferences();
  const isOn = update.isPending
    ? (update.variables?.requirePin ?? false)
    : (preferences.data?.requirePin ?? false);
  return (
    <label className="toggle-row card">
      <input
        type="checkbox"
        checked={isOn}
        disabled={preferences.isPending || update.isPending}
        onChange={(event) => {
          update.mutate(
            { requirePin: event.target.checked },
            {
              onSuccess: (data) => toast.success(data.requirePin ? t('pinOn') : t('pinOff')),
              onError: (error) => toast.error(errorMessage(error, t('choiceFailed'))),
            },
          );
        }}
      />
      <span>
        <strong>{t('askPin')}</strong>
        <br />
        <span className="hint">{t('askPinHint')}</span>
      </span>
    </label>
  );
}
