/** The SQLSTATE of a database error: node-postgres and PGlite expose it as `code`; drizzle may wrap it in `cause`. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === UNIQUE_VIOLATION;
}

/** Node socket errors that mean the database server cannot be reached. */
const UNREACHABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres reports a lost or never-opened connection and its own timeouts with these texts. */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^Query read timeout/i,
  /not queryable/i,
  /^Cannot use a pool after calling end/i,
];

/** The SQLSTATEs of a database that is down, restarting, cut off or too busy to run a statement in time. */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || // connection exceptions
    code === '57P01' || // admin shutdown (backend terminated)
    code === '57P02' || // crash shutdown
    code === '57P03' || // cannot connect now (starting up, shutting down)
    code === '57P04' || // the database was dropped under the session
    code === '57P05' || // idle session timeout: the server ended an idle session
    code === '57014' || // query canceled: the statement timeout
    code === '25P03' || // idle-in-transaction session timeout
    code === '25P04' || // transaction timeout: the server ended the session
    code === '53300' // too many connections
  );
}

/**
 * Connection exceptions, and the server ending the session: terminated, crashed, shutting down,
 * database dropped, idle too long, in a transaction too long (idle or not).
 */
const CONNECTION_ENDING_SQLSTATES = /^(08[0-9A-Z]{3}|57P0[1-5]|25P0[34])$/;

/** node-postgres's words for a connection that is gone, or whose statement never got an answer. */
const CONNECTION_LOST_MESSAGES = [/^Connection terminated/i, /^Query read timeout/i, /not queryable/i];

/**
 * True when the connection an error came from cannot be trusted with another statement: it was
 * closed or terminated, or a statement on it got no answer in time (its reply may still come).
 * Errors inside a working session (a constraint, a cancelled statement) are not this.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_NETWORK_CODES.has(code) || CONNECTION_ENDING_SQLSTATES.test(code))) {
      return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && CONNECTION_LOST_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/**
 * True when an error means the database is unreachable or stalled right now, not that the request
 * was wrong: the caller answers 503 and the client may try again. Looks through drizzle's wrapping.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNREACHABLE_NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))
    ) {
      return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // An AggregateError (several addresses refused) carries its parts in `errors`.
    const parts = (e as { errors?: unknown }).errors;
    if (Array.isArray(parts) && parts.some((part) => isDatabaseUnavailable(part))) return true;
  }
  return false;
}

/** The innermost cause's code and message, for logs: never the SQL text or its parameters. */
export function databaseErrorSummary(error: unknown): { code?: string; message: string } {
  let innermost: unknown = error;
  for (let depth = 0; depth < 4; depth++) {
    const cause = (innermost as { cause?: unknown } | null)?.cause;
    if (!cause) break;
    innermost = cause;
  }
  const code = (innermost as { code?: unknown } | null)?.code;
  const message = innermost instanceof Error ? innermost.message : String(innermost);
  return { ...(typeof code === 'string' ? { code } : {}), message };
}
