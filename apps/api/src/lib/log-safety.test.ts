// Nothing secret in the log: sending codes (outbox mailer) logs no code or subject, a NUL in any text field is
// a 400 naming the field, and a failed query's parameters (a password hash) never reach the log.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../db/schema';
import { newRegistration } from '../test-support/accounts';
import { createTestApp, createTestUser, type TestApp } from '../test-support/harness';

let t: TestApp;
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, undefined, { logStream: { write: (l) => lines.push(l) } });
});
afterAll(() => t.close());

describe('the log', () => {
  it('never carries a one-time code or a subject holding one', async () => {
    const body = newRegistration();
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    expect((await post('/api/user/register', body)).statusCode).toBe(201);
    expect((await post('/api/user/forgot', { email: body.email })).statusCode).toBe(200);
    await t.app.jobs.idle();
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email));
    const codes = mails.map((m) => m.subject.match(/^(\d{6}) is your Waka/)?.[1]);
    expect(codes).toHaveLength(2);
    expect(codes.every(Boolean)).toBe(true);
    expect(log()).toContain('mail kept in the outbox');
    for (const code of codes) expect(log()).not.toContain(code);
    expect(log()).not.toMatch(/is your Waka/);
  });

  it('answers a NUL in a text field with a 400 naming the field, before any query', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: newRegistration({ name: 'Ada\u0000Lovelace' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^name contains a control character/);
    const user = await createTestUser(t.app);
    const nested = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: user.auth,
      payload: { username: 'bell\u0007' },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toMatch(/^username contains a control character/);
  });

  it('keeps line breaks where text may span lines', async () => {
    const user = await createTestUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/message',
      headers: user.auth,
      payload: { subject: 'Two lines', message: 'First line\nSecond line' },
    });
    expect(res.statusCode).toBeLessThan(300);
  });

  it('writes a failed query without its parameters (no password hash)', async () => {
    const [row] = await t.database.db.select().from(users).limit(1);
    const hash = row!.passwordHash;
    const failure = await t.database.db
      .insert(users)
      .values({ ...row!, id: undefined, email: 'nul\u0000@example.com', passwordHash: hash })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain(hash); // what a plain serializer would have written
    t.app.log.error({ err: failure }, 'unhandled error');
    expect(log()).toContain('Failed query');
    expect(log()).not.toContain(hash);
    expect(log()).not.toContain(hash.slice(-20));
  });
});
