// Waka in each of its languages, on a phone (360×740): choosing one on the landing screen changes the landing and
// login screens and answers with a toast in it; it survives a reload; the server's own error arrives in it; chosen
// in Settings it is saved to the account, so a new sign-in on another browser opens the rider dashboard in it
// (its heading and buttons), and a biker's dashboard speaks it too, after a reload as well.
import type { Language } from '@waka/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as serverEn } from '../apps/api/src/i18n/messages/en';
import { CATALOGUES as SERVER } from '../apps/api/src/i18n/translate';
import bookingEn from '../apps/web/src/i18n/locales/booking/en';
import bookingHa from '../apps/web/src/i18n/locales/booking/ha';
import bookingIg from '../apps/web/src/i18n/locales/booking/ig';
import bookingPcm from '../apps/web/src/i18n/locales/booking/pcm';
import bookingYo from '../apps/web/src/i18n/locales/booking/yo';
import driverEn from '../apps/web/src/i18n/locales/driver/en';
import driverHa from '../apps/web/src/i18n/locales/driver/ha';
import driverIg from '../apps/web/src/i18n/locales/driver/ig';
import driverPcm from '../apps/web/src/i18n/locales/driver/pcm';
import driverYo from '../apps/web/src/i18n/locales/driver/yo';
import en from '../apps/web/src/i18n/locales/en';
import ha from '../apps/web/src/i18n/locales/ha';
import ig from '../apps/web/src/i18n/locales/ig';
import pcm from '../apps/web/src/i18n/locales/pcm';
import riderEn from '../apps/web/src/i18n/locales/rider/en';
import riderHa from '../apps/web/src/i18n/locales/rider/ha';
import riderIg from '../apps/web/src/i18n/locales/rider/ig';
import riderPcm from '../apps/web/src/i18n/locales/rider/pcm';
import riderYo from '../apps/web/src/i18n/locales/rider/yo';
import yo from '../apps/web/src/i18n/locales/yo';
import { createReadyBiker } from './rider-api-setup';
import { createVerifiedAccount, TEST_PASSWORD } from './support/account-api';
import { api } from './support/api';
import { launchBrowser, phoneContext, snap } from './support/browser';
import { expectToast, submitLoginForm } from './support/journey-people';
import { type RunningApp, startApp } from './support/server';

/** A catalogue text as shown: `{{appName}}` is the brand name, Waka on a fresh start. */
const withAppName = (text: string) => text.replaceAll('{{appName}}', 'Waka');

const WEB = { en, pcm, yo, ha, ig };
const RIDER = { en: riderEn, pcm: riderPcm, yo: riderYo, ha: riderHa, ig: riderIg };
const DRIVER = { en: driverEn, pcm: driverPcm, yo: driverYo, ha: driverHa, ig: driverIg };
const BOOKING = { en: bookingEn, pcm: bookingPcm, yo: bookingYo, ha: bookingHa, ig: bookingIg };
const OTHERS: Exclude<Language, 'en'>[] = ['pcm', 'yo', 'ha', 'ig'];

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.locator('select.language-picker__select').selectOption(language);
  await expectToast(page, WEB[language].language.saved);
}

/** The rider dashboard's heading and buttons are the language's, and none of the English ones are left. */
async function expectRiderDashboardIn(page: Page, language: Language): Promise<void> {
  const rider = RIDER[language];
  await page.getByRole('heading', { level: 1, name: rider.dashboard }).waitFor();
  await page.getByRole('button', { name: rider.getBikeMen }).waitFor();
  await page.getByRole('button', { name: rider.getCarDrivers }).waitFor();
  await page.getByRole('heading', { name: BOOKING[language].title }).waitFor();
  for (const key of ['getBikeMen', 'getCarDrivers', 'hintGetAvailable'] as const)
    if (rider[key] !== RIDER.en[key])
      expect(await page.getByText(RIDER.en[key], { exact: true }).count(), key).toBe(0);
}

/** The driver dashboard's headings, card labels and switch are the language's. */
async function expectDriverDashboardIn(page: Page, language: Language): Promise<void> {
  const driver = DRIVER[language];
  await page.getByRole('heading', { name: driver.incomingTitle }).waitFor();
  await page.getByText(driver.walletBalance, { exact: true }).waitFor();
  await page.getByText(driver.stayOnPage).waitFor();
  await page.getByText(BOOKING[language].onlineState).waitFor();
  for (const key of ['incomingTitle', 'stayOnPage', 'walletBalance'] as const)
    if (driver[key] !== DRIVER.en[key])
      expect(await page.getByText(DRIVER.en[key], { exact: true }).count(), key).toBe(0);
}

