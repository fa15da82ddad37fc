import { z } from 'zod';
import { progressSteps } from '../domain/learning-progress';

/** A certificate's public id: 128 random bits in base64url, 22 characters (decision 048). */
export const CERTIFICATE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const certificateMessages = {
  notFound: 'No certificate at this address',
  none: 'You have no certificate',
  incomplete: 'Complete all 8 steps of the learning path first',
  examNeeded: 'Pass the final exam first',
} as const;

export const certificateParamsSchema = z.object({
  id: z.string().regex(CERTIFICATE_ID_PATTERN, certificateMessages.notFound),
});

const isoDay = z.iso.date();

/**
 * What anyone with the link sees: the learner's name only when they chose to show it, the day the
 * final exam was passed, the day the certificate was made, and the 8 steps. No amounts, no score,
 * no email, nothing else from the account.
 */
export const publicCertificateSchema = z.object({
  id: z.string(),
  /** The learner's first and last name, or null when they keep it private. */
  name: z.string().nullable(),
  /**
   * The day (UTC) the learner passed the final exam, which opens once all 8 steps are complete:
   * the day the path was completed. Null for a certificate made before the exam existed (decision
   * 056), until its learner passes the exam.
   */
  examPassedOn: isoDay.nullable(),
  /** The day (UTC) the learner made their first certificate (kept across a revoke). */
  madeOn: isoDay,
  steps: z.array(z.object({ step: z.enum(progressSteps), title: z.string(), rule: z.string() })),
  /** The share image, a path on this site. */
  imagePath: z.string(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

/** The learner's own certificate, as Settings shows it. */
export const ownCertificateSchema = z.object({
  id: z.string(),
  showName: z.boolean(),
  examPassedOn: isoDay.nullable(),
  madeOn: isoDay,
  issuedAt: z.string(),
});
export type OwnCertificate = z.infer<typeof ownCertificateSchema>;

export const certificateStatusSchema = z.object({
  /** Whether a certificate can be made: the final exam is passed. */
  eligible: z.boolean(),
  /** Whether all 8 steps are complete now (the final exam opens then). */
  pathComplete: z.boolean(),
  /** The day (UTC) the final exam was passed, or null. */
  examPassedOn: isoDay.nullable(),
  completedCount: z.number().int(),
  total: z.number().int(),
  certificate: ownCertificateSchema.nullable(),
});
export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

export const certificateSettingsSchema = z.strictObject({ showName: z.boolean() });
export type CertificateSettings = z.infer<typeof certificateSettingsSchema>;
