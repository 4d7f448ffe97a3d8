import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith } from '../../../test-support/fetch-answer';
import { getPushPublicKey } from './get-push-public-key';
import { subscribePush } from './subscribe-push';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Web Push calls', () => {
  it('reads the public key without a token', async () => {
    const fetchMock = answerWith(200, { publicKey: 'BKey' });
    expect(await getPushPublicKey()).toBe('BKey');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([init.method ?? 'GET', url.pathname]).toEqual(['GET', '/api/push/public-key']);
    expect((init.headers as Record<string, string> | undefined)?.authorization).toBeUndefined();
  });

  it('hands the subscription to the API with the stored token', async () => {
    localStorage.setItem('token', 't0k3n');
    localStorage.setItem('tokenCreatedAt', String(Date.now()));
    const fetchMock = answerWith(200, { message: 'Subscribed.' });
    const json = { endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } };
    await subscribePush({ toJSON: () => json });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([init.method, url.pathname]).toEqual(['POST', '/api/push/subscriptions']);
    expect(JSON.parse(init.body as string)).toEqual(json);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer t0k3n');
  });
});
