// /update-profile: empty fields fall back to the loaded values; the password
// is sent only when entered. 'Update Advanced Profile' opens the driver/biker details flow on the dashboard.
import { type FormEvent, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { setAppState } from '../../../lib/app-state';
import { storage } from '../../../lib/storage';
import { useProfile } from '../api/get-profile';
import { type ProfileUpdate, useUpdateProfile } from '../api/update-profile';
import { AdvancedProfileButton } from '../components/advanced-profile-button';
import '../settings.css';

export default function UpdateProfilePage() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const [form, setForm] = useState({
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
      setForm({ name, username, phoneNumber, password: '', currentPassword: '' });
    }
  }, [profile.data]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const loaded = profile.data;
    const body: ProfileUpdate = {
      name: form.name.trim() || loaded?.name || '',
      username: form.username.trim() || loaded?.username || '',
      phoneNumber: form.phoneNumber.trim() || loaded?.phoneNumber || '',
    };
    if (form.password) {
      // The server checks it, so someone holding an unlocked phone cannot take the account over.
      if (!form.currentPassword) {
        toast.error('Enter your current password to choose a new one.');
        return;
      }
      body.password = form.password;
      body.currentPassword = form.currentPassword;
    }
    update.mutate(body, {
      onSuccess: () => {
        storage.set('uname', body.name);
        setAppState({ username: body.name });
        setForm((current) => ({ ...current, password: '', currentPassword: '' }));
        toast.success('Profile updated successfully!');
      },
      onError: (error) => toast.error(errorMessage(error, 'Update failed')),
    });
  }

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  return (
    <main className="page">
      <PageHeader title="Update Profile" />
      {profile.isPending && <Skeleton height="3rem" count={4} />}
      {profile.isError && (
        <LoadError
          error={profile.error}
          fallback={'Failed to load profile'}
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.isSuccess && (
        <form onSubmit={onSubmit} noValidate>
          <p className="hint">A field left empty keeps its current value.</p>
          <TextField
            label="Full Name"
            name="name"
            autoComplete="name"
            value={form.name}
            onChange={set('name')}
          />
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={form.username}
            onChange={set('username')}
          />
          <TextField
            label="Phone Number"
            name="phoneNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={form.phoneNumber}
            onChange={set('phoneNumber')}
          />
          <TextField
            label="New Password (optional)"
            name="password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
          />
          <TextField
            label="Current Password (needed for a new password)"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={form.currentPassword}
            onChange={set('currentPassword')}
          />
          <div className="form-actions">
            <Button type="submit" isLoading={update.isPending}>
              Update Profile
            </Button>
            <AdvancedProfileButton />
          </div>
        </form>
      )}
    </main>
  );
}
