// Image files only; Save does nothing until a file is chosen.
import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { setAppState, useAppState } from '../../../lib/app-state';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useProfile } from '../api/get-profile';
import { useUploadProfilePicture } from '../api/upload-profile-picture';

export function ProfilePictureForm() {
  const { t } = useTranslation();
  const { profilePicture, username } = useAppState();
  // The greeting is the account's username from the server (or 'Account'), never the full name: a profile
  // update that changes the name must not change how Settings greets.
  const account = useProfile();
  const upload = useUploadProfilePicture();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !chosen.type.startsWith('image/')) {
      toast.error(t('settings.chooseImage'));
      event.target.value = '';
      return;
    }
    setFile(chosen);
  }

  function onSave() {
    if (!file) return; // nothing happens until a file is chosen
    upload.mutate(file, {
      onSuccess: ({ profilePicture: url }) => {
        storage.set('profilePicture', url);
        setAppState({ profilePicture: url });
        setFile(null);
        setPreview(null);
        toast.success(t('settings.pictureUpdated'));
      },
      onError: (error) => toast.error(errorMessage(error, t('settings.pictureFailed'))),
    });
  }

  return (
    <section className="profile-card card" aria-label={t('common.profilePicture')}>
      <Avatar src={preview ?? profilePicture} name={username} size={88} />
      <p className="profile-card__name">{account.data?.username || t('settings.account')}</p>
      <div className="profile-card__actions">
        <label className="button button--secondary profile-card__choose">
          {t('settings.choosePicture')}
          <input type="file" accept="image/*" className="visually-hidden" onChange={onChoose} />
        </label>
        <Button onClick={onSave} isLoading={upload.isPending} aria-disabled={!file || undefined}>
          {t('common.save')}
        </Button>
      </div>
      {file && <p className="hint">{file.name}</p>}
    </section>
  );
}
