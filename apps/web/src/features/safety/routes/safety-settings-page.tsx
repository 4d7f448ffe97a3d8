// /safety: the ride PIN preference and trusted contacts.
import { MAX_EMERGENCY_CONTACTS } from '@waka/shared';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ContactsForm } from '../components/contacts-form';
import { PinPreference } from '../components/pin-preference';
import '../../settings/settings.css';
import '../safety.css';

export default function SafetySettingsPage() {
  const { t } = useTranslation('safety');
  return (
    <main className="page safety-settings">
      <PageHeader title={t('title')} backTo="/settings" />
      <h2 className="settings__section">{t('verifyRide')}</h2>
      <PinPreference />
      <h2 className="settings__section">{t('trustedContacts')}</h2>
      <p className="hint">{t('contactsIntro', { max: MAX_EMERGENCY_CONTACTS })}</p>
      <ContactsForm />
    </main>
  );
}
