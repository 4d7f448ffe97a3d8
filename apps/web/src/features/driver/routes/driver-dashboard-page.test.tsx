// What a driver sees and what each action says, against a stubbed API (the real one is exercised by e2e/driver-journey).
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIG, installFakeApi, ok, signIn } from '../../../../../../test-support/web/fake-api';
import { renderPage, settle as settleRounds } from '../../../../../../test-support/web/render-page';
import { toast } from '../../../lib/toast';
import DriverDashboardPage from './driver-dashboard-page';

let api: ReturnType<typeof installFakeApi>;

const REQUEST = {
  rideRequestId: '7d0c1f9e-1111-4a5b-9c3d-000000000001',
  rider: { name: 'Ada Rider', phoneNumber: '08031234567' },
  pickupLocation: { latitude: 6.6, longitude: 3.35 },
  destinationLocation: { latitude: 6.52, longitude: 3.38 },
  pickupAddress: 'Allen Avenue, Ikeja',
  destinationAddress: 'Yaba Market',
  notes: 'Blue gate',
  fare: 1450,
  commission: 145,
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 120_000).toISOString(),
};

/** What a ride action answers: its message and the ride's new status. */
const transition = (message: string, status: string) => ({
  message,
  ride: { _id: REQUEST.rideRequestId, status },
});

function setup() {
  return renderPage(
    [
      { path: '/dashboardtoweb', element: <DriverDashboardPage /> },
      { path: '/Dashboard', element: <h1>Rider dashboard</h1> },
      { path: '/InitializePayment', element: <h1>Fund Wallet</h1> },
    ],
    '/dashboardtoweb',
  );
}

const settle = () => settleRounds(8);
const posted = (path: string) => api.calls.filter((call) => call.method === 'POST' && call.path === path);

beforeEach(() => {
  signIn({ uname: 'Musa Biker', role: 'biker' });
  api = installFakeApi(
    {
      '/api/config': ok(CONFIG),
      '/api/approved': ok({ approved: true }),
      '/api/driver/online': ok({ online: true, declined: 0 }),
      '/api/rider/getwalletbalance': ok({ walletBalance: 2000 }),
      '/api/incoming-rides': ok({ incomingRequests: [REQUEST] }),
      '/api/geo/reverse': ok({ address: 'Near Ikeja, Lagos State' }),
      '/api/rider/updatelocation': ok({ message: 'Location updated.' }),
      '/api/acceptride': ok(transition('Ride accepted!', 'accepted')),
      '/api/startride': ok(transition('Ride Started!', 'in_progress')),
      '/api/completeride': ok(transition('Ride Completed!', 'completed')),
      '/api/noshow': ok(transition('No-show reported.', 'no_show')),
    },
    'Ride not found.',
  );
  vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }));
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (onFix: PositionCallback) => {
        setTimeout(
          () => onFix({ coords: { latitude: 6.6018, longitude: 3.3515 } } as GeolocationPosition),
          0,
        );
        return 1;
      },
      clearWatch: () => undefined,
    },
  });
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
});

