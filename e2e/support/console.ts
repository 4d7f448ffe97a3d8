// Signing in to the operations console through its own form, as an operator does.
import type { Page } from 'playwright-core';
import { ADMIN_CREDENTIALS } from './api';
import type { RunningApp } from './server';

/** Opens `path` of the console (its sign-in form first) and signs in as `who`, the bootstrap admin by default. */
export async function signInToConsole(
  page: Page,
  app: RunningApp,
  path = '/admin',
  who: { email: string; password: string } = ADMIN_CREDENTIALS,
): Promise<void> {
  await page.goto(`${app.baseUrl}${path}`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
