import { eq, is, or, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

/**
 * Every table that holds a learner's data, and what the data export and the account deletion do
 * with it (decision 051; the privacy policy says the same). A table whose column names a learner
 * (learnerColumnsOf) but that is missing here fails learner-data.test.ts: a new table is decided
 * on, never silently left out of the export or left behind by a deletion.
 *
 * It is also the one list of the tables the learner cache's answers are made of (`cached`, decision
 * 054): learner-data.test.ts compares it with the triggers in the migrated database.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

interface LearnerTable {
  table: PgTable;
  /** The columns that name the learner; a row is theirs when any of them is their id. */
  owners: readonly PgColumn[];
  /**
   * For a table that names the learner inside a value rather than in a column of its own (a job's
   * payload): which rows are theirs. Used instead of `owners`, which is then empty.
   */
  ownedBy?: (userId: number) => SQL;
  /** Columns never exported: secrets (hashes, session ids). By SQL name. */
  omit?: readonly string[];
  /**
   * At deletion: 'delete' removes the learner's rows; 'anonymise' keeps them with the owner
   * columns and `clear` set to null (the early-adopter seat stays given; a refund stays in the
   * accounts; feedback stays, anonymous).
   */
  onDelete: 'delete' | 'anonymise';
  clear?: readonly PgColumn[];
  /**
   * Whether the learner cache (decision 054) keeps answers read from this table, and how it learns
   * that the rows changed. 'versioned': every write gives the learner a new version (migration
   * 0022) and sends a notice (0020, 0021). 'noticed': a notice only (sessions: every request on
   * Postgres reads its own session row; PGlite keeps it until a notice). Absent: the cache reads
   * nothing from it. A loader that starts reading a table marks it here, and the test then asks for
   * the table's triggers in a migration (a table read but not triggered serves stale answers).
   * 'members': read for other learners than its owner (a class, for its members: the progress
   * answer carries its targets); an update gives each of them a new version and sends a notice
   * (migration 0026), and its deletion reaches them through their memberships (cascade).
   */
  cached?: 'versioned' | 'noticed' | 'members';
}

const { users } = schema;

/** By SQL table name. The users row itself is deleted last. */
export const learnerTables: Readonly<Record<string, LearnerTable>> = {
  users: { table: users, owners: [users.id], omit: ['password'], onDelete: 'delete', cached: 'versioned' },
  user_preferences: {
    table: schema.userPreferences,
    owners: [schema.userPreferences.userId],
    onDelete: 'delete',
    cached: 'versioned',
  },
  sessions: {
    table: schema.sessions,
    owners: [schema.sessions.userId],
    omit: ['id'],
    onDelete: 'delete',
    cached: 'noticed',
  },
  password_reset_tokens: {
    table: schema.passwordResetTokens,
    owners: [schema.passwordResetTokens.userId],
    omit: ['token'],
    onDelete: 'delete',
  },
  treasury_goals: {
    table: schema.treasuryGoals,
    owners: [schema.treasuryGoals.userId],
    onDelete: 'delete',
    cached: 'versioned',
  },
  savings_entries: {
    table: schema.savingsEntries,
    owners: [schema.savingsEntries.userId],
    onDelete: 'delete',
    cached: 'versioned',
  },
  subscriptions: { table: schema.subscriptions, owners: [schema.subscriptions.userId], onDelete: 'delete' },
  refunds: { table: schema.refunds, owners: [schema.refunds.userId], onDelete: 'anonymise' },
  usage_tracking: {
    table: schema.usageTracking,
    owners: [schema.usageTracking.userId],
    onDelete: 'delete',
    cached: 'versioned',
  },
  usage_receipts: { table: schema.usageReceipts, owners: [schema.usageReceipts.userId], onDelete: 'delete' },
  beta_feedback: {
    table: schema.betaFeedback,
    owners: [schema.betaFeedback.userId],
    onDelete: 'anonymise',
    clear: [schema.betaFeedback.email, schema.betaFeedback.userAgent, schema.betaFeedback.ipAddress],
  },
  early_adopters: {
    table: schema.earlyAdopters,
    owners: [schema.earlyAdopters.userId, schema.earlyAdopters.referredBy],
    onDelete: 'anonymise',
  },
  // Answered attempts only: drawing one stores nothing (decision 054), and the triggers fire for
  // answered rows alone.
  quiz_attempts: {
    table: schema.quizAttempts,
    owners: [schema.quizAttempts.userId],
    onDelete: 'delete',
    cached: 'versioned',
  },
  progress_events: {
    table: schema.progressEvents,
    owners: [schema.progressEvents.userId],
    onDelete: 'delete',
    cached: 'versioned',
  },
  certificates: { table: schema.certificates, owners: [schema.certificates.userId], onDelete: 'delete' },
  review_items: {
    table: schema.reviewItems,
    owners: [schema.reviewItems.userId],
    onDelete: 'delete',
    cached: 'versioned',
  },
  // Each browser's Web Push subscription (decision 052). Its keys are the browser's secrets for
  // decrypting what we push (RFC 8291): left out, as the privacy policy says (the review's N15).
  push_subscriptions: {
    table: schema.pushSubscriptions,
    owners: [schema.pushSubscriptions.userId],
    omit: ['p256dh', 'auth'],
    onDelete: 'delete',
  },
  // Classrooms (decision 060). The progress answer carries the target dates of the learner's
  // classes (decision 015): memberships are versioned, and a class's name or targets changed give
  // its members new versions. A teacher's classes go with their account, and every membership of
  // them (cascade).
  teachers: { table: schema.teachers, owners: [schema.teachers.userId], onDelete: 'delete' },
  class_members: {
    table: schema.classMembers,
    owners: [schema.classMembers.userId],
    onDelete: 'delete',
    cached: 'versioned',
  },
  classes: { table: schema.classes, owners: [schema.classes.teacherId], onDelete: 'delete', cached: 'members' },
  // The version the learner cache is checked against (decision 054): a number, no personal data.
  learner_versions: {
    table: schema.learnerVersions,
    owners: [schema.learnerVersions.userId],
    onDelete: 'delete',
  },
  // Emails waiting to be sent (or kept a while after) name the learner in their payload (decision 049).
  jobs: {
    table: schema.jobs,
    owners: [],
    ownedBy: (userId) => sql`${schema.jobs.payload} ->> 'userId' = ${String(userId)}`,
    onDelete: 'delete',
  },
};

