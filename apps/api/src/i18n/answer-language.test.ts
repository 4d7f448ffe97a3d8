// Server messages in the reader's language over real routes: the signed-in account's language, else the
// request's Accept-Language, else English (unchanged, byte for byte).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { ensureSystemAccount, ensureWalletAccount, postToLedger } from '../modules/wallet/ledger';
import {
  createTestApp,
  createTestUser,
  creditTestWallet,
  TEST_PASSWORD,
  type TestApp,
} from '../test-support/harness';
import { north } from '../test-support/rides';
import { adminZoneCall, squarePolygon } from '../test-support/zones';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const wrongLogin = { email: 'nobody@example.com', password: 'Wr0ng!pass' };

describe('answers in the reader’s language', () => {
  it('an anonymous call with Accept-Language: yo gets Yoruba; without one, the English text', async () => {
    const yo = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'accept-language': 'yo-NG,yo;q=0.9,en;q=0.8' },
      payload: wrongLogin,
    });
    expect(yo.statusCode).toBe(401);
    expect(yo.json()).toEqual({ message: 'Ímeèlì tàbí ọ̀rọ̀ aṣínà kò tọ̀nà.', code: 'wrong_credentials' });

    const plain = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: wrongLogin });
    expect(plain.json()).toEqual({ message: 'Incorrect email or password.', code: 'wrong_credentials' });
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'accept-language': 'fr-FR,en;q=0.5' },
      payload: wrongLogin,
    });
    expect(english.body).toBe(plain.body);
  });

  it('translates a validation answer and each of its field errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot',
      headers: { 'accept-language': 'yo' },
      payload: { email: 'not-an-address' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Ẹ jọ̀wọ́, ẹ tẹ àdírẹ́sì ímeèlì tó tọ̀nà.',
      errors: [{ field: 'email', message: 'Ẹ jọ̀wọ́, ẹ tẹ àdírẹ́sì ímeèlì tó tọ̀nà.' }],
    });
  });

  it('a Pidgin account gets Pidgin errors and success messages, whatever its browser says', async () => {
    const ada = await createTestUser(t.app, { name: 'Ada' });
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: ada.auth,
      payload: { language: 'pcm' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ message: 'Your profile don update!', user: { language: 'pcm' } });
    const [row] = await t.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, ada.id));
    expect(row?.language).toBe('pcm');
    await t.app.dispatch.sync();

    const profile = await t.app.inject({ url: '/api/user/profile', headers: ada.auth });
    expect(profile.json().user.language).toBe('pcm');
    const missing = await t.app.inject({
      url: '/api/status/00000000-0000-4000-8000-000000000000',
      headers: { ...ada.auth, 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'We no see dis ride.', code: 'not_found' });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: ada.email, password: TEST_PASSWORD },
    });
    expect(login.json().user.language).toBe('pcm');
  });

  it('refuses a language Waka does not speak', async () => {
    const bola = await createTestUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bola.auth,
      payload: { language: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });

  it('a new account keeps the language it signed up in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'accept-language': 'ha' },
      payload: {
        name: 'Musa Bello',
        username: 'musa_bello',
        email: 'musa@example.com',
        phoneNumber: '08031234567',
        password: 'Passw0rd!',
        confirmPassword: 'Passw0rd!',
        agreeTerms: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('An buɗe asusu. Mun aika lamba mai lambobi 6 zuwa imel ɗinka.');
    const [row] = await t.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, 'musa@example.com'));
    expect(row?.language).toBe('ha');
  });

  it('says why no bikers are listed, naming the zone, in the reader’s language', async () => {
    const admin = await createTestUser(t.app, { role: null, isAdmin: true });
    const center = { latitude: 9.0765, longitude: 7.3986 };
    await adminZoneCall(t.app, admin).create({ name: 'Garki', geometry: squarePolygon(center, 0.01) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rider/getonlinebikers',
      headers: { 'accept-language': 'ig' },
      payload: { ...north(center, 200), radiusInMeters: 5000 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().restriction).toMatchObject({
      zone: { name: 'Garki' },
      where: 'pickup',
      message:
        'Anaghị ekwe ọkada na Garki (mpaghara a machibidoro ọkada), ebe a ga-ebuli gị dịkwa n’ime ya. Were ụgbọala, ma ọ bụ zute onye ọgba ọkada n’èzí mpaghara ahụ.',
    });
  });
});

describe('wallet transaction descriptions', () => {
  it('reach the account in its language; an operator’s own text stays as written', async () => {
    const bola = await createTestUser(t.app, { name: 'Bola' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bola.auth,
      payload: { language: 'ha' },
    });
    await creditTestWallet(t.app, bola.id, 700);
    await t.app.database.db.transaction(async (tx) => {
      const wallet = await ensureWalletAccount(tx, bola.id);
      const clearing = await ensureSystemAccount(tx, 'provider_clearing');
      await postToLedger(tx, {
        kind: 'commission',
        description: 'Commission on ride abcd1234 (10% of ₦500)',
        entries: [
          { accountId: wallet, amountKobo: -5000 },
          { accountId: clearing, amountKobo: 5000 },
        ],
      });
    });
    const res = await t.app.inject({ url: '/api/transactionhistory', headers: bola.auth });
    const descriptions = res.json().transactions.map((item: { description: string }) => item.description);
    expect(descriptions.sort()).toEqual(['Kwamishan a kan tafiya abcd1234 (10% na ₦500)', 'Test credit']);

    const english = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bola.auth,
      payload: { language: 'en' },
    });
    expect(english.statusCode).toBe(200);
    const again = await t.app.inject({ url: '/api/transactionhistory', headers: bola.auth });
    expect(
      again
        .json()
        .transactions.map((item: { description: string }) => item.description)
        .sort(),
    ).toEqual(['Commission on ride abcd1234 (10% of ₦500)', 'Test credit']);
  });
});
