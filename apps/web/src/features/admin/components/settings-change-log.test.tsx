// The console's change log says in words what changed: a brand change is one line per changed field (never
// the stored value as JSON), next to the other settings.
import { screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, ok } from '../../../../../../test-support/web/fake-api';
import { renderPage, settle } from '../../../../../../test-support/web/render-page';
import { SettingsChangeLog } from './settings-change-log';

const BRAND = {
  name: 'Waka',
  shortName: 'Waka',
  primaryColor: '#ff8c00',
  accentColor: '#0d47a1',
  logo: null,
};

function entry(id: number, changes: Record<string, { from: unknown; to: unknown }>) {
  return {
    id,
    actor: { _id: 'a1', name: 'Ops Lead', email: 'ops@waka.test' },
    action: 'settings.update',
    targetType: null,
    targetId: null,
    details: { changes },
    createdAt: '2026-11-24T02:00:00.000Z',
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('SettingsChangeLog', () => {
  it('shows a brand change field by field, and other settings beside it', async () => {
    installFakeApi({
      '/api/admin/audit': ok({
        total: 2,
        entries: [
          entry(2, {
            brand: {
              from: BRAND,
              to: { ...BRAND, name: 'Lagos Rides', primaryColor: '#1b5e20', logo: 'logo-3f2a.png' },
            },
          }),
          entry(1, { commissionRate: { from: 0.1, to: 0.12 } }),
        ],
      }),
    });
    renderPage([{ path: '/', element: <SettingsChangeLog /> }], '/');
    await settle();
    const lines = screen.getAllByText(/→/).map((line) => line.textContent);
    expect(lines).toEqual([
      'Operator name: Waka → Lagos Rides',
      'Primary colour: #ff8c00 → #1b5e20',
      'Logo: default icon → logo-3f2a.png',
      'Commission rate: 10 % → 12 %',
    ]);
    expect(document.body.textContent).not.toContain('{');
  });
});