/** A column names a learner when it references users.id or is called user_id (or ends in _user_id). */
function namesLearner(table: PgTable, column: PgColumn): boolean {
  if (table === users && column === users.id) return true;
  if (/(^|_)user_id$/.test(column.name)) return true;
  return getTableConfig(table).foreignKeys.some((key) => {
    const reference = key.reference();
    return reference.foreignTable === users && reference.columns.includes(column);
  });
}

/** Every table of a schema module with the columns that name a learner, by SQL table name (tables with none left out). */
export function learnerColumnsOf(module: Record<string, unknown>): Map<string, PgColumn[]> {
  const found = new Map<string, PgColumn[]>();
  for (const value of Object.values(module)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const columns = config.columns.filter((column) => namesLearner(value, column));
    if (columns.length > 0) found.set(config.name, columns);
  }
  return found;
}

function ownedBy(entry: LearnerTable, userId: number): SQL {
  if (entry.ownedBy) return entry.ownedBy(userId);
  const conditions = entry.owners.map((column) => eq(column, userId));
  return conditions.length === 1 ? conditions[0]! : or(...conditions)!;
}

/** The learner's rows of every table, by SQL column name, without the omitted columns. */
export async function exportLearnerRows(
  db: Executor,
  userId: number,
): Promise<{ tables: Record<string, Record<string, unknown>[]>; omitted: Record<string, string[]> }> {
  const tables: Record<string, Record<string, unknown>[]> = {};
  const omitted: Record<string, string[]> = {};
  for (const [name, entry] of Object.entries(learnerTables)) {
    const columns = getTableConfig(entry.table).columns.filter((column) => !entry.omit?.includes(column.name));
    const selection = Object.fromEntries(columns.map((column) => [column.name, column]));
    tables[name] = await db.select(selection).from(entry.table).where(ownedBy(entry, userId));
    if (entry.omit) omitted[name] = [...entry.omit];
  }
  return { tables, omitted };
}

/** Removes or anonymises every row of the learner (one transaction, users last). */
export async function deleteLearnerRows(tx: Tx, userId: number): Promise<void> {
  const entries = Object.entries(learnerTables).filter(([name]) => name !== 'users');
  for (const [, entry] of entries) {
    if (entry.onDelete === 'delete') {
      await tx.delete(entry.table).where(ownedBy(entry, userId));
      continue;
    }
    // Each owner column is cleared on the rows it names; `clear` goes with any of them.
    for (const owner of entry.owners) {
      const cleared = [owner, ...(entry.clear ?? [])].map((column) => sql`${sql.identifier(column.name)} = null`);
      await tx.execute(sql`update ${entry.table} set ${sql.join(cleared, sql`, `)} where ${eq(owner, userId)}`);
    }
  }
  await tx.delete(users).where(eq(users.id, userId));
}
