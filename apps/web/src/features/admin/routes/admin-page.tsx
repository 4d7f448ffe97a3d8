// The operations console at /admin/* (issue: Operations console): desktop width, its own layout, outside the
// phone-only gate. Signed out it shows the sign-in form; signed in, the sections as nested routes.
import { useEffect, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useBrand } from '../../../app/brand';
import { AdminLogin } from '../components/admin-login';
import { AdminShell } from '../components/admin-shell';
import { ApprovalsSection } from '../components/approvals-section';
import { IncidentsSection } from '../components/incidents-section';
import { MoneySection } from '../components/money-section';
import { PlacesSection } from '../components/places-section';
import { RidesSection } from '../components/rides-section';
import { SettingsSection } from '../components/settings-section';
import { SupportSection } from '../components/support-section';
import { ZonesSection } from '../components/zones-section';
import { subscribeUnauthorized } from '../lib/admin-fetch';
import { type AdminSession, clearAdminSession, readAdminSession } from '../lib/admin-session';
import '../admin.css';

export default function AdminPage() {
  const [session, setSession] = useState<AdminSession | null>(() => readAdminSession());
  useEffect(() => subscribeUnauthorized(() => setSession(null)), []);
  const brandName = useBrand().name;
  useEffect(() => {
    document.title = `${brandName} Operations`;
  }, [brandName]);

  if (!session) return <AdminLogin onSignedIn={setSession} />;
  const signOut = () => {
    clearAdminSession();
    setSession(null);
  };
  return (
    <AdminShell adminName={session.name} onSignOut={signOut}>
      <Routes>
        <Route index element={<Navigate to="approvals" replace />} />
        <Route path="approvals" element={<ApprovalsSection />} />
        <Route path="rides" element={<RidesSection />} />
        <Route path="money" element={<MoneySection />} />
        <Route path="incidents" element={<IncidentsSection />} />
        <Route path="support" element={<SupportSection />} />
        <Route path="places" element={<PlacesSection />} />
        <Route path="settings" element={<SettingsSection />} />
        <Route path="zones" element={<ZonesSection />} />
        <Route path="*" element={<Navigate to="approvals" replace />} />
      </Routes>
    </AdminShell>
  );
}
