import { z } from 'zod';
import { progressSteps } from '../domain/learning-progress';

/** A certificate's public id: 128 random bits in base64url, 22 characters (decision 048). */
export const CERTIFICATE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const certificateMessages = {
  notFound: 'No certificate at this address',
  none: 'You have no certificate',
  incomplete: 'Complete all 8 steps of the learning path first',
} as const;

export const certificateParamsSchema = z.object({
  id: z.string().regex(CERTIFICATE_ID_PATTERN, certificateMessages.notFound),
});

const isoDay = z.iso.date();

/**
 * What anyone with the link sees: the learner's name only when they chose to show it, the day the
 * path was completed and its 8 steps. No amounts, no email, nothing else from the account.
 */
export const publicCertificateSchema = z.object({
  id: z.string(),
  /** The learner's first and last name, or null when they keep it private. */
  name: z.string().nullable(),
  /** The day (UTC) the server first confirmed all 8 steps complete. */
  completedOn: isoDay,
  steps: z.array(z.object({ step: z.enum(progressSteps), title: z.string(), rule: z.string() })),
  /** The share image, a path on this site. */
  imagePath: z.string(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

/** The learner's own certificate, as Settings shows it. */
export const ownCertificateSchema = z.object({
  id: z.string(),
  showName: z.boolean(),
  completedOn: isoDay,
  issuedAt: z.string(),
});
export type OwnCertificate = z.infer<typeof ownCertificateSchema>;

export const certificateStatusSchema = z.object({
  /** Whether all 8 steps are complete now (a certificate can be made). */
  eligible: z.boolean(),
  completedCount: z.number().int(),
  total: z.number().int(),
  certificate: ownCertificateSchema.nullable(),
});
export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

export const certificateSettingsSchema = z.strictObject({ showName: z.boolean() });
export type CertificateSettings = z.infer<typeof certificateSettingsSchema>;
