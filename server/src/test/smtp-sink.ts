import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Header name (lowercase) → value, unfolded. */
  headers: Map<string, string>;
  subject: string;
  /** The text/plain part, quoted-printable decoded. */
  text: string;
  /** The text/html part, quoted-printable decoded ('' when none). */
  html: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** While true, every message is refused with a 451 (a temporary failure: the sender retries). */
  refusing: boolean;
  /**
   * While true, every message is kept (it is in `messages`) but not answered until releaseHeld():
   * the sender's send has gone out and it has not heard so (a sender killed now crashed after sending).
   */
  holding: boolean;
  /** Answers the messages held so far (250), to senders still listening. */
  releaseHeld(): void;
  /** Resolves once at least n messages have arrived. */
  waitFor(n: number): Promise<void>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return headers;
}

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at === -1) return { head: raw, body: '' };
  return { head: raw.slice(0, at), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decodePart(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Subject (RFC 2047 words decoded), and the text and HTML parts of a nodemailer message. */
function parse(raw: string, to: string[]): ReceivedMail {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const subject = (headers.get('subject') ?? '').replace(
    /=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi,
    (_m, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeQuotedPrintable(word.replace(/_/g, ' ')),
  );
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const { head: partHead, body: partBody } = splitHead(part.replace(/^\r?\n/, ''));
    const partHeaders = parseHeaders(partHead);
    const type = partHeaders.get('content-type') ?? '';
    const decoded = decodePart(partHeaders, partBody).trim();
    if (type.startsWith('text/plain')) text = decoded;
    else if (type.startsWith('text/html')) html = decoded;
  }
  return { to, raw, headers, subject, text, html };
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps every message it accepts. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  const held: Array<() => void> = [];
  const sink: SmtpSink = {
    url: '',
    port: 0,
    messages,
    refusing: false,
    holding: false,
    releaseHeld: () => {
      for (const answer of held.splice(0)) answer();
    },
    waitFor: (n) =>
      messages.length >= n ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ n, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (sink.refusing) {
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const to = session.envelope.rcptTo.map((r) => r.address);
        messages.push(parse(Buffer.concat(chunks).toString('utf8'), to));
        for (const waiter of waiters.filter((w) => messages.length >= w.n)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
        if (sink.holding) held.push(() => callback());
        else callback();
      });
    },
  });
  // A sender killed mid-conversation resets its connection: its business, not a failure of the sink.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.port = (server.server.address() as AddressInfo).port;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  return sink;
}