describe('the driver dashboard', () => {
  it('sends a rider to /Dashboard', async () => {
    localStorage.setItem('role', 'rider');
    const router = setup();
    await settle();
    expect(router.state.location.pathname).toBe('/Dashboard');
  });

  it('shows an unapproved driver the banner and asks for no requests', async () => {
    api.routes['/api/approved'] = ok({ approved: false });
    api.routes['/api/rider/getwalletbalance'] = ok({ walletBalance: 0 });
    setup();
    await settle();
    expect(screen.getByRole('heading', { name: 'Approval in Progress' })).toBeTruthy();
    expect(screen.getByText('Welcome, Musa Biker')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Incoming requests' })).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/incoming-rides')).toBe(false);
    expect(document.querySelector('dialog[open]')).toBeNull();
  });

  it('pushes the position and shows the address and the balance', async () => {
    setup();
    await settle();
    expect(api.calls.find((call) => call.path === '/api/rider/updatelocation')?.body).toEqual({
      latitude: 6.6018,
      longitude: 3.3515,
    });
    expect(screen.getByText('Near Ikeja, Lagos State')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Wallet balance ₦2,000.00. Add funds' }).getAttribute('href'),
    ).toBe('/InitializePayment');
  });

  it('blocks an approved driver below the threshold with a modal that only Add Funds closes', async () => {
    api.routes['/api/rider/getwalletbalance'] = ok({ walletBalance: 120 });
    const router = setup();
    await settle();
    const dialog = document.querySelector('dialog[open]') as HTMLDialogElement;
    expect(dialog).toBeTruthy();
    const modal = within(dialog);
    expect(
      modal.getByText('Your wallet balance is below ₦500. Add funds to keep receiving ride requests.'),
    ).toBeTruthy();
    fireEvent(dialog, new Event('cancel', { cancelable: true })); // Escape
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(modal.getAllByRole('button').map((button) => button.textContent)).toEqual(['Add Funds']);
    fireEvent.click(modal.getByRole('button', { name: 'Add Funds' }));
    await settle();
    expect(router.state.location.pathname).toBe('/InitializePayment');
  });

  it('accepts a request, keeps it as acceptedRide, starts and completes it', async () => {
    setup();
    await settle();
    const card = within(screen.getByRole('article', { name: 'Ada Rider' }));
    for (const text of ['Allen Avenue, Ikeja', 'Yaba Market', 'Blue gate', '₦1,450', '₦145'])
      expect(card.getByText(text)).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Accept' }));
    await settle();
    expect(posted('/api/acceptride')[0]?.body).toEqual({ rideRequestId: REQUEST.rideRequestId });
    expect(screen.getByText('Ride accepted!')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('acceptedRide')!)).toEqual({
      rideRequestId: REQUEST.rideRequestId,
      riderName: 'Ada Rider',
      riderPhoneNumber: '08031234567',
      pickupAddress: 'Allen Avenue, Ikeja',
      pickupLocation: REQUEST.pickupLocation,
      destinationAddress: 'Yaba Market',
      fare: 1450,
      commission: 145,
      notes: 'Blue gate',
      rideStatus: 'accepted',
    });
    const panel = within(screen.getByRole('region', { name: 'Current ride' }));
    // "Navigate to pickup" opens the maps app at the pickup point.
    expect(panel.getByRole('link', { name: 'Navigate to pickup' }).getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${REQUEST.pickupLocation.latitude}%2C${REQUEST.pickupLocation.longitude}&travelmode=driving`,
    );
    expect(panel.getByRole('link', { name: /Call Ada Rider/ }).getAttribute('href')).toBe('tel:08031234567');
    expect((panel.getByRole('button', { name: 'Complete Ride' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(panel.getByRole('button', { name: 'Start Ride' }));
    await settle();
    expect(screen.getByText('Ride Started!')).toBeTruthy();
    expect(panel.getByText('Ride In Progress')).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'Complete Ride' }));
    await settle();
    expect(screen.getByText('Ride Completed!')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Current ride' })).toBeNull();
    expect(localStorage.getItem('acceptedRide')).toBeNull();
  });

  it('removes a request the rider cancelled, with a clear message instead of an error', async () => {
    api.routes['/api/acceptride'] = () => ({
      status: 409,
      body: { message: 'This ride cannot be accepted: the rider cancelled it.', code: 'ride_state_changed' },
    });
    api.routes[`/api/status/${REQUEST.rideRequestId}`] = ok({
      status: 'cancelled',
      rideId: REQUEST.rideRequestId,
    });
    setup();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await settle();
    expect(screen.getByText('This request is no longer available.')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Ada Rider' })).toBeNull();
    expect(localStorage.getItem('acceptedRide')).toBeNull();
  });

  it('removes an expired request on its code alone, whatever the message says', async () => {
    api.routes['/api/acceptride'] = () => {
      // The server no longer lists an expired request.
      api.routes['/api/incoming-rides'] = ok({ incomingRequests: [] });
      return { status: 409, body: { message: 'Bukatar tafiya ta ƙare.', code: 'ride_expired' } };
    };
    setup();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await settle();
    expect(screen.getByText('This request is no longer available.')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Ada Rider' })).toBeNull();
    expect(api.calls.some((call) => call.path.startsWith('/api/status/'))).toBe(false);
  });

  it('keeps the request and says why when the driver cannot accept it', async () => {
    api.routes['/api/acceptride'] = () => ({
      status: 409,
      body: { message: 'Your wallet balance is below ₦500. Add funds to accept rides.', code: 'conflict' },
    });
    api.routes[`/api/status/${REQUEST.rideRequestId}`] = ok({
      status: 'requested',
      rideId: REQUEST.rideRequestId,
    });
    setup();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await settle();
    expect(
      screen.getByText(
        'Failed to accept ride. Your wallet balance is below ₦500. Add funds to accept rides.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Ada Rider' })).toBeTruthy();
  });

  it('restores the stored ride and clears it when the server says it has ended', async () => {
    const stored = {
      rideRequestId: REQUEST.rideRequestId,
      riderName: 'Ada Rider',
      riderPhoneNumber: '08031234567',
      pickupAddress: 'Allen Avenue, Ikeja',
      destinationAddress: 'Yaba Market',
      fare: 1450,
      commission: 145,
      notes: '',
      rideStatus: 'accepted',
    };
    localStorage.setItem('acceptedRide', JSON.stringify(stored));
    api.routes[`/api/status/${REQUEST.rideRequestId}`] = ok({
      status: 'in_progress',
      rideId: REQUEST.rideRequestId,
    });
    setup();
    await settle();
    expect(screen.getByText('Ride In Progress')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('acceptedRide')!).rideStatus).toBe('in_progress');
    cleanup();

    api.routes[`/api/status/${REQUEST.rideRequestId}`] = ok({
      status: 'no_show',
      rideId: REQUEST.rideRequestId,
    });
    setup();
    await settle();
    expect(screen.queryByRole('region', { name: 'Current ride' })).toBeNull();
    expect(localStorage.getItem('acceptedRide')).toBeNull();
  });

  it('keeps the no-show report closed until the server says the wait is over', async () => {
    api.routes[`/api/status/${REQUEST.rideRequestId}`] = ok({
      status: 'accepted',
      rideId: REQUEST.rideRequestId,
      pinRequired: false,
      noShowAllowedAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    });
    setup();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await settle();
    const panel = within(screen.getByRole('region', { name: 'Current ride' }));
    expect(panel.getByRole('button', { name: 'Rider did not show up' })).toHaveProperty('disabled', true);
    expect(panel.getByText(/You can report a no-show from/)).toBeTruthy();
  });

  it('asks for the rider’s PIN when the ride needs one and sends it with Start', async () => {
    api.routes[`/api/status/${REQUEST.rideRequestId}`] = ok({
      status: 'accepted',
      rideId: REQUEST.rideRequestId,
      pinRequired: true,
    });
    setup();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await settle();
    const panel = within(screen.getByRole('region', { name: 'Current ride' }));
    const start = panel.getByRole('button', { name: 'Start Ride' });
    expect(start).toHaveProperty('disabled', true);
    fireEvent.input(panel.getByLabelText("Rider's PIN"), { target: { value: '4821' } });
    fireEvent.click(start);
    await settle();
    expect(posted('/api/startride')[0]?.body).toEqual({ rideRequestId: REQUEST.rideRequestId, pin: '4821' });
  });

  it('reports a no-show only after the driver confirms it', async () => {
    api.routes[`/api/status/${REQUEST.rideRequestId}`] = ok({
      status: 'accepted',
      rideId: REQUEST.rideRequestId,
      pinRequired: false,
      noShowAllowedAt: new Date(Date.now() - 1000).toISOString(),
    });
    setup();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await settle();
    const panel = within(screen.getByRole('region', { name: 'Current ride' }));
    fireEvent.click(panel.getByRole('button', { name: 'Rider did not show up' }));
    const dialog = within(document.querySelector('dialog[open]') as HTMLElement);
    fireEvent.click(dialog.getByRole('button', { name: 'Keep waiting' }));
    expect(posted('/api/noshow')).toHaveLength(0);
    expect(document.querySelector('dialog[open]')).toBeNull();

    fireEvent.click(panel.getByRole('button', { name: 'Rider did not show up' }));
    fireEvent.click(
      within(document.querySelector('dialog[open]') as HTMLElement).getByRole('button', {
        name: 'Yes, report no-show',
      }),
    );
    await settle();
    expect(posted('/api/noshow')[0]?.body).toEqual({ rideRequestId: REQUEST.rideRequestId });
    expect(screen.queryByRole('region', { name: 'Current ride' })).toBeNull();
    expect(localStorage.getItem('acceptedRide')).toBeNull();
  });
});
