import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { isoDayOf } from '@shared/domain/dates';
import { progressSteps, stepRules, stepTitles } from '@shared/domain/learning-progress';
import {
  certificateMessages,
  type CertificateStatus,
  type OwnCertificate,
  type PublicCertificate,
} from '@shared/schemas/certificate';
import type { Database } from '../db/client';
import { certificates, users } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import type { ProgressService } from './progress.service';

export interface CertificateServiceDeps {
  db: Database;
  now: () => Date;
  progress: Pick<ProgressService, 'read'>;
}

type CertificateRow = typeof certificates.$inferSelect;

/** 128 random bits, base64url: 22 characters that cannot be guessed or enumerated. */
export const newCertificateId = (): string => randomBytes(16).toString('base64url');

export const certificateImagePath = (id: string) => `/api/certificates/${encodeURIComponent(id)}/image.png`;

function ownOf(row: CertificateRow & { publicId: string }): OwnCertificate {
  return {
    id: row.publicId,
    showName: row.showName,
    completedOn: isoDayOf(row.completedAt),
    issuedAt: row.issuedAt.toISOString(),
  };
}

const isIssued = (row: CertificateRow | undefined): row is CertificateRow & { publicId: string } =>
  row !== undefined && row.publicId !== null;

/**
 * Certificates of completion (decision 048): made on the learner's request once the progress rules
 * say all 8 steps are complete; public by an unguessable id; revoked by forgetting the id.
 */
export function createCertificateService({ db, now, progress }: CertificateServiceDeps) {
  async function rowOf(userId: number): Promise<CertificateRow | undefined> {
    const [row] = await db.select().from(certificates).where(eq(certificates.userId, userId));
    return row;
  }

  async function issued(userId: number): Promise<CertificateRow & { publicId: string }> {
    const row = await rowOf(userId);
    if (!isIssued(row)) throw notFound(certificateMessages.none);
    return row;
  }

  return {
    async status(userId: number): Promise<CertificateStatus> {
      const [current, row] = await Promise.all([progress.read(userId), rowOf(userId)]);
      return {
        eligible: current.nextStep === null,
        completedCount: current.completedCount,
        total: current.total,
        certificate: isIssued(row) ? ownOf(row) : null,
      };
    },

    /** A new certificate (created: true), or the one the learner already has. */
    async create(userId: number): Promise<{ certificate: OwnCertificate; created: boolean }> {
      const row = await rowOf(userId);
      if (isIssued(row)) return { certificate: ownOf(row), created: false };
      const current = await progress.read(userId);
      if (current.nextStep !== null) throw conflict(certificateMessages.incomplete);
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
      if (!isIssued(saved)) return { certificate: ownOf(await issued(userId)), created: false };
      return { certificate: ownOf(saved), created: true };
    },

    async update(userId: number, showName: boolean): Promise<OwnCertificate> {
      const [saved] = await db
        .update(certificates)
        .set({ showName })
        .where(and(eq(certificates.userId, userId), isNotNull(certificates.publicId)))
        .returning();
      if (!isIssued(saved)) throw notFound(certificateMessages.none);
      return ownOf(saved);
    },

    /** Forgets the public id: the page and the image are gone; the completion date is kept. */
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
        completedOn: isoDayOf(row.completedAt),
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
