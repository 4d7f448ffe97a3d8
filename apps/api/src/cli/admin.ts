// `npm run admin -- <command>`: first steps on a new installation.
//   create-admin <email>   asks for the password without echo (or reads ADMIN_PASSWORD when not interactive)
//   approve <email>        approves a driver or biker (notified, e-mailed, audited)
// Works on PostgreSQL (DATABASE_URL) or the embedded PGlite in DATA_DIR — but never opens a PGlite directory
// a running server holds (two processes would corrupt it): it refuses and says what to do (decision 080).
import { passwordError } from '@waka/shared';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from '../config';
import { type Database, migrateDatabase, openDatabase } from '../db/client';
import { embeddedDatabaseHolder, lockEmbeddedDatabase, pgliteDir } from '../lib/data-dir';
import { AppError } from '../lib/errors';
import { sendAccountReviewEmail } from '../modules/auth/emails';
import { createMailer } from '../providers/mail/mailer';
import { approveByEmail, createAdmin } from './commands';
import { promptHidden } from './prompt';

const USAGE = `Usage:
  npm run admin -- create-admin <email>   create (or promote) an admin; asks for the password
  npm run admin -- approve <email>        approve a driver or biker
Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (embedded database, default ./data);
ADMIN_PASSWORD gives the password when there is no terminal to ask on.`;

class CliError extends Error {}

const say = (line: string) => process.stdout.write(`${line}\n`);

function cliLogger(): FastifyBaseLogger {
  const write = (_obj: unknown, message?: string) => message && process.stderr.write(`${message}\n`);
  const noop = () => {};
  const logger = {
    info: noop,
    debug: noop,
    trace: noop,
    warn: write,
    error: write,
    fatal: write,
    level: 'warn',
  };
  return { ...logger, child: () => logger, silent: noop } as unknown as FastifyBaseLogger;
}

async function readPassword(fromEnv: string | undefined): Promise<string> {
  if (process.stdin.isTTY) {
    const password = await promptHidden('Password for the admin account: ');
    const again = await promptHidden('Repeat the password: ');
    if (password !== again) throw new CliError('the two passwords differ; nothing was changed');
    return password;
  }
  if (!fromEnv) throw new CliError('no terminal to ask for the password on: set ADMIN_PASSWORD');
  return fromEnv;
}

async function openCliDatabase(config: ReturnType<typeof loadConfig>) {
  if (config.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 2 });
    return { database, release: () => {} };
  }
  const holder = embeddedDatabaseHolder(config.DATA_DIR);
  if (holder) {
    throw new CliError(
      `the embedded database in ${config.DATA_DIR} is in use by a running Waka server (process ${holder}). ` +
        'Opening it from a second process would corrupt it, so nothing was changed. Use the operations ' +
        'console at /admin instead, or stop the server and run this command again.',
    );
  }
  const release = lockEmbeddedDatabase(config.DATA_DIR);
  try {
    return { database: await openDatabase({ dataDir: pgliteDir(config.DATA_DIR) }), release };
  } catch (error) {
    release();
    throw error;
  }
}

async function run(command: string | undefined, email: string | undefined): Promise<void> {
  if (command !== 'create-admin' && command !== 'approve')
    throw new CliError(`unknown command ${command ?? '(none)'}\n${USAGE}`);
  if (!email) throw new CliError(`${command} needs an e-mail address\n${USAGE}`);
  const config = loadConfig();
  const password = command === 'create-admin' ? await readPassword(config.ADMIN_PASSWORD) : '';
  // Checked before the database is opened: a weak password costs the operator no wait.
  const weak = command === 'create-admin' ? passwordError(password) : null;
  if (weak) throw new CliError(weak);
  const { database, release } = await openCliDatabase(config);
  try {
    await migrateDatabase(database);
    if (command === 'create-admin') {
      const phoneNumber = config.SUPPORT_PHONE.replace(/\D/g, '').slice(-11).padStart(11, '0');
      const outcome = await createAdmin(database.db, { email, password, phoneNumber });
      say(`Admin account ${outcome} for ${email.toLowerCase()}. Sign in at ${config.publicUrl}/admin`);
    } else {
      await approve(database, config, email);
    }
  } finally {
    await database.close();
    release();
  }
}

async function approve(database: Database, config: ReturnType<typeof loadConfig>, email: string) {
  const mailer = createMailer(config, database.db, cliLogger());
  // The CLI has no server: the e-mail gets the mailer, the configuration and the database it reads the brand from.
  const deps = { mailer, config, database };
  try {
    const result = await approveByEmail(database.db, (mail) => sendAccountReviewEmail(deps, mail), email);
    say(
      `${result.name} <${email.toLowerCase()}> is approved${result.emailed ? ' and was e-mailed' : ' (the e-mail could not be sent)'}.`,
    );
  } finally {
    await mailer.close();
  }
}

const [command, email] = process.argv.slice(2);
run(command, email).then(
  () => process.exit(0),
  (error: unknown) => {
    const known = error instanceof CliError || error instanceof AppError || error instanceof ConfigError;
    process.stderr.write(
      `admin: ${known ? (error as Error).message : ((error as Error).stack ?? String(error))}\n`,
    );
    process.exit(
      error instanceof CliError && /^unknown command|needs an e-mail/.test((error as Error).message) ? 2 : 1,
    );
  },
);
