// /safety: the ride PIN preference and trusted contacts.
import { PageHeader } from '../../../components/ui/page-header';
import { ContactsForm } from '../components/contacts-form';
import { PinPreference } from '../components/pin-preference';
import '../safety.css';

export default function SafetySettingsPage() {
  return (
    <main className="page safety-settings">
      <PageHeader title="Safety" backTo="/settings" />
      <h2 className="settings__section">Verify my ride</h2>
      <PinPreference />
      <h2 className="settings__section">Trusted contacts</h2>
      <p className="hint">
        Up to {5} people who get your trip link when you share it, and an alert with your position if you
        press SOS.
      </p>
      <ContactsForm />
    </main>
  );
}
