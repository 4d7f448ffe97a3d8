// Once per `npm run test:e2e`: the built app starts on an empty DATA_DIR and migrates it (the path a new
// install takes), then stops; every file's app starts on a copy of that database (decision 208).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_TEMPLATE_ENV, makeDatabaseTemplate } from './server';

export async function setup() {
  const template = await makeDatabaseTemplate();
  process.env[DATABASE_TEMPLATE_ENV] = template;
  return () => rmSync(path.dirname(template), { recursive: true, force: true });
}
