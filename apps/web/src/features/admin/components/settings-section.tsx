// Settings: the operator's brand, the operating settings (in force at once, no restart) and the log of every change.
import { useAdminSettings } from '../api/get-settings';
import { formatDateTime } from '../lib/format';
import { BrandForm } from './brand-form';
import { QueryState } from './query-state';
import { SettingsChangeLog } from './settings-change-log';
import { SettingsForm } from './settings-form';

export function SettingsSection() {
  const current = useAdminSettings();
  return (
    <section aria-labelledby="settings-title">
      <div className="admin-section-head">
        <h1 id="settings-title">Settings</h1>
        {current.data && (
          <span className="admin-muted">
            {current.data.updatedAt
              ? `Last changed ${formatDateTime(current.data.updatedAt)} by ${current.data.updatedBy?.name ?? 'the command line'}`
              : 'Using the installation defaults'}
          </span>
        )}
      </div>
      <div className="admin-grid-settings">
        <QueryState isLoading={current.isLoading} error={current.error} isEmpty={false} emptyText="">
          {current.data && (
            <div className="admin-stack">
              <BrandForm brand={current.data.settings.brand} />
              <SettingsForm settings={current.data.settings} />
            </div>
          )}
        </QueryState>
        <SettingsChangeLog />
      </div>
    </section>
  );
}
