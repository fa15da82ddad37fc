import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The session-signing secret kept in the data directory: read when it is there, otherwise
 * generated once (64 random characters) and written readable by the owner only (0600).
 */
export function loadOrCreateJwtSecret(dataDir: string): { secret: string; file: string; created: boolean } {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  let created = false;
  try {
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    created = true;
  } catch (error) {
    // Already there (another start, or another instance a moment ago): use it.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} holds no usable secret (under 32 characters): delete it to generate a new one`);
  return { secret, file, created };
}
