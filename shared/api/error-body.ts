import { z } from 'zod';
import { errorStatusByCode, type ErrorCode } from '../api-error';

/** The error shape every non-2xx answer uses, as a schema (for the OpenAPI document and tests). */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(errorStatusByCode) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    requestId: z.string().optional(),
  }),
});
