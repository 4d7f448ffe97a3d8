// kill -9 of the API during a burst of location updates, on PostgreSQL, while rides run (the soak's scenario d,
// bench/support/soak-kill.ts): positions are written behind in batches, so the crash may lose the positions
// acknowledged in the last interval and nothing else — every earlier position is stored, the rides complete
// after the restart and the ledger still sums to zero. CI has PostgreSQL; elsewhere the test is skipped
// when there is none.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it('a kill -9 during a location burst loses at most the last interval; rides and ledger intact', (context) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/soak.ts', 'd'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 170_000,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  if (/needs PostgreSQL/.test(output) && !process.env.CI) context.skip();
  expect(output).toMatch(/PASS {2}d\. kill -9 during a burst of location updates/);
  expect(output).not.toMatch(/VIOLATION/);
  expect(run.status).toBe(0);
}, 180_000);
