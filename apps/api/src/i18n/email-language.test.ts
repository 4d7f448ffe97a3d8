// E-mails in the reader's language: the account's (a code at sign-up, a security notice), English by default.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../db/schema';
import { createTestApp, createTestUser, TEST_PASSWORD, type TestApp } from '../test-support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function lastMailTo(email: string) {
  await t.app.jobs.idle();
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

describe('e-mails in the account’s language', () => {
  it('a sign-up in Hausa gets its code in Hausa', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'accept-language': 'ha-NG' },
      payload: {
        name: 'Aisha Sani',
        username: 'aisha_sani',
        email: 'aisha@example.com',
        phoneNumber: '08039876543',
        password: 'Passw0rd!',
      },
    });
    expect(res.statusCode).toBe(201);
    const mail = await lastMailTo('aisha@example.com');
    expect(mail?.subject).toMatch(/^\d{6} ita ce lambar tabbatarwa ta Waka$/);
    expect(mail?.text).toContain('Sannu Aisha Sani,');
    expect(mail?.text).toContain('Saka wannan lambar a Waka don tabbatar da imel ɗinka.');
    expect(mail?.text).toMatch(/^Lambarka: \d{6}$/m);
    expect(mail?.html).toContain('Kana samun wannan imel saboda asusunka na Waka.');
  });

  it('a password change e-mails an Igbo account in Igbo, an English one in English', async () => {
    for (const [language, subject] of [
      ['ig', 'Agbanweela okwuntughe Waka gị'],
      ['en', 'Your Waka password was changed'],
    ] as const) {
      const user = await createTestUser(t.app);
      await t.database.db.update(users).set({ language }).where(eq(users.id, user.id));
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: user.auth,
        payload: { password: 'N3wPass!', currentPassword: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      await expect.poll(async () => (await lastMailTo(user.email))?.subject).toBe(subject);
    }
  });
});
