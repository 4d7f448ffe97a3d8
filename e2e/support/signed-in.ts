// A browser signed in with an account's token, as the login screen leaves it, without going through the
// screen (for journeys whose subject is not signing in, or accounts the login screen refuses).
import type { Page } from 'playwright-core';
import type { RunningApp } from './server';

export interface SignedInAccount {
  id: string;
  name: string;
  email: string;
  token: string;
}

export async function openSignedIn(
  page: Page,
  app: RunningApp,
  account: SignedInAccount,
  options: { role?: string; path: string },
): Promise<void> {
  await page.goto(`${app.baseUrl}/privacy-policy`);
  await page.evaluate(
    ({ account, role }) => {
      localStorage.setItem('token', account.token);
      localStorage.setItem('tokenCreatedAt', String(Date.now()));
      localStorage.setItem('uname', account.name);
      localStorage.setItem('userId', account.id);
      localStorage.setItem('useremail', account.email);
      if (role) {
        localStorage.setItem('role', role);
        localStorage.setItem('userRole', role);
      }
    },
    { account, role: options.role },
  );
  await page.goto(`${app.baseUrl}${options.path}`);
}

/** True when the element is what a tap at its centre would hit: nothing (no modal, no backdrop) covers it. */
export async function isOnTop(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  }, selector);
}
