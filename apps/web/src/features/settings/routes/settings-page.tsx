// /settings: profile picture, profile rows, the App section, Logout (disabled while an accepted
// ride exists; logout clears the session and the stored ride and role items).
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { hasAcceptedRide, logout } from '../../../lib/logout';
import { isVehicleRole, readRole } from '../../../lib/role';
import { ChangePasswordRow } from '../components/change-password-row';
import { ProfilePictureForm } from '../components/profile-picture-form';
import { SettingsRow } from '../components/settings-row';
import '../settings.css';

export function homeRoute(): string {
  return isVehicleRole(readRole()) ? '/dashboardtoweb' : '/Dashboard';
}

export default function SettingsPage() {
  const navigate = useNavigate();
  const isRideOngoing = hasAcceptedRide();

  return (
    <main className="page settings">
      <PageHeader title="Settings" backTo={homeRoute()} />
      <ProfilePictureForm />
      <h2 className="settings__section">Profile</h2>
      <ul className="settings__list card">
        <SettingsRow to="/update-profile" label="Update Profile" icon="user" />
        <ChangePasswordRow />
        <SettingsRow to="/safety" label="Safety and trusted contacts" icon="shield" />
        <SettingsRow to="/notifications" label="Notifications" icon="bell" />
        <SettingsRow to="/ride-history" label="Ride History" icon="car" />
        <SettingsRow to="/transaction-history" label="Transaction History" icon="card" />
      </ul>
      <h2 className="settings__section">App</h2>
      <ul className="settings__list card">
        <SettingsRow to="/theme-settings" label="Theme" icon="theme" />
        <SettingsRow to="/support" label="Support" icon="chat" />
        <SettingsRow to="/privacy-policy" label="Privacy Policy" icon="document" />
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
        Logout
      </Button>
      {isRideOngoing && (
        <p id="logout-hint" className="hint">
          You can log out once your current ride has ended.
        </p>
      )}
    </main>
  );
}
