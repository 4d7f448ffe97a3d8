// /settings: profile picture, profile rows, the App section, Logout (disabled while an accepted
// ride exists; logout clears the session and the stored ride and role items).
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { hasAcceptedRide, logout } from '../../../lib/logout';
import { isVehicleRole, readRole } from '../../../lib/role';
import { LanguagePicker } from '../../language/components/language-picker';
import { ChangePasswordRow } from '../components/change-password-row';
import { ProfilePictureForm } from '../components/profile-picture-form';
import { SettingsRow } from '../components/settings-row';
import '../settings.css';

export function homeRoute(): string {
  return isVehicleRole(readRole()) ? '/dashboardtoweb' : '/Dashboard';
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isRideOngoing = hasAcceptedRide();

  return (
    <main className="page settings">
      <PageHeader title={t('settings.title')} backTo={homeRoute()} />
      <ProfilePictureForm />
      <h2 className="settings__section">{t('settings.profile')}</h2>
      <ul className="settings__list card">
        <SettingsRow to="/update-profile" label={t('settings.updateProfile')} icon="user" />
        <ChangePasswordRow />
        <SettingsRow to="/safety" label={t('settings.safety')} icon="shield" />
        <SettingsRow to="/notifications" label={t('settings.notifications')} icon="bell" />
        <SettingsRow to="/ride-history" label={t('settings.rideHistory')} icon="car" />
        <SettingsRow to="/transaction-history" label={t('settings.transactionHistory')} icon="card" />
      </ul>
      <h2 className="settings__section">{t('settings.app')}</h2>
      <LanguagePicker className="settings__language card" />
      <ul className="settings__list card">
        <SettingsRow to="/theme-settings" label={t('settings.theme')} icon="theme" />
        <SettingsRow to="/support" label={t('settings.support')} icon="chat" />
        <SettingsRow to="/privacy-policy" label={t('settings.privacyPolicy')} icon="document" />
      </ul>
      <Button
        variant="danger"
        className="settings__logout"
        disabled={isRideOngoing}
        aria-describedby={isRideOngoing ? 'logout-hint' : undefined}
        onClick={() => {
          logout();
          navigate('/login', { replace: true });
        }}
      >
        {t('settings.logout')}
      </Button>
      {isRideOngoing && (
        <p id="logout-hint" className="hint">
          {t('settings.logoutHint')}
        </p>
      )}
    </main>
  );
}
