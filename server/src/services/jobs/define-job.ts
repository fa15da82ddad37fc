import type { z } from 'zod';

/** What a handler gets: the job's parsed payload and how many times it has been claimed (this one included). */
export interface JobContext<Payload = unknown> {
  id: number;
  type: string;
  payload: Payload;
  attempts: number;
  maxAttempts: number;
  /** When the job was queued: with the id, names the job across database restores (jobMessageId). */
  createdAt: Date;
  /**
   * Aborted when a lease renewal finds the job no longer this claim's (another instance took it
   * over after the lease passed): a handler checks it before an effect it must not repeat.
   */
  signal: AbortSignal;
}

export interface EnqueueOptions {
  /** At most one job per key, ever (until the row is deleted): a repeated enqueue does nothing. */
  dedupeKey?: string;
  /** Not run before this time (default: now). */
  runAt?: Date;
  maxAttempts?: number;
}

const checked: unique symbol = Symbol('payload checked by its job definition');

/** A job ready to queue; only a definition's `job()` makes one, so its payload has passed the schema. */
export interface NewJob extends EnqueueOptions {
  type: string;
  payload: unknown;
  readonly [checked]: true;
}

/**
 * One job type: its name, the zod schema of its payload and its handler. The handler's second
 * argument is what it runs with (the database, a mailer ...), given when the queue registers it.
 * A throw means "try again later" (or 'failed' after the last attempt).
 */
export interface JobDefinition<Schema extends z.ZodType, Deps = undefined> {
  readonly type: string;
  readonly payloadSchema: Schema;
  handler(job: JobContext<z.output<Schema>>, deps: Deps): Promise<void>;
  /** A job of this type to queue; a payload the schema refuses throws here, before it is stored. */
  job(payload: z.input<Schema>, options?: EnqueueOptions): NewJob;
}

/** A stored payload that its type's schema refuses: the job fails at once, never retried (decision 049). */
export class JobPayloadError extends Error {
  constructor(type: string, error: z.ZodError) {
    const issues = error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`);
    super(`the payload of a '${type}' job does not match its schema: ${issues.join('; ')}`);
    this.name = 'JobPayloadError';
  }
}

export function defineJob<Schema extends z.ZodType, Deps = undefined>(
  type: string,
  payloadSchema: Schema,
  handler: (job: JobContext<z.output<Schema>>, deps: Deps) => Promise<void>,
): JobDefinition<Schema, Deps> {
  return {
    type,
    payloadSchema,
    handler,
    job(payload, options = {}) {
      payloadSchema.parse(payload);
      return { ...options, type, payload, [checked]: true };
    },
  };
}

/**
 * A Message-ID for the one email a job sends: the same on every attempt, so a resend after a crash
 * (the send went out, the 'done' mark did not) is recognisable as the same message. The id and the
 * time it was queued name the job even if the table's ids start again (a restored database).
 */
export function jobMessageId(job: Pick<JobContext, 'id' | 'createdAt'>, host: string): string {
  return `<job-${job.id}.${job.createdAt.getTime().toString(36)}@${host}>`;
}
