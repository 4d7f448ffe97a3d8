import { sql } from 'drizzle-orm';
import { openPgliteBench, openPostgresBench } from '../lib/database';
import { seed } from '../nearby';
import { queryRows } from '../../apps/api/src/modules/drivers/availability';
import { nearbyQuery } from '../../apps/api/src/modules/drivers/service';
async function main() {
  for (const open of [openPgliteBench, () => openPostgresBench('postgres://postgres@127.0.0.1:5432/postgres')]) {
    const b = await open();
    await seed(b.database);
    for (let i = 0; i < 3; i++) {
      const q = nearbyQuery({ point: { latitude: 6.55, longitude: 3.4 + i * 0.01 }, vehicleType: 'driver', radiusMeters: 15000, thresholdKobo: 50000 });
      const plan = await queryRows<any>(b.database.db, sql`EXPLAIN (ANALYZE, SUMMARY) ${q}`);
      const lines = plan.map((r) => r['QUERY PLAN'] as string);
      console.log(b.label, lines.filter((l) => /Planning Time|Execution Time|Index Scan using user_locations|CTE Scan on candidates l/.test(l)).map((l) => l.trim().slice(0, 150)).join('\n  '));
    }
    await b.dispose();
  }
}
main();
