// Edit the settings, validated with the same rules the server applies (packages/shared adminSettingsSchema);
// only changed values are sent.
import { type AdminSettings, adminSettingsSchema, type UpdateSettingsBody } from '@waka/shared';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useUpdateSettings } from '../api/update-settings';
import { errorText } from '../lib/admin-fetch';

type Fields = Record<string, string>;
const TARIFF_FIELDS = [
  ['baseNaira', 'Base fare (₦)'],
  ['perKmNaira', 'Per km (₦)'],
  ['perMinuteNaira', 'Per minute (₦)'],
  ['minimumNaira', 'Minimum fare (₦)'],
] as const;
const VEHICLES = [
  ['driver', 'Car'],
  ['biker', 'Bike'],
] as const;

function toFields(settings: AdminSettings): Fields {
  const fields: Fields = {
    commissionPercent: String(Math.round(settings.commissionRate * 10_000) / 100),
    lowBalanceThreshold: String(settings.lowBalanceThreshold),
    rideRequestTimeoutS: String(settings.rideRequestTimeoutS),
    ridePinMode: settings.ridePinMode,
    noShowWaitS: String(settings.noShowWaitS),
    ratingReviewBelow: String(settings.ratingReviewBelow),
    // Named as the schema's path, so a validation message lands under its own field.
    'tripLimitsKm.driver': String(settings.tripLimitsKm.driver),
    'tripLimitsKm.biker': String(settings.tripLimitsKm.biker),
  };
  for (const [vehicle] of VEHICLES)
    for (const [key] of TARIFF_FIELDS) fields[`${vehicle}.${key}`] = String(settings.tariffs[vehicle][key]);
  return fields;
}

const num = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? Number.NaN : Number(text);

function fromFields(fields: Fields) {
  const tariff = (vehicle: string) =>
    Object.fromEntries(TARIFF_FIELDS.map(([key]) => [key, num(fields[`${vehicle}.${key}`])]));
  return {
    commissionRate: Math.round(num(fields.commissionPercent) * 100) / 10_000,
    lowBalanceThreshold: num(fields.lowBalanceThreshold),
    rideRequestTimeoutS: num(fields.rideRequestTimeoutS),
    tariffs: { driver: tariff('driver'), biker: tariff('biker') },
    ridePinMode: fields.ridePinMode,
    noShowWaitS: num(fields.noShowWaitS),
    ratingReviewBelow: num(fields.ratingReviewBelow),
    tripLimitsKm: { driver: num(fields['tripLimitsKm.driver']), biker: num(fields['tripLimitsKm.biker']) },
  };
}

const FIELD_OF_PATH: Record<string, string> = { commissionRate: 'commissionPercent' };

export function SettingsForm({ settings }: { settings: AdminSettings }) {
  const form = useForm<Fields>(() => toFields(settings));
  // Each field shows its own message, so the check's findings are kept per field here.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateSettings();

  const onSubmit = form.onSubmit(
    () => null,
    (fields) => {
      const parsed = adminSettingsSchema.omit({ brand: true }).safeParse(fromFields(fields));
      if (!parsed.success) {
        const found: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const path = issue.path.join('.');
          found[FIELD_OF_PATH[path] ?? path] ??=
            issue.code === 'invalid_type' ? 'Enter a number.' : issue.message;
        }
        setErrors(found);
        return;
      }
      setErrors({});
      const body: UpdateSettingsBody = {};
      const next = parsed.data;
      if (next.commissionRate !== settings.commissionRate) body.commissionRate = next.commissionRate;
      if (next.lowBalanceThreshold !== settings.lowBalanceThreshold)
        body.lowBalanceThreshold = next.lowBalanceThreshold;
      if (next.rideRequestTimeoutS !== settings.rideRequestTimeoutS)
        body.rideRequestTimeoutS = next.rideRequestTimeoutS;
      for (const key of ['ridePinMode', 'noShowWaitS', 'ratingReviewBelow'] as const) {
        if (next[key] !== settings[key]) Object.assign(body, { [key]: next[key] });
      }
      if (JSON.stringify(next.tripLimitsKm) !== JSON.stringify(settings.tripLimitsKm))
        body.tripLimitsKm = next.tripLimitsKm;
      for (const [vehicle] of VEHICLES) {
        if (JSON.stringify(next.tariffs[vehicle]) !== JSON.stringify(settings.tariffs[vehicle])) {
          body.tariffs = { ...body.tariffs, [vehicle]: next.tariffs[vehicle] };
        }
      }
      if (Object.keys(body).length === 0) {
        toast('Nothing changed.');
        return;
      }
      update.mutate(body, {
        onSuccess: (answer) => {
          form.setValues(toFields(answer.settings));
          toast.success('Settings saved. They apply from now on.');
        },
        onError: (error) => toast.error(errorText(error)),
      });
    },
  );

  const input = (name: string, label: string, hint?: string) => (
    <label className="admin-field" key={name}>
      <span>{label}</span>
      <input inputMode="decimal" {...form.text(name)} aria-invalid={Boolean(errors[name])} />
      {hint && <small className="admin-muted">{hint}</small>}
      {errors[name] && <small className="admin-error">{errors[name]}</small>}
    </label>
  );

  return (
    <form
      className="admin-card admin-settings"
      onSubmit={onSubmit}
      noValidate
      aria-label="Operating settings"
    >
      <h2>Operating settings</h2>
      <div className="admin-grid-3">
        {input('commissionPercent', 'Commission rate (%)', 'Of each fare, 0–50 %')}
        {input('lowBalanceThreshold', 'Low balance (₦)', 'Below it, no ride requests')}
        {input('rideRequestTimeoutS', 'Request timeout (s)', 'Unanswered requests expire')}
      </div>
      <h3>Safety</h3>
      <div className="admin-grid-3">
        <label className="admin-field">
          <span>Ride PIN required</span>
          <select {...form.text('ridePinMode')}>
            <option value="off">Only when the rider asks</option>
            <option value="night">At night (19:00–06:00 Lagos)</option>
            <option value="always">Always</option>
          </select>
        </label>
        {input('noShowWaitS', 'No-show wait (s)', 'After accepting, before a no-show report')}
        {input('ratingReviewBelow', 'Review drivers below (★)', 'After 20 ratings')}
      </div>
      <h3>Trip limits</h3>
      <div className="admin-grid-3">
        {input(
          'tripLimitsKm.biker',
          'Longest bike trip (km)',
          'Longer trips are refused with this limit named',
        )}
        {input('tripLimitsKm.driver', 'Longest car trip (km)', 'Estimated road distance')}
      </div>
      <h3>Tariffs</h3>
      <table className="admin-table admin-table--form">
        <thead>
          <tr>
            <th>Vehicle</th>
            {TARIFF_FIELDS.map(([key, label]) => (
              <th key={key}>{label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {VEHICLES.map(([vehicle, label]) => (
            <tr key={vehicle}>
              <th scope="row">{label}</th>
              {TARIFF_FIELDS.map(([key, title]) => {
                const name = `tariffs.${vehicle}.${key}`;
                return (
                  <td key={key}>
                    <input
                      aria-label={`${label} ${title}`}
                      inputMode="decimal"
                      {...form.text(`${vehicle}.${key}`)}
                      aria-invalid={Boolean(errors[name])}
                    />
                    {errors[name] && <small className="admin-error">{errors[name]}</small>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {update.isError && (
        <p className="admin-error" role="alert">
          {errorText(update.error)}
        </p>
      )}
      <div className="admin-actions">
        <button type="submit" className="admin-btn admin-btn--primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
