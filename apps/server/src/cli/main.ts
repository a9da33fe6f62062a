import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '@zetelpoule/shared';
import { formatDeadline } from '@zetelpoule/shared/rules/deadline-format';
import { ConfigError, loadConfig, type Config } from '../config';
import { connectDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { elections } from '../db/schema';
import { AppError } from '../errors';
import { createAdmin } from '../db/seed/admin';
import { seedDatabase, seedPracticeTkElection } from '../db/seed/seed';
import { findActiveElection, findElectionById } from '../modules/elections/elections.repo';
import { requireResultsEntryConfirmed } from '../modules/elections/results-entry.guard';
import { importResults } from '../modules/results-import/results-import.service';
import { formatImportSummary } from '../modules/results-import/results-import.summary';
import { calculateScores } from '../modules/scoring/scoring.service';
import { createInvalidationBus } from '../lib/invalidation-bus';
import { isReminderKind, sendRemindersNow } from '../modules/reminders/reminders.cli';
import { sendPushNow } from '../modules/push/push.cli';

// What the operator reads is Dutch, in the words of the admin panel (decision 020); the
// commands and their options stay as they are typed.
export const USAGE = `Gebruik: npm run cli -- <commando> [opties]

Commando's:
  migrate                                   voer de databasemigraties uit
  seed                                      laad de gemeenten en de vaste verkiezingen (kan vaker)
  create-admin --email E --username U --password P
                                            maak een beheerder aan (of maak een bestaand account
                                            beheerder), met bevestigd e-mailadres
  set-deadline --election <id|active> --at <ISO-tijd>
                                            verzet de deadline van de voorspellingen
  import-results --election <id|active> [--region <id>] [--dry-run] [--create-missing-parties]
                 [--confirm-before-deadline] BESTAND...
                                            lees de EML-bestanden van de Kiesraad (.zip, .eml.xml)
                                            in als uitslag; --dry-run laat alleen zien wat erin staat;
                                            --region: de provincie (Provinciale Staten);
                                            --confirm-before-deadline: ook als de voorspellingen
                                            nog open zijn
  send-reminders --election <id|active> --kind <7d|24h|2h|results>
                                            verstuur één soort herinneringsmail nu aan iedereen die
                                            hem moet krijgen en nog niet kreeg (kan vaker)`;

/** Where the CLI writes: process.stdout and process.stderr, or a test's collector. */
export interface Output {
  write(text: string): unknown;
}

export interface CliOptions {
  /** The environment the configuration is read from (default: process.env). */
  env?: NodeJS.ProcessEnv;
  /** Where relative file arguments are resolved when INIT_CWD is unset (default: process.cwd()). */
  cwd?: string;
  stdout?: Output;
  stderr?: Output;
  /**
   * An open, migrated database to use instead of the one the configuration names (tests); it
   * is left open.
   */
  database?: Database;
}

class UsageError extends Error {}

const CreateAdminSchema = z.object({
  email: z.email('geen geldig e-mailadres').max(EMAIL_MAX_LENGTH, 'te lang'),
  username: z
    .string('ontbreekt')
    .regex(/^[A-Za-z0-9_-]{3,30}$/, 'moet 3 tot 30 letters, cijfers, _ of - zijn'),
  password: z
    .string('ontbreekt')
    .min(8, 'moet minstens 8 tekens hebben')
    .max(128, 'mag hoogstens 128 tekens hebben'),
});

async function run(
  command: string | undefined,
  args: string[],
  database: Database,
  config: Config,
  io: Required<Pick<CliOptions, 'env' | 'cwd' | 'stderr'>>,
): Promise<string> {
  switch (command) {
    case 'migrate':
      return 'Migraties uitgevoerd.';
    case 'seed': {
      const { values } = parseArgs({ args, options: { 'practice-tk': { type: 'boolean' } } });
      const report = await seedDatabase(database.db);
      const created = report.createdElections.length
        ? report.createdElections.join(', ')
        : 'geen (al aanwezig)';
      let practice = '';
      if (values['practice-tk']) {
        await seedPracticeTkElection(database.db);
        practice = ' De oefenverkiezing voor de Tweede Kamer is actief.';
      }
      return `${report.municipalities} gemeenten geladen; verkiezingen aangemaakt: ${created}.${practice}`;
    }
    case 'create-admin': {
      const { values } = parseArgs({
        args,
        options: {
          email: { type: 'string' },
          username: { type: 'string' },
          password: { type: 'string' },
        },
      });
      const parsed = CreateAdminSchema.safeParse(values);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new UsageError(`--${String(issue.path[0])}: ${issue.message}`);
      }
      const result = await createAdmin(database.db, parsed.data);
      return result.created
        ? `Beheerder ${parsed.data.username} aangemaakt (id ${result.id}).`
        : `${parsed.data.username} is nu beheerder (id ${result.id}).`;
    }
    case 'set-deadline': {
      const { values } = parseArgs({
        args,
        options: { election: { type: 'string' }, at: { type: 'string' } },
      });
      if (!values.election || !values.at)
        throw new UsageError('set-deadline heeft --election en --at nodig');
      const at = new Date(values.at);
      if (Number.isNaN(at.getTime())) throw new UsageError(`--at: geen ISO-tijd: ${values.at}`);
      const election = await findElection(database, values.election);
      await database.db
        .update(elections)
        .set({ predictionsDeadline: at })
        .where(eq(elections.id, election.id));
      return `De deadline van "${election.name}" (id ${election.id}) staat nu op ${formatDeadline(at)} (${at.toISOString()}).`;
    }
    case 'import-results': {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          election: { type: 'string' },
          region: { type: 'string' },
          'dry-run': { type: 'boolean', default: false },
          'create-missing-parties': { type: 'boolean', default: false },
          'confirm-before-deadline': { type: 'boolean', default: false },
        },
      });
      if (!values.election) throw new UsageError('import-results heeft --election nodig');
      if (values.region !== undefined && !/^[1-9]\d{0,8}$/.test(values.region)) {
        throw new UsageError('--region moet het nummer van een provincie zijn');
      }
      if (positionals.length === 0) {
        throw new UsageError('import-results heeft een of meer bestanden nodig');
      }
      const election = await findElection(database, values.election);
      // `npm run` starts in the repository root; paths are meant from where it was typed.
      const cwd = io.env.INIT_CWD ?? io.cwd;
      const files = positionals.map((file) => ({
        name: path.basename(file),
        path: path.resolve(cwd, file),
      }));
      const missing = files.filter((file) => !existsSync(file.path));
      if (missing.length > 0) {
        throw new UsageError(
          `Bestand niet gevonden: ${missing.map((file) => file.path).join(', ')}`,
        );
      }
      if (!values['dry-run']) {
        await requireResultsEntryConfirmed(
          database.db,
          election.id,
          values['confirm-before-deadline'],
        ).catch((err: unknown) => {
          throw err instanceof AppError
            ? new Error(`${err.message} Geef daarvoor --confirm-before-deadline mee.`)
            : err;
        });
      }
      const summary = await importResults(database.db, election.id, files, {
        dryRun: values['dry-run'],
        createMissingParties: values['create-missing-parties'],
        regionId: values.region === undefined ? null : Number(values.region),
      });
      if (!summary.applied) return formatImportSummary(summary);
      // As an import through the admin page, players see it live: the scores are
      // calculated here and every running instance is told (decision 030).
      const calculated = await calculateScores(database.db, election.id, { full: true });
      await announceResults(config, database, election.id, io.stderr);
      return `${formatImportSummary(summary)}\n${calculated.message}`;
    }
    case 'send-reminders': {
      const { values } = parseArgs({
        args,
        options: { election: { type: 'string' }, kind: { type: 'string' } },
      });
      if (!values.election || !values.kind) {
        throw new UsageError('send-reminders heeft --election en --kind nodig');
      }
      if (!isReminderKind(values.kind)) {
        throw new UsageError(`--kind: een van 7d, 24h, 2h, results (niet ${values.kind})`);
      }
      const election = await findElection(database, values.election);
      const mails = await sendRemindersNow(database, config, election, values.kind);
      const pushes = await sendPushNow(database, config, election, values.kind);
      return pushes ? `${mails}\n${pushes}` : mails;
    }
    default:
      throw new UsageError(command ? `Onbekend commando: ${command}` : 'Geen commando opgegeven');
  }
}

