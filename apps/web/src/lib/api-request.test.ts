import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith } from '../test-support/fetch-answer';
import { ApiError, endpoint, request } from './api-client';
import { AnswerMismatchError } from './check-answer';

const rideStatus = endpoint('GET', '/api/status/:id', 'signed-in');
const login = endpoint('POST', '/api/user/login', 'public');

function signIn() {
  localStorage.setItem('token', 't0k3n');
  localStorage.setItem('tokenCreatedAt', String(Date.now()));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('request', () => {
  it('fills the path parameters, sends the stored token and answers the checked answer', async () => {
    signIn();
    const fetchMock = answerWith(200, { status: 'accepted', rideId: 'a/b' });
    const answer = await request(rideStatus, { params: { id: 'a/b' } });
    expect(answer).toEqual({ status: 'accepted', rideId: 'a/b' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url.pathname).toBe('/api/status/a%2Fb');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer t0k3n');
  });

  it('sends a public call without the token, its body as JSON', async () => {
    signIn();
    const user = {
      id: 'u1',
      name: 'Ada',
      email: 'ada@example.com',
      profilePicture: null,
      isAdmin: false,
      language: 'en',
    };
    const fetchMock = answerWith(200, { token: 'new', user });
    await request(login, { body: { email: 'ada@example.com', password: 'secret' } });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', password: 'secret' });
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('fails loudly in development when the answer does not match the map', async () => {
    signIn();
    answerWith(200, { status: 'teleported', rideId: 'r1' });
    const failure = request(rideStatus, { params: { id: 'r1' } });
    await expect(failure).rejects.toThrow(AnswerMismatchError);
    await expect(request(rideStatus, { params: { id: 'r1' } })).rejects.toThrow(
      /GET \/api\/status\/:id answered .*status/,
    );
  });

  it('rejects an error answer with its status and code', async () => {
    signIn();
    answerWith(409, { message: 'This ride request has expired.', code: 'ride_expired' });
    const error = await request(rideStatus, { params: { id: 'r1' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'ride_expired' });
  });

  it('refuses a signed-in call without a token before sending it', async () => {
    const fetchMock = answerWith(200, {});
    const error = await request(rideStatus, { params: { id: 'r1' } }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, code: 'token_missing' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
