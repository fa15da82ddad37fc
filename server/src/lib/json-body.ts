import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { chooseEncoding, type Encoding } from './content-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies from this size on are also kept compressed (smaller ones are sent as they are). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * A JSON answer serialised once and kept ready to send: its bytes, a strong ETag of them, and (for
 * bodies of 1 KB or more) its brotli and gzip copies, compressed off the event loop (zlib's thread
 * pool). Built when the data changes, sent as often as it is asked for.
 */
export interface JsonBody {
  readonly json: Buffer;
  /** The identity representation's strong ETag; each compressed copy has its own (see etagFor). */
  readonly etag: string;
  readonly encoded: ReadonlyMap<Encoding, Buffer>;
}

export async function jsonBody(value: unknown): Promise<JsonBody> {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  const encoded = new Map<Encoding, Buffer>();
  if (json.length >= COMPRESS_FROM_BYTES) {
    const [br, gz] = await Promise.all([
      brotli(json, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
        },
      }),
      gzipAsync(json, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    encoded.set('br', br);
    encoded.set('gzip', gz);
  }
  return { json, etag: `"${hash}"`, encoded };
}

/** A strong ETag names one representation: the compressed copies get their own. */
function etagFor(body: JsonBody, encoding: Encoding | null): string {
  return encoding === null ? body.etag : `${body.etag.slice(0, -1)}-${encoding}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Sends a kept body: 304 when the client's copy is current (If-None-Match), else the copy in the
 * best encoding the client accepts, with its ETag, Vary and the given Cache-Control.
 */
export function sendJsonBody(req: Request, res: Response, body: JsonBody, cacheControl: string): void {
  const encoding =
    body.encoded.size > 0 ? chooseEncoding(req.get('accept-encoding'), new Set(body.encoded.keys())) : null;
  const etag = etagFor(body, encoding);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', etag);
  if (body.encoded.size > 0) res.vary('Accept-Encoding');
  if (matches(req.get('if-none-match'), etag)) {
    res.status(304).end();
    return;
  }
  const bytes = encoding === null ? body.json : (body.encoded.get(encoding) as Buffer);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (encoding !== null) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.status(200).end(req.method === 'HEAD' ? undefined : bytes);
}
