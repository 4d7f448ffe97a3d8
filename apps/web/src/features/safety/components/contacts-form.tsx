// Up to five trusted contacts, edited and saved as one list. They get the trip link when you share it, and an
// e-mail with your position if you press SOS.
import { type EmergencyContact, emergencyContactsBodySchema, MAX_EMERGENCY_CONTACTS } from '@waka/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useEmergencyContacts } from '../api/get-emergency-contacts';
import { useSaveEmergencyContacts } from '../api/save-emergency-contacts';

const EMPTY: EmergencyContact = { name: '', email: '', phoneNumber: '' };

export function ContactsForm() {
  const { t } = useTranslation('safety');
  const contacts = useEmergencyContacts();
  const save = useSaveEmergencyContacts();
  const [draft, setDraft] = useState<EmergencyContact[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (contacts.data && draft === null) setDraft(contacts.data.contacts);
  }, [contacts.data, draft]);
  const list = draft ?? [];
  const edit = (index: number, field: keyof EmergencyContact, value: string) =>
    setDraft(list.map((c, i) => (i === index ? { ...c, [field]: value } : c)));

  async function onSave() {
    const parsed = emergencyContactsBodySchema.safeParse({ contacts: list });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('checkContacts'));
      return;
    }
    setError(null);
    try {
      const answer = await save.mutateAsync(parsed.data.contacts);
      setDraft(answer.contacts);
      toast.success(t('contactsSaved'));
    } catch (failure) {
      setError(errorMessage(failure, t('contactsFailed')));
    }
  }

  if (contacts.isPending) return <p className="hint">{t('loadingContacts')}</p>;
  return (
    <div>
      {list.length === 0 && <p className="hint">{t('noContacts')}</p>}
      {list.map((contact, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the position is the contact's identity in this form
        <fieldset key={index} className="contact-form card">
          <div className="contact-form__head">
            <legend>{t('contactNumber', { number: index + 1 })}</legend>
            <Button
              variant="secondary"
              className="contact-form__remove"
              onClick={() => setDraft(list.filter((_, i) => i !== index))}
            >
              {t('remove')}
            </Button>
          </div>
          <TextField
            label={t('name')}
            value={contact.name}
            onChange={(e) => edit(index, 'name', e.target.value)}
          />
          <TextField
            label={t('email')}
            type="email"
            value={contact.email}
            onChange={(e) => edit(index, 'email', e.target.value)}
          />
          <TextField
            label={t('phone')}
            inputMode="tel"
            value={contact.phoneNumber}
            onChange={(e) => edit(index, 'phoneNumber', e.target.value)}
          />
        </fieldset>
      ))}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="safety-card__actions">
        {list.length < MAX_EMERGENCY_CONTACTS && (
          <Button variant="secondary" onClick={() => setDraft([...list, EMPTY])}>
            {t('addContact')}
          </Button>
        )}
        <Button isLoading={save.isPending} onClick={() => void onSave()}>
          {t('saveContacts')}
        </Button>
      </div>
    </div>
  );
}
