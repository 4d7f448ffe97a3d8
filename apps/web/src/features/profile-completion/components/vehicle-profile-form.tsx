// Every field plus the uploaded images, submit disabled until complete.
// Success: 'Details submitted successfully', role stored, /dashboardtoweb; failure: 'Failed to submit details'.

import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@waka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { setAppState } from '../../../lib/app-state';
import { isVehicleRole, readRole, saveRole } from '../../../lib/role';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { approvalQueryKey } from '../../driver/api/get-approval';
import { useSubmitExtraDetails } from '../api/submit-extra-details';
import { currentPosition } from '../current-position';
import { isProfileComplete, PROFILE_FIELDS, type VehicleRole } from '../profile-fields';
import { DocumentField } from './document-field';

export function VehicleProfileForm({ role }: { role: VehicleRole }) {
  const navigate = useNavigate();
  const { t } = useTranslation(['profile', 'translation']);
  const queryClient = useQueryClient();
  const [wasVehicleRole] = useState(() => isVehicleRole(readRole()));
  const form = useForm<Record<string, string>>({});
  const { values, set } = form;
  const submit = useSubmitExtraDetails();
  const { text, documents } = PROFILE_FIELDS[role];
  const isComplete = isProfileComplete(role, values);

  async function send() {
    const position = await currentPosition();
    if (!position) return;
    const details = Object.fromEntries(
      [...text, ...documents].map((field) => [field.name, (values[field.name] ?? '').trim()]),
    );
    submit.mutate(
      {
        preferredType: role,
        ...position,
        ...(role === 'driver' ? { driverDetails: details } : { bikeDetails: details }),
      },
      {
        onSuccess: () => {
          saveRole(role);
          storage.set('approved', 'false');
          queryClient.setQueryData(approvalQueryKey, false);
          setAppState({ isExtraDetailsMissing: false });
          toast.success(t('submitted'), { ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
          navigate('/dashboardtoweb');
        },
        onError: (error) => {
          console.error('extra-details failed', error);
          toast.error(t('submitFailed'));
        },
      },
    );
  }

  const onSubmit = form.onSubmit(
    () => (isComplete ? null : MSG.profileIncomplete),
    () => void send(),
  );

  return (
    <form className="vehicle-profile-form" onSubmit={onSubmit} noValidate>
      {wasVehicleRole && (
        <p className="hint" role="note">
          {t('reviewWarning')}
        </p>
      )}
      {text.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={t(field.label)}
          hint={field.isDate ? t('dateHint') : undefined}
          placeholder={field.isDate ? t('dateHint') : undefined}
          {...form.text(field.name)}
        />
      ))}
      {documents.map((field) => (
        <DocumentField
          key={field.name}
          label={t(field.label)}
          kind={field.kind}
          onUploaded={(url) => set(field.name, url)}
        />
      ))}
      {!isComplete && (
        <p className="hint" role="note">
          {t('translation:messages.profileIncomplete')}
        </p>
      )}
      <Button type="submit" disabled={!isComplete} isLoading={submit.isPending}>
        {t('submit')}
      </Button>
    </form>
  );
}