describe.each(OTHERS)('Waka in %s', (language) => {
  const web = WEB[language];

  it('switches landing, login and toasts, survives a reload, and the server answers in it', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/`);
    await page.getByText(en.landing.slides.book.title).first().waitFor();
    await chooseLanguage(page, language);
    await page.getByText(web.landing.slides.book.title).first().waitFor();
    expect(await page.getByText(en.landing.slides.book.title).count()).toBe(0);
    expect(await htmlLang(page)).toBe(language);
    await snap(page, `languages-${language}-landing`);

    await page.reload();
    await page.getByText(web.landing.slides.book.title).first().waitFor();
    expect(await htmlLang(page)).toBe(language);

    await page.goto(`${app.baseUrl}/login`);
    await page.getByText(withAppName(web.auth.loginSubtitle)).first().waitFor();
    expect(await page.getByText(withAppName(en.auth.loginSubtitle), { exact: true }).count()).toBe(0);
    // A wrong password: the server's own message, in the chosen language (the app sends it as Accept-Language).
    await submitLoginForm(page, 'nobody.here@waka.test', 'Wrong#2026');
    await expectToast(page, SERVER[language].wrongCredentials);
    await snap(page, `languages-${language}-login-error`);
    await context.close();
  });

  it('chosen in Settings, it is the account’s: a new sign-in elsewhere opens the dashboard in it', async () => {
    const account = await createVerifiedAccount(app, `Lang${language}`);
    await api(app, '/api/rider/extra-details', {
      token: account.token,
      body: { preferredType: 'rider', location: { type: 'Point', coordinates: [3.3515, 6.6018] } },
    });

    const first = await phoneContext(browser);
    const page = await first.newPage();
    await page.goto(`${app.baseUrl}/login`);
    await submitLoginForm(page, account.email, TEST_PASSWORD);
    await expectToast(page, en.auth.loginSuccessful);
    await page.waitForURL(/\/Dashboard$/);
    await page.goto(`${app.baseUrl}/settings`);
    await page.getByText(en.settings.title).first().waitFor();
    await chooseLanguage(page, language);
    const settingsText = (['title', 'updateProfile', 'rideHistory'] as const).find(
      (key) => web.settings[key] !== en.settings[key],
    );
    if (settingsText) await page.getByText(web.settings[settingsText]).first().waitFor();
    await snap(page, `languages-${language}-settings`);
    const profile = await api<{ user: { language: string } }>(app, '/api/user/profile', {
      token: account.token,
      method: 'GET',
    });
    expect(profile.user.language).toBe(language);
    await first.close();

    // Another browser, nothing saved on it: the sign-in screen is English until the account answers.
    const second = await phoneContext(browser);
    const other = await second.newPage();
    await other.goto(`${app.baseUrl}/login`);
    await other.getByText(en.auth.loginTitle).first().waitFor();
    await submitLoginForm(other, account.email, TEST_PASSWORD);
    await expectToast(other, web.auth.loginSuccessful);
    await other.waitForURL(/\/Dashboard$/);
    expect(await htmlLang(other)).toBe(language);
    await other.getByText(web.common.needHelpCall).first().waitFor();
    if (web.common.needHelpCall !== en.common.needHelpCall)
      expect(await other.getByText(en.common.needHelpCall, { exact: true }).count()).toBe(0);
    await expectRiderDashboardIn(other, language);
    await snap(other, `languages-${language}-dashboard`);
    await other.reload();
    await other.getByText(web.common.needHelpCall).first().waitFor();
    expect(await htmlLang(other)).toBe(language);
    await expectRiderDashboardIn(other, language);
    await second.close();
  });

  it('the driver dashboard speaks it too, and after a reload', async () => {
    const biker = await createReadyBiker(app, { latitude: 6.6052, longitude: 3.3561 });
    const context = await phoneContext(browser, { geolocation: { latitude: 6.6052, longitude: 3.3561 } });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/login`);
    await submitLoginForm(page, biker.email, TEST_PASSWORD);
    await page.waitForURL(/\/dashboardtoweb$/i);
    await page.getByRole('heading', { name: DRIVER.en.incomingTitle }).waitFor();
    await page.goto(`${app.baseUrl}/settings`);
    await chooseLanguage(page, language);
    await page.goto(`${app.baseUrl}/dashboardtoweb`);
    await expectDriverDashboardIn(page, language);
    await snap(page, `languages-${language}-driver-dashboard`);
    await page.reload();
    await expectDriverDashboardIn(page, language);
    expect(await htmlLang(page)).toBe(language);
    await context.close();
  });
});

it('the server catalogue and the web catalogues cover the same languages', () => {
  expect(Object.keys(SERVER).sort()).toEqual(Object.keys(WEB).sort());
  expect(Object.keys(serverEn).length).toBeGreaterThan(0);
});
