// "Ask for a PIN before my rides start": saved as soon as it is switched.
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api-client';
import { useSafetyPreferences } from '../api/get-safety-preferences';
import { useUpdateSafetyPreferences } from '../api/update-safety-preferences';

export function PinPreference() {
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
              onSuccess: (data) =>
                toast.success(data.requirePin ? 'Ride PIN turned on.' : 'Ride PIN turned off.'),
              onError: (error) => toast.error(errorMessage(error, 'Could not save your choice.')),
            },
          );
        }}
      />
      <span>
        <strong>Ask for a PIN before my rides start</strong>
        <br />
        <span className="hint">
          Your screen shows a new 4-digit PIN for every ride. Your driver or bike rider must type it to start,
          so you know it is the right vehicle.
        </span>
      </span>
    </label>
  );
}
