import { z } from 'zod';

/** GET /api/progress/seven-cures: the Seven Cures scorecard (shared/domain/seven-cures.ts). */
export const sevenCuresSchema = z.object({
  cures: z.array(
    z.object({
      number: z.number().int().min(1).max(7),
      title: z.string(),
      kind: z.enum(['practice', 'study', 'none']),
      inArkad: z.string(),
      status: z.enum(['done', 'started', 'not-started', 'not-in-arkad']),
      done: z.array(z.string()),
    }),
  ),
  /** Cures done, of those Arkad has something for. */
  done: z.number().int(),
  possible: z.number().int(),
  source: z.string(),
});
export type SevenCures = z.infer<typeof sevenCuresSchema>;
