import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { EXAM_STEP } from '@shared/domain/exam-rules';
import { isoDayOf } from '@shared/domain/dates';
import { progressSteps, stepRules, stepTitles } from '@shared/domain/learning-progress';
import {
  certificateMessages,
  type CertificateStatus,
  type OwnCertificate,
  type PublicCertificate,
} from '@shared/schemas/certificate';
import type { Database } from '../db/client';
import { certificates, quizAttempts, users } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import type { ProgressService } from './progress.service';

export interface CertificateServiceDeps {
  db: Database;
  now: () => Date;
  progress: Pick<ProgressService, 'read'>;
}

type CertificateRow = typeof certificates.$inferSelect & { examPassedAt: Date | null };

/**
 * When the learner of `userId` (an id, or an SQL expression of the outer query) first passed the
 * final exam, or null. The outer column is named with its table: inside the subquery a bare
 * "user_id" would be quiz_attempts' own.
 */
const examPassedAtOf = (userId: SQL | number) =>
  sql<string | Date | null>`(select min(qa.answered_at) from ${quizAttempts} qa
    where qa.user_id = ${userId} and qa.step = ${EXAM_STEP} and qa.passed)`;

/** certificates.user_id, named with its table for a subquery. */
const certificateUserId = sql`${sql.identifier('certificates')}.${sql.identifier('user_id')}`;

const dayOrNull = (at: Date | string | null) => (at === null ? null : isoDayOf(new Date(at)));
const dayDate = (at: string | Date | null) => (at === null ? null : new Date(at));

/** 128 random bits, base64url: 22 characters that cannot be guessed or enumerated. */
export const newCertificateId = (): string => randomBytes(16).toString('base64url');

export const certificateImagePath = (id: string) => `/api/certificates/${encodeURIComponent(id)}/image.png`;

function ownOf(row: CertificateRow & { publicId: string }): OwnCertificate {
  return {
    id: row.publicId,
    showName: row.showName,
    examPassedOn: dayOrNull(row.examPassedAt),
    madeOn: isoDayOf(row.completedAt),
    issuedAt: row.issuedAt.toISOString(),
  };
}

const isIssued = (row: CertificateRow | undefined): row is CertificateRow & { publicId: string } =>
  row !== undefined && row.publicId !== null;

/**
 * Certificates of completion (decisions 048 and 056): made on the learner's request once they have
 * passed the final exam (which opens at 8 of 8); public by an unguessable id; revoked by forgetting
 * the id. A certificate made before the exam existed stays, and says so until the exam is passed.
 */
export function createCertificateService({ db, now, progress }: CertificateServiceDeps) {
  const examPassedAt = async (userId: number): Promise<Date | null> => {
    const [row] = await db
      .select({ at: examPassedAtOf(userId) })
      .from(users)
      .where(eq(users.id, userId));
    return row?.at ? new Date(row.at) : null;
  };

  async function rowOf(userId: number): Promise<CertificateRow | undefined> {
    const [row] = await db
      .select({ certificate: certificates, examPassedAt: examPassedAtOf(certificateUserId) })
      .from(certificates)
      .where(eq(certificates.userId, userId));
    return row ? { ...row.certificate, examPassedAt: dayDate(row.examPassedAt) } : undefined;
  }

  async function issued(userId: number): Promise<CertificateRow & { publicId: string }> {
    const row = await rowOf(userId);
    if (!isIssued(row)) throw notFound(certificateMessages.none);
    return row;
  }

  return {
    async status(userId: number): Promise<CertificateStatus> {
      const [current, row, passedAt] = await Promise.all([progress.read(userId), rowOf(userId), examPassedAt(userId)]);
      return {
        eligible: passedAt !== null,
        pathComplete: current.nextStep === null,
        examPassedOn: dayOrNull(passedAt),
        completedCount: current.completedCount,
        total: current.total,
        certificate: isIssued(row) ? ownOf(row) : null,
      };
    },

    /** A new certificate (created: true), or the one the learner already has. */
    async create(userId: number): Promise<{ certificate: OwnCertificate; created: boolean }> {
      const row = await rowOf(userId);
      if (isIssued(row)) return { certificate: ownOf(row), created: false };
      // The exam opens only at 8 of 8, so a passed exam says the path was complete.
      const passedAt = await examPassedAt(userId);
      if (passedAt === null) {
        const current = await progress.read(userId);
        throw conflict(current.nextStep === null ? certificateMessages.examNeeded : certificateMessages.incomplete);
      }
      const at = now();
      const publicId = newCertificateId();
      // A first certificate, or a new id after a revoke (the first completion date is kept).
      const [saved] = await db
        .insert(certificates)
        .values({ userId, publicId, completedAt: at, issuedAt: at })
        .onConflictDoUpdate({
          target: certificates.userId,
          set: { publicId, issuedAt: at },
          setWhere: sql`${certificates.publicId} is null`,
        })
        .returning();
      // Another request made it first: answer the one it made.
      const made = saved ? { ...saved, examPassedAt: passedAt } : undefined;
      if (!isIssued(made)) return { certificate: ownOf(await issued(userId)), created: false };
      return { certificate: ownOf(made), created: true };
    },

    async update(userId: number, showName: boolean): Promise<OwnCertificate> {
      const [saved] = await db
        .update(certificates)
        .set({ showName })
        .where(and(eq(certificates.userId, userId), isNotNull(certificates.publicId)))
        .returning();
      const updated = saved ? { ...saved, examPassedAt: await examPassedAt(userId) } : undefined;
      if (!isIssued(updated)) throw notFound(certificateMessages.none);
      return ownOf(updated);
    },

    /** Forgets the public id: the page and the image are gone; the day the first was made is kept. */
    async revoke(userId: number): Promise<void> {
      const revoked = await db
        .update(certificates)
        .set({ publicId: null })
        .where(and(eq(certificates.userId, userId), isNotNull(certificates.publicId)))
        .returning({ userId: certificates.userId });
      if (revoked.length === 0) throw notFound(certificateMessages.none);
    },

    /** The certificate as the public sees it, or null (unknown or revoked id). */
    async findPublic(publicId: string): Promise<PublicCertificate | null> {
      const [row] = await db
        .select({
          publicId: certificates.publicId,
          showName: certificates.showName,
          completedAt: certificates.completedAt,
          examPassedAt: examPassedAtOf(certificateUserId),
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(certificates)
        .innerJoin(users, eq(users.id, certificates.userId))
        .where(eq(certificates.publicId, publicId));
      if (!row?.publicId) return null;
      return {
        id: row.publicId,
        name: row.showName ? `${row.firstName} ${row.lastName}`.trim() : null,
        examPassedOn: dayOrNull(row.examPassedAt),
        madeOn: isoDayOf(row.completedAt),
        steps: progressSteps.map((step, index) => ({
          step,
          title: stepTitles[step],
          rule: stepRules[index]?.rule ?? '',
        })),
        imagePath: certificateImagePath(row.publicId),
      };
    },
  };
}

export type CertificateService = ReturnType<typeof createCertificateService>;
