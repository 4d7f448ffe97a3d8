// API and browser helpers of the driver journey: real accounts through the real endpoints —
// register, the e-mailed code, verify, login, extra details, the admin's approval — and screen checks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type ApiOptions, approveAsAdmin, api as callApi, registerVerifiedAccount } from './support/api';
import { snap } from './support/browser';
import type { RunningApp } from './support/server';
import { openSignedIn } from './support/signed-in';

export const HERE = { latitude: 6.6018, longitude: 3.3515 }; // Ikeja; phoneContext's default position
export const DESTINATION = { latitude: 6.5244, longitude: 3.3792 };
export const PASSWORD = 'Ride#2026ok';

let serial = 0;

export interface Account {
  id: string;
  name: string;
  email: string;
  token: string;
}

/** The screen in the light theme and again in the dark one (the app follows the device's scheme live). */
export async function snapBothThemes(page: Page, name: string): Promise<void> {
  await snap(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(150);
  await snap(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** WCAG 2 A/AA rules of axe-core on the current screen (both themes). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses an injected <script>.
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForTimeout(150);
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run(
              context: Document,
              options: object,
            ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations, colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
}

/** The helpers that talk to one running app. */
export function driverJourneyKit(app: RunningApp) {
  const api = <T = Record<string, unknown>>(path: string, options: ApiOptions = {}) =>
    callApi<T>(app, path, options);

  async function createAccount(name: string, role: 'rider' | 'biker' | 'driver'): Promise<Account> {
    serial += 1;
    const tag = `${Date.now().toString(36)}${serial}`;
    const email = `${role}.${tag}@waka.test`;
    const login = await registerVerifiedAccount(app, {
      name,
      username: `${role}_${tag}`,
      email,
      phoneNumber: `0803${String(1_000_000 + serial * 7919).slice(-7)}`,
      password: PASSWORD,
    });
    const token = login.token;
    const location = { type: 'Point', coordinates: [HERE.longitude, HERE.latitude] };
    if (role === 'biker') {
      const bikeDetails = {
        bikeNumber: `LAG-${tag}`,
        bikeType: 'Bajaj Boxer',
        insuranceExpiryDate: '2027-06-30',
        bikeDocumentImage: '/placeholder/bike-document.png',
        ninImage: '/placeholder/nin.png',
      };
      await api('/api/rider/extra-details', {
        token,
        body: { preferredType: 'biker', location, bikeDetails },
      });
    } else if (role === 'driver') {
      const driverDetails = {
        licenseNumber: `LIC-${tag}`,
        vehicleModel: 'Toyota Corolla',
        vehiclePlateNumber: `KJA-${tag}`,
        licenseExpiryDate: '2027-06-30',
        licenseImage: '/placeholder/license.png',
        ninImage: '/placeholder/nin.png',
      };
      await api('/api/rider/extra-details', {
        token,
        body: { preferredType: 'driver', location, driverDetails },
      });
    } else {
      await api('/api/rider/extra-details', { token, body: { preferredType: 'rider', location } });
    }
    return { id: login.id, name, email, token };
  }

  async function approve(account: Account): Promise<void> {
    await approveAsAdmin(app, account.id);
  }

  /** Signs in through the login screen, as a person does. */
  async function logInThroughTheScreen(page: Page, account: Account): Promise<void> {
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/dashboardtoweb$/i);
  }

  /** The state right after a driver submits their details (the login screen refuses the unapproved). */
  async function openDashboardSignedIn(page: Page, account: Account, role: string): Promise<void> {
    await openSignedIn(page, app, account, { role, path: '/dashboardtoweb' });
  }

  async function requestRideFrom(rider: Account, biker: Account, notes: string): Promise<string> {
    const answer = await api<{ ride: { _id: string } }>('/api/requestride', {
      token: rider.token,
      body: {
        pickupLocation: HERE,
        destinationLocation: DESTINATION,
        driverId: biker.id,
        preferredType: 'biker',
        notes,
      },
    });
    return answer.ride._id;
  }

  return { api, createAccount, approve, logInThroughTheScreen, openDashboardSignedIn, requestRideFrom };
}
