import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, ok, signIn } from '../../../../../../test-support/web/fake-api';
import { getAppState } from '../../../lib/app-state';
import { loadRole } from './get-role';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('loadRole', () => {
  it('keeps the role and clears the missing-details flag', async () => {
    signIn();
    installFakeApi({ '/api/role': ok({ preferredType: 'biker' }) });
    expect(await loadRole()).toBe('biker');
    expect(localStorage.getItem('role')).toBe('biker');
    expect(getAppState().isExtraDetailsMissing).toBe(false);
  });

  it('sets the missing-details flag on the extra_details_missing code, in any language', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi({
      '/api/role': () => ({
        status: 404,
        body: { message: 'Ba a sami ƙarin bayanan mai amfani ba.', code: 'extra_details_missing' },
      }),
    });
    expect(await loadRole()).toBeNull();
    expect(getAppState().isExtraDetailsMissing).toBe(true);
  });

  it('clears the flag on any other failure', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi({
      '/api/role': () => ({ status: 404, body: { message: 'User not found.', code: 'not_found' } }),
    });
    expect(await loadRole()).toBeNull();
    expect(getAppState().isExtraDetailsMissing).toBe(false);
  });
});
