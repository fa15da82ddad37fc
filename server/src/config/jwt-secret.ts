import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';
/** The secret the credentials' Ed25519 signing key is derived from (decision 056). */
export const CREDENTIAL_SECRET_FILE = 'credential-signing-secret';

/**
 * Writes a new secret to a file of this call's own, flushed, then hard-links it to `file`: the
 * link fails when `file` exists, so of several servers starting at once exactly one puts its
 * secret there, and `file` never exists half-written. True when this call's secret is the one.
 */
function publishNewSecret(file: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = openSync(draft, 'wx', 0o600);
  try {
    writeSync(fd, `${randomBytes(48).toString('base64url')}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    // Already there (another start, or another instance a moment ago): that one is used.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * The session-signing secret kept in the data directory: read when it is there, otherwise
 * generated once (64 random characters) and written readable by the owner only (0600).
 */
export function loadOrCreateJwtSecret(dataDir: string): { secret: string; file: string; created: boolean } {
  return loadOrCreateSecretFile(dataDir, JWT_SECRET_FILE);
}

/** The credentials' signing secret kept in the data directory, made as the session secret is. */
export function loadOrCreateCredentialSecret(dataDir: string): { secret: string; file: string; created: boolean } {
  return loadOrCreateSecretFile(dataDir, CREDENTIAL_SECRET_FILE);
}

/** A secret kept in a file of the data directory: read, or generated once (0600). */
function loadOrCreateSecretFile(dataDir: string, fileName: string): { secret: string; file: string; created: boolean } {
  const file = path.join(dataDir, fileName);
  mkdirSync(dataDir, { recursive: true });
  let created = false;
  try {
    statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    created = publishNewSecret(file);
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} holds no usable secret (under 32 characters): delete it to generate a new one`);
  return { secret, file, created };
}
