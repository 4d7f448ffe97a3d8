// /dashboardtoweb — the dashboard of drivers and bikers: approval, wallet, location, incoming requests, the
// accepted ride and the low-balance modal, each refreshed at its own pace. Riders are sent to /Dashboard.
import { DRIVER_WALLET_POLL_MS } from '@waka/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { SupportContact } from '../../../components/ui/support-contact';
import { useAppConfig } from '../../../lib/app-config';
import { useSession } from '../../../lib/role';
import { OnlineSwitch, useOnlineState } from '../../booking/components/online-switch';
import { RateRidePrompt } from '../../safety';
import { useWalletBalance } from '../../wallet/api/get-wallet-balance';
import { useApproval } from '../api/get-approval';
import { useZoneNotice } from '../api/get-zone-notice';
import { AcceptedRidePanel } from '../components/accepted-ride-panel';
import { ApprovalBanner } from '../components/approval-banner';
import { CurrentLocationCard } from '../components/current-location-card';
import { DriverHeader } from '../components/driver-header';
import { IncomingRequestsSection } from '../components/incoming-requests-section';
import { LowBalanceModal } from '../components/low-balance-modal';
import { WalletBalanceCard } from '../components/wallet-balance-card';
import { ZonePositionBanner } from '../components/zone-position-banner';
import { useAcceptedRide } from '../hooks/use-accepted-ride';
import { useDriverLiveEvents } from '../hooks/use-driver-live-events';
import { useDriverLocation } from '../hooks/use-driver-location';
import { useIncomingRequests } from '../hooks/use-incoming-requests';
import { useRideActions } from '../hooks/use-ride-actions';
import { unlockAlertCueOnFirstInteraction } from '../lib/alert-cue';
import '../driver.css';

export default function DriverDashboardPage() {
  if (useSession().role === 'rider') return <Navigate to="/Dashboard" replace />;
  return <DriverDashboard />;
}

function DriverDashboard() {
  // Every namespace the dashboard's parts read, fetched together before its first paint.
  useTranslation(['driver', 'booking', 'safety', 'ride']);
  const config = useAppConfig();
  const approval = useApproval();
  const isApproved = approval.data === true;
  const wallet = useWalletBalance({ refetchInterval: DRIVER_WALLET_POLL_MS });
  const location = useDriverLocation();
  const acceptedRide = useAcceptedRide();
  const zoneNotice = useZoneNotice(location.position, useSession().role === 'biker');
  const hasActiveRide = acceptedRide.ride !== null;
  // While unapproved no requests are shown; while a ride runs the driver cannot take another.
  // Offline drivers are sent nothing, so nothing is listed either.
  const isOnline = useOnlineState().data?.online === true;
  const incoming = useIncomingRequests({ enabled: isApproved && !hasActiveRide && isOnline });
  const { isLive } = useDriverLiveEvents({ isApproved, incoming, acceptedRide });
  const actions = useRideActions({ incoming, acceptedRide });

  useEffect(unlockAlertCueOnFirstInteraction, []);

  // The modal needs both numbers; a running ride is finished first (its commission is charged at the end),
  // and a driver still waiting for approval sees the banner with a funding hint instead (decision 070).
  const threshold = config?.lowBalanceThreshold;
  const isBalanceLow = threshold !== undefined && wallet.data !== undefined && wallet.data < threshold;

  return (
    <main className="page driver-dashboard">
      <DriverHeader />
      <div className="driver-summary">
        <WalletBalanceCard balance={wallet.data} isLoading={wallet.isPending} />
        <CurrentLocationCard location={location} />
      </div>
      {zoneNotice.data?.restriction && <ZonePositionBanner restriction={zoneNotice.data.restriction} />}
      {approval.data === false && (
        <ApprovalBanner lowBalanceThreshold={isBalanceLow ? threshold : undefined} />
      )}
      <RateRidePrompt />
      {acceptedRide.ride && (
        <AcceptedRidePanel
          ride={acceptedRide.ride}
          isStarting={actions.isStarting}
          isCompleting={actions.isCompleting}
          isReportingNoShow={actions.isReportingNoShow}
          onStart={actions.onStart}
          onComplete={actions.onComplete}
          onNoShow={actions.onNoShow}
        />
      )}
      {isApproved && <OnlineSwitch />}
      {isApproved && !hasActiveRide && isOnline && (
        <IncomingRequestsSection
          incoming={incoming}
          isLive={isLive}
          pendingId={actions.pendingId}
          onAccept={actions.onAccept}
          onDecline={actions.onDecline}
        />
      )}
      <SupportContact />
      <LowBalanceModal isOpen={isBalanceLow && isApproved && !hasActiveRide} threshold={threshold ?? 0} />
    </main>
  );
}
