import type { CallOptions } from '@/lib/api-client';

/** The admin token as every admin call sends it (in place of a learner's session token). */
export function adminAuth(token: string): CallOptions {
  return { token };
}
