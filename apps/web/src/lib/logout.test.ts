import { afterEach, describe, expect, it } from 'vitest';
import { getAppState } from './app-state';
import { hasAcceptedRide, logout } from './logout';

afterEach(() => localStorage.clear());

describe('logout', () => {
  it('clears the session and the stored ride and role items but keeps the theme', () => {
    for (const key of ['token', 'tokenCreatedAt', 'uname', 'userId', 'useremail', 'profilePicture', 'role'])
      localStorage.setItem(key, 'x');
    localStorage.setItem('rideDetails', '{}');
    localStorage.setItem('acceptedRide', '{}');
    localStorage.setItem('themeMode', 'dark');
    logout();
    expect(Object.keys(localStorage)).toEqual(['themeMode']);
    expect(getAppState().isLoggedOut).toBe(true);
  });

  it('is blocked while an accepted ride is stored (the Settings page)', () => {
    expect(hasAcceptedRide()).toBe(false);
    localStorage.setItem('rideDetails', JSON.stringify({ rideStatus: 'requested' }));
    expect(hasAcceptedRide()).toBe(false);
    localStorage.setItem('rideDetails', JSON.stringify({ rideStatus: 'accepted' }));
    expect(hasAcceptedRide()).toBe(true);
    localStorage.removeItem('rideDetails');
    localStorage.setItem('acceptedRide', JSON.stringify({ rideRequestId: 'r1', rideStatus: 'in_progress' }));
    expect(hasAcceptedRide()).toBe(true);
  });
});