/**
 * Tells the running instances over their bus that results and scores changed, so their live
 * streams send the new state and their leaderboards rank afresh. Best effort: without a
 * reachable bus the instances catch up within their cache lifetimes.
 */
async function announceResults(
  config: Config,
  database: Database,
  electionId: number,
  stderr: Output,
) {
  const bus = createInvalidationBus({
    redisUrl: config.redisUrl,
    postgresUrl: database.kind === 'postgres' ? config.databaseUrl : undefined,
  });
  try {
    await bus.ready();
    await bus.publish({ kind: 'national-pool' });
    await bus.publish({ kind: 'results-changed', electionId });
    await bus.publish({ kind: 'scores-changed', electionId });
  } catch (err) {
    stderr.write(`De draaiende servers zijn niet ingelicht (${(err as Error).message}).\n`);
  } finally {
    await bus.close();
  }
}

/** `--election <id|active>`. */
async function findElection(database: Database, value: string) {
  const election =
    value === 'active'
      ? await findActiveElection(database.db)
      : /^\d+$/.test(value)
        ? await findElectionById(database.db, Number(value))
        : undefined;
  if (!election) throw new UsageError(`Geen verkiezing gevonden voor --election ${value}`);
  return election;
}

/**
 * Runs one command as `npm run cli -- <argv>` does and answers the exit code; cli.ts is the
 * process around it. Tests call it in-process against their own database.
 */
export async function main(argv: string[], options: CliOptions = {}): Promise<number> {
  const env = options.env ?? process.env;
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  const [command, ...args] = argv;
  if (!command || command === '--help' || command === 'help') {
    stdout.write(`${USAGE}\n`);
    return command ? 0 : 1;
  }
  let database = options.database;
  const ownsDatabase = !database;
  try {
    const config = loadConfig(env);
    database ??= await connectDatabase(config);
    await runMigrations(database);
    const io = { env, cwd: options.cwd ?? process.cwd(), stderr };
    stdout.write(`${await run(command, args, database, config, io)}\n`);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      stderr.write(`${err.message}\n\n${USAGE}\n`);
    } else if (err instanceof ConfigError || err instanceof Error) {
      stderr.write(`${err.message}\n`);
    } else {
      stderr.write(`${String(err)}\n`);
    }
    return 1;
  } finally {
    if (ownsDatabase) await database?.close();
  }
}
