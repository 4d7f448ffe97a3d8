import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerMismatchError } from '../../../lib/check-answer';
import { ApiError } from '../../../lib/http';
import { answerWith } from '../../../test-support/fetch-answer';
import { adminRequest, endpoint, queryFlag, subscribeUnauthorized } from './admin-fetch';
import { readAdminSession, saveAdminSession } from './admin-session';

const handled = endpoint('PUT', '/api/admin/support/:id/handled', 'admin');
const support = endpoint('GET', '/api/admin/support', 'admin');
const ID = '0b7c7c55-3f0e-4b43-9d6a-2b1f4c1f7e11';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('adminRequest', () => {
  it('sends the console token, fills the path and answers the checked answer', async () => {
    saveAdminSession({ token: 'admin-token', name: 'Ops' });
    const fetchMock = answerWith(200, { message: 'Marked handled.' });
    const answer = await adminRequest(handled, { params: { id: ID }, body: { handled: true } });
    expect(answer).toEqual({ message: 'Marked handled.' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url.pathname).toBe(`/api/admin/support/${ID}/handled`);
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer admin-token');
  });

  it('sends yes/no filters as the strings the map reads and leaves unset ones out', async () => {
    saveAdminSession({ token: 'admin-token', name: 'Ops' });
    const fetchMock = answerWith(200, { messages: [], total: 0 });
    await adminRequest(support, { query: { handled: queryFlag(false), limit: 20, offset: 0 } });
    expect(fetchMock.mock.calls[0][0].search).toBe('?handled=false&limit=20&offset=0');
    await adminRequest(support, { query: { handled: queryFlag(undefined), limit: 20, offset: 0 } });
    expect(fetchMock.mock.calls[1][0].search).toBe('?limit=20&offset=0');
  });

  it('fails loudly when the answer does not match the map', async () => {
    saveAdminSession({ token: 'admin-token', name: 'Ops' });
    answerWith(200, { handled: true });
    await expect(adminRequest(handled, { params: { id: ID }, body: { handled: true } })).rejects.toThrow(
      AnswerMismatchError,
    );
  });

  it('ends the console session when the server refuses its token', async () => {
    saveAdminSession({ token: 'expired', name: 'Ops' });
    const signedOut = vi.fn();
    const unsubscribe = subscribeUnauthorized(signedOut);
    answerWith(401, { message: 'Session expired.', code: 'session_invalid' });
    const error = await adminRequest(support, { query: { limit: 20, offset: 0 } }).catch((caught) => caught);
    unsubscribe();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'session_invalid' });
    expect(readAdminSession()).toBeNull();
    expect(signedOut).toHaveBeenCalledOnce();
  });
});
