// Test helpers of the accounts feature: register through the API and read the code from real e-mail.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { MailCatcher } from '../../../../e2e/support/mail-catcher';

let counter = 0;

export function newRegistration(overrides: Record<string, string> = {}) {
  counter += 1;
  const unique = `${process.pid}${counter}${Math.floor(Math.random() * 1e5)}`;
  return {
    name: `Tester ${counter}`,
    username: `tester_${unique}`,
    email: `tester${unique}@example.com`,
    phoneNumber: `070${unique.padStart(8, '0').slice(-8)}`,
    password: 'Secret1!',
    ...overrides,
  };
}

/** Registers and returns the e-mailed code (waiting for a message after those already caught). */
export async function registerAndReadCode(app: FastifyInstance, mail: MailCatcher, body = newRegistration()) {
  const before = mail.messages.length;
  const res = await app.inject({ method: 'POST', url: '/api/user/register', payload: body });
  expect(res.statusCode).toBe(201);
  const code = await mail.waitForCode(body.email, 10_000, before);
  return { ...body, code };
}

/** A registered, verified account and a login token. */
export async function registerVerifiedUser(
  app: FastifyInstance,
  mail: MailCatcher,
  body = newRegistration(),
) {
  const registered = await registerAndReadCode(app, mail, body);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/user/verify',
    payload: { email: body.email, otp: registered.code },
  });
  expect(verify.statusCode).toBe(200);
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: body.email, password: body.password },
  });
  expect(login.statusCode).toBe(200);
  const token = login.json().token as string;
  return {
    ...registered,
    token,
    auth: { authorization: `Bearer ${token}` },
    id: login.json().user.id as string,
  };
}
