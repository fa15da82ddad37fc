import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import canonicalize from 'canonicalize';

/**
 * W3C Data Integrity proofs with the eddsa-jcs-2022 cryptosuite (decision 056), on node:crypto's
 * Ed25519 and an RFC 8785 (JCS) canonicalization:
 *   1. the proof options (the proof without proofValue, with the document's @context) and the
 *      document without its proof are each put in JCS form and hashed with SHA-256;
 *   2. the signature is Ed25519 over the two hashes, the options' first (64 bytes);
 *   3. proofValue is the signature in multibase base58btc ('z...').
 * Keys are Multikeys: 'z' + base58btc of 0xed 0x01 and the 32-byte public key.
 */

export const CRYPTOSUITE = 'eddsa-jcs-2022';
export const PROOF_TYPE = 'DataIntegrityProof';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const ED25519_PUBLIC_HEADER = Buffer.from([0xed, 0x01]);
// PKCS#8 DER of an Ed25519 private key, before its 32-byte seed (RFC 8410).
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
// SubjectPublicKeyInfo DER of an Ed25519 public key, before its 32 bytes.
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Bytes in base58 (the Bitcoin alphabet): leading zero bytes become '1's. */
export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1;
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = (ALPHABET[Number(value % 58n)] ?? '') + text;
    value /= 58n;
  }
  return '1'.repeat(zeros) + text;
}

/** The bytes of a base58 text; null when it holds a character outside the alphabet. */
export function base58Decode(text: string): Buffer | null {
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros += 1;
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit === -1) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  return Buffer.from([...new Array<number>(zeros).fill(0), ...bytes]);
}

/** The Ed25519 key pair of a 32-byte seed. */
export function ed25519FromSeed(seed: Uint8Array): { privateKey: KeyObject; publicKey: KeyObject } {
  if (seed.length !== 32) throw new Error('An Ed25519 seed is 32 bytes');
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

/** A public key as a Multikey's publicKeyMultibase ('z6Mk...'). */
export function publicKeyMultibase(publicKey: KeyObject): string {
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return `z${base58Encode(Buffer.concat([ED25519_PUBLIC_HEADER, der.subarray(SPKI_PREFIX.length)]))}`;
}

/** The Ed25519 public key of a publicKeyMultibase; null when it is not one. */
export function publicKeyFromMultibase(multibase: string): KeyObject | null {
  if (!multibase.startsWith('z')) return null;
  const bytes = base58Decode(multibase.slice(1));
  if (!bytes || bytes.length !== 34 || !bytes.subarray(0, 2).equals(ED25519_PUBLIC_HEADER)) return null;
  return createPublicKey({ key: Buffer.concat([SPKI_PREFIX, bytes.subarray(2)]), format: 'der', type: 'spki' });
}

type Json = Record<string, unknown>;

/** SHA-256 of the proof options and of the document, the options' first: what is signed. */
function hashData(proofOptions: Json, document: Json): Buffer {
  const hash = (value: Json) =>
    createHash('sha256')
      .update(canonicalize(value) ?? '', 'utf8')
      .digest();
  return Buffer.concat([hash(proofOptions), hash(document)]);
}

export interface ProofOptions {
  verificationMethod: string;
  /** An XML Schema dateTime, e.g. '2026-12-01T10:00:00Z'. */
  created: string;
  proofPurpose?: string;
}

/** The document with an eddsa-jcs-2022 proof added. */
export function addProof<T extends Json>(
  document: T,
  options: ProofOptions,
  privateKey: KeyObject,
): T & { proof: Json } {
  const proof: Json = {
    type: PROOF_TYPE,
    cryptosuite: CRYPTOSUITE,
    created: options.created,
    verificationMethod: options.verificationMethod,
    proofPurpose: options.proofPurpose ?? 'assertionMethod',
  };
  if (document['@context'] !== undefined) proof['@context'] = document['@context'];
  const signature = sign(null, hashData(proof, document), privateKey);
  return { ...document, proof: { ...proof, proofValue: `z${base58Encode(signature)}` } };
}

export type ProofCheck =
  | { valid: true; verificationMethod: string; created: string }
  | { valid: false; reason: 'no-proof' | 'unsupported' | 'unknown-key' | 'bad-signature' };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a document's eddsa-jcs-2022 proof against the key its verificationMethod names
 * (`keyFor` answers the keys this verifier trusts, null for any other).
 */
export function verifyProof(secured: Json, keyFor: (verificationMethod: string) => KeyObject | null): ProofCheck {
  const { proof, ...document } = secured;
  if (!isObject(proof)) return { valid: false, reason: 'no-proof' };
  const { proofValue, ...options } = proof;
  if (options.type !== PROOF_TYPE || options.cryptosuite !== CRYPTOSUITE)
    return { valid: false, reason: 'unsupported' };
  if (typeof options.verificationMethod !== 'string' || typeof options.created !== 'string')
    return { valid: false, reason: 'unsupported' };
  const key = keyFor(options.verificationMethod);
  if (!key) return { valid: false, reason: 'unknown-key' };
  // The proof's @context, when present, must be the document's (the options are signed with it).
  if (options['@context'] !== undefined && canonicalize(options['@context']) !== canonicalize(document['@context']))
    return { valid: false, reason: 'bad-signature' };
  const signature =
    typeof proofValue === 'string' && proofValue.startsWith('z') ? base58Decode(proofValue.slice(1)) : null;
  if (!signature || signature.length !== 64) return { valid: false, reason: 'bad-signature' };
  if (!verify(null, hashData(options, document), key, signature)) return { valid: false, reason: 'bad-signature' };
  return { valid: true, verificationMethod: options.verificationMethod, created: options.created };
}
