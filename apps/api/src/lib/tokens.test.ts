// Session tokens: the claims of a token signed here are known at once; an expired or altered token is refused
// whether or not this service has seen it.
import { createHash } from 'node:crypto';
import { SESSION_LIFETIME_MS } from '@waka/shared';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const USER = '0b8f9a52-5d8e-4c3a-9d0e-3f1b2c4d5e6f';

describe('session tokens', () => {
  it('answers a token signed here, and another instance with the same secret agrees', async () => {
    const here = createTokenService(SECRET);
    const token = await here.sign(USER);
    const claims = await here.verify(token);
    expect(claims).toMatchObject({ userId: USER });
    expect(claims?.sessionHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(await createTokenService(SECRET).verify(token)).toEqual(claims);
  });

  it('refuses an expired token, also on the instance that signed it and still holds it', async () => {
    const here = createTokenService(SECRET);
    const longAgo = new Date(Date.now() - SESSION_LIFETIME_MS - 60_000);
    const token = await here.sign(USER, longAgo);
    expect(await here.verify(token)).toBeNull();
    expect(await createTokenService(SECRET).verify(token)).toBeNull();
  });

  it('refuses a token whose signature was altered, though its claims match a known one', async () => {
    const here = createTokenService(SECRET);
    const token = await here.sign(USER);
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(await here.verify(altered)).toBeNull();
    expect(await here.verify(token)).not.toBeNull();
  });

  it("refuses another secret's token", async () => {
    const token = await createTokenService(`${SECRET}-other`).sign(USER);
    expect(await createTokenService(SECRET).verify(token)).toBeNull();
  });
});
