import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Logger } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** The Message-ID header, `<local@host>` (default: a new one per send); a job's email uses jobMessageId. */
  messageId?: string;
}

export interface Mailer {
  /** Whether messages actually leave the server (an SMTP_URL is configured). */
  readonly enabled: boolean;
  send(message: MailMessage): Promise<void>;
  /** Closes the pooled SMTP connections (at shutdown). */
  close?(): void;
}

/**
 * Sends through SMTP when SMTP_URL is set. Without it (development only: production refuses to
 * start without SMTP_URL) nothing is sent and a warning says so.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      enabled: false,
      send: async (message) => {
        logger.warn({ subject: message.subject }, 'SMTP_URL is not set: email not sent');
      },
      close: () => undefined,
    };
  }
  // Pooled: the job queue sends many emails at once (the weekly digest), each connection reused.
  const transportOptions: SMTPTransport.Options & { pool: true; maxConnections: number } = {
    url: smtpUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10000,
  };
  const transport = nodemailer.createTransport(transportOptions);
  return {
    enabled: true,
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
