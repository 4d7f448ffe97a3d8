// /update-profile: empty fields fall back to the loaded values; the password
// is sent only when entered. 'Update Advanced Profile' opens the driver/biker details flow on the dashboard.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { setAppState } from '../../../lib/app-state';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useProfile } from '../api/get-profile';
import { type ProfileUpdate, useUpdateProfile } from '../api/update-profile';
import { AdvancedProfileButton } from '../components/advanced-profile-button';
import '../settings.css';

export default function UpdateProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const update = useUpdateProfile();
  const form = useForm({
    name: '',
    username: '',
    phoneNumber: '',
    password: '',
    currentPassword: '',
  });

  // Start from the loaded values; a field left empty still falls back to them on submit.
  useEffect(() => {
    if (profile.data) {
      const { name, username, phoneNumber } = profile.data;
      form.setValues({ name, username, phoneNumber, password: '', currentPassword: '' });
    }
  }, [profile.data, form.setValues]);

  const onSubmit = form.onSubmit(
    // A new password needs the current one: the server checks it, so someone holding an unlocked phone
    // cannot take the account over.
    (values) => (values.password && !values.currentPassword ? t('settings.currentPasswordNeeded') : null),
    (values) => {
      const loaded = profile.data;
      const body: ProfileUpdate = {
        name: values.name.trim() || loaded?.name || '',
        username: values.username.trim() || loaded?.username || '',
        phoneNumber: values.phoneNumber.trim() || loaded?.phoneNumber || '',
      };
      if (values.password) {
        body.password = values.password;
        body.currentPassword = values.currentPassword;
      }
      update.mutate(body, {
        onSuccess: () => {
          storage.set('uname', body.name);
          setAppState({ username: body.name });
          form.setValues((current) => ({ ...current, password: '', currentPassword: '' }));
          toast.success(t('settings.profileUpdated'));
        },
        onError: (error) => toast.error(errorMessage(error, t('settings.updateFailed'))),
      });
    },
  );

  return (
    <main className="page">
      <PageHeader title={t('settings.updateProfile')} />
      {profile.isPending && <Skeleton height="3rem" count={4} />}
      {profile.isError && (
        <LoadError
          error={profile.error}
          fallback={t('settings.profileLoadFailed')}
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.isSuccess && (
        <form onSubmit={onSubmit} noValidate>
          <p className="hint">{t('settings.emptyKeeps')}</p>
          <TextField label={t('auth.fullName')} name="name" autoComplete="name" {...form.text('name')} />
          <TextField
            label={t('auth.username')}
            name="username"
            autoComplete="username"
            {...form.text('username')}
          />
          <TextField
            label={t('auth.phoneNumber')}
            name="phoneNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...form.text('phoneNumber')}
          />
          <TextField
            label={t('settings.newPasswordOptional')}
            name="password"
            type="password"
            autoComplete="new-password"
            {...form.text('password')}
          />
          <TextField
            label={t('settings.currentPassword')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            {...form.text('currentPassword')}
          />
          <div className="form-actions">
            <Button type="submit" isLoading={update.isPending}>
              {t('settings.updateProfile')}
            </Button>
            <AdvancedProfileButton />
          </div>
        </form>
      )}
    </main>
  );
}
