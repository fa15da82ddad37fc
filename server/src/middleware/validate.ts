import type { Request } from 'express';
import type { z } from 'zod';

/**
 * Parses req.body with a shared schema and returns the parsed value; a ZodError goes on to the
 * error handler, which answers 400 VALIDATION_FAILED with the field messages.
 */
export function parseBody<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  return schema.parse(req.body ?? {});
}

export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  return schema.parse(req.query);
}
