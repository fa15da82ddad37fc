import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** A bcrypt hash, a JWT, a token in a URL or body, an email address: never written to the log. */
const SECRET_PATTERNS: [RegExp, string][] = [
  [/\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}/g, '[bcrypt hash]'],
  [/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[jwt]'],
  [/([?&]token=)[^&\s"\\]+/gi, '$1[redacted]'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
];

export function scrubSecrets(text: string): string {
  return SECRET_PATTERNS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

interface SafeError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SafeError;
}

/**
 * What the log keeps of an error: type, SQLSTATE and message without the query parameters
 * (drizzle puts them in the message after 'params:'; node-postgres puts row values in `detail`).
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubSecrets(String(error)) };
  const withoutParams = (text: string) =>
    scrubSecrets(text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]'));
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message: withoutParams(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: withoutParams(error.stack) } : {}),
    ...(cause !== undefined && depth < 3 ? { cause: safeError(cause, depth + 1) } : {}),
  };
}

/**
 * pino with secrets kept out: sensitive fields are redacted by path, errors go through
 * safeError, and every written line is scrubbed of anything that looks like a hash, token or email.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        'token',
        'resetUrl',
        'params',
        'to',
        '*.password',
        '*.token',
        '*.resetUrl',
        '*.params',
      ],
      censor: '[redacted]',
    },
    serializers: { err: (error: unknown) => safeError(error) },
    hooks: { streamWrite: scrubSecrets },
  } satisfies LoggerOptions;
  return destination ? pino(options, destination) : pino(options);
}
