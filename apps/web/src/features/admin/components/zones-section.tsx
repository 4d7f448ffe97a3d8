// Zones: where bikes may not be offered (docs/zones.md). Draw or import a boundary, switch zones on and off;
// every change is audited and in force at once.
import { useZones } from '../api/list-zones';
import { QueryState } from './query-state';
import { ZoneForm } from './zone-form';
import { ZoneList } from './zone-list';

export function ZonesSection() {
  const zones = useZones();
  const list = zones.data ?? [];
  return (
    <section aria-labelledby="zones-title">
      <div className="admin-section-head">
        <h1 id="zones-title">Zones</h1>
        <span className="admin-muted">{list.filter((zone) => zone.active).length} in force</span>
      </div>
      <div className="admin-grid-settings">
        <ZoneForm zones={list} />
        <QueryState
          isLoading={zones.isLoading}
          error={zones.error}
          isEmpty={list.length === 0}
          emptyText="No zones yet. Bikes may go everywhere."
        >
          <ZoneList zones={list} />
        </QueryState>
      </div>
    </section>
  );
}
