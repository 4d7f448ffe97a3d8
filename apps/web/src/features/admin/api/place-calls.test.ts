import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith } from '../../../test-support/fetch-answer';
import { saveAdminSession } from '../lib/admin-session';
import { createAdminPlace } from './create-place';
import { updateAdminPlace } from './update-place';

const ID = '0b7c7c55-3f0e-4b43-9d6a-2b1f4c1f7e11';
const BODY = {
  name: 'Ikeja City Mall',
  aliases: ['ICM'],
  category: 'landmark' as const,
  state: 'Lagos' as const,
  latitude: 6.6135,
  longitude: 3.3581,
  source: 'operator',
  approximate: false,
  active: true,
};
const PLACE = { _id: ID, ...BODY, updatedAt: '2026-11-25T10:00:00.000Z' };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('curated place calls', () => {
  it('adds a place with POST /api/admin/places', async () => {
    saveAdminSession({ token: 'admin-token', name: 'Ops' });
    const fetchMock = answerWith(200, { message: 'Place added.', place: PLACE });
    expect((await createAdminPlace(BODY)).place._id).toBe(ID);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([init.method, url.pathname]).toEqual(['POST', '/api/admin/places']);
    expect(JSON.parse(init.body as string)).toEqual(BODY);
  });

  it('corrects a place with PUT /api/admin/places/:id', async () => {
    saveAdminSession({ token: 'admin-token', name: 'Ops' });
    const fetchMock = answerWith(200, { message: 'Place saved.', place: PLACE });
    await updateAdminPlace({ id: ID, body: BODY });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([init.method, url.pathname]).toEqual(['PUT', `/api/admin/places/${ID}`]);
  });
});
