// The approvals queue: oldest submission first, with
// details and documents; approve, or reject with a reason; the user is notified, e-mailed and audited.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications } from '../../db/schema';
import { createApplicant } from '../../test-support/applicants';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app, { role: null, isAdmin: true, name: 'Ada Admin' });
});
afterAll(async () => t?.close());

const asAdmin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: admin.auth });

describe('approvals queue', () => {
  it('lists waiting bikers oldest submission first, with details and document URLs, one page at a time', async () => {
    const late = await createApplicant(t.app, {
      name: 'Late Biker',
      submittedAt: new Date(Date.now() - 60_000),
    });
    const early = await createApplicant(t.app, {
      name: 'Early Biker',
      submittedAt: new Date(Date.now() - 3_600_000),
    });
    await createTestUser(t.app, { role: 'biker', approved: true });

    const res = await asAdmin('GET', '/api/admin/users?role=biker&approved=false&limit=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.users).toHaveLength(1);
    expect(body.users[0]).toMatchObject({
      _id: early.id,
      name: 'Early Biker',
      preferredType: 'biker',
      approved: false,
      disabled: false,
      details: { bikeNumber: 'LAG-123-XY' },
      documents: {
        ninImage: `/api/user/documents/${early.documentIds[0]}`,
        bikeDocumentImage: `/api/user/documents/${early.documentIds[1]}`,
      },
    });
    const next = await asAdmin('GET', '/api/admin/users?role=biker&approved=false&limit=1&offset=1');
    expect(next.json().users[0]._id).toBe(late.id);
  });

  it('finds users by name, e-mail or phone, taking % literally', async () => {
    await createApplicant(t.app, { name: 'Chinedu Okafor' });
    const found = await asAdmin('GET', '/api/admin/users?q=okafor');
    expect(found.json().users.map((u: { name: string }) => u.name)).toEqual(['Chinedu Okafor']);
    const none = await asAdmin('GET', '/api/admin/users?q=%25');
    expect(none.json().total).toBe(0);
  });

  it('answers a bad filter with a message', async () => {
    const res = await asAdmin('GET', '/api/admin/users?role=pilot');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/role must be rider, driver or biker/);
  });

  it('approves a waiting biker: /api/approved turns true, notified, e-mailed, audited', async () => {
    const biker = await createApplicant(t.app, { name: 'Bola Biker' });
    const before = await t.app.inject({ method: 'GET', url: '/api/approved', headers: biker.auth });
    expect(before.json()).toEqual({ approved: false });

    const res = await asAdmin('PUT', `/api/admin/users/${biker.id}/approval`, { approved: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: biker.id, approved: true });
    expect(res.json().message).toMatch(/Bola Biker was approved/);

    const after = await t.app.inject({ method: 'GET', url: '/api/approved', headers: biker.auth });
    expect(after.json()).toEqual({ approved: true });
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, biker.id));
    expect(notes.map((n) => n.message)).toEqual([expect.stringMatching(/approved/)]);
    const mail = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, biker.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/approved/i);

    const audit = await asAdmin('GET', '/api/admin/audit?action=user.approve');
    expect(audit.json().entries[0]).toMatchObject({
      action: 'user.approve',
      targetType: 'user',
      targetId: biker.id,
      actor: { _id: admin.id, name: 'Ada Admin' },
    });
    const queue = await asAdmin('GET', '/api/admin/users?waiting=true&limit=100');
    expect(queue.json().users.map((u: { _id: string }) => u._id)).not.toContain(biker.id);
  });

  it('needs a reason to reject, then stores it, tells the user and leaves them unapproved', async () => {
    const driver = await createApplicant(t.app, { role: 'driver', name: 'Dayo Driver' });
    const bare = await asAdmin('PUT', `/api/admin/users/${driver.id}/approval`, { approved: false });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('Give a reason when rejecting an application.');

    const res = await asAdmin('PUT', `/api/admin/users/${driver.id}/approval`, {
      approved: false,
      reason: 'The licence photo is blurred',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      approved: false,
      rejectionReason: 'The licence photo is blurred',
    });
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, driver.id));
    expect(notes[0]!.message).toContain('The licence photo is blurred');
    const mail = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, driver.email));
    expect(mail[0]!.text).toContain('The licence photo is blurred');
    const approved = await t.app.inject({ method: 'GET', url: '/api/approved', headers: driver.auth });
    expect(approved.json()).toEqual({ approved: false });
  });

  it('refuses to approve a rider or an unknown id', async () => {
    const rider = await createTestUser(t.app, { role: 'rider' });
    const riderRes = await asAdmin('PUT', `/api/admin/users/${rider.id}/approval`, { approved: true });
    expect(riderRes.statusCode).toBe(409);
    const unknown = await asAdmin('PUT', '/api/admin/users/00000000-0000-4000-8000-000000000001/approval', {
      approved: true,
    });
    expect(unknown.statusCode).toBe(404);
    const badId = await asAdmin('PUT', '/api/admin/users/not-an-id/approval', { approved: true });
    expect(badId.statusCode).toBe(400);
  });
});

describe('disabling accounts', () => {
  it('disables an account at once (its token stops working) and re-enables it, both audited', async () => {
    const rider = await createTestUser(t.app, { role: 'rider' });
    const off = await asAdmin('PUT', `/api/admin/users/${rider.id}/disabled`, {
      disabled: true,
      reason: 'Abuse',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().user).toMatchObject({ disabled: true, disabledReason: 'Abuse' });
    const blocked = await t.app.inject({ method: 'GET', url: '/api/approved', headers: rider.auth });
    expect(blocked.statusCode).toBe(403);

    const on = await asAdmin('PUT', `/api/admin/users/${rider.id}/disabled`, { disabled: false });
    expect(on.json().user).toMatchObject({ disabled: false, disabledReason: null });
    const back = await t.app.inject({ method: 'GET', url: '/api/approved', headers: rider.auth });
    expect(back.statusCode).toBe(200);

    const audit = await asAdmin('GET', '/api/admin/audit?limit=2');
    expect(audit.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'user.enable',
      'user.disable',
    ]);
  });

  it('does not let an admin lock themselves out', async () => {
    const res = await asAdmin('PUT', `/api/admin/users/${admin.id}/disabled`, { disabled: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot disable your own account.');
  });
});
