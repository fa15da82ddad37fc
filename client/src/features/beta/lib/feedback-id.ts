/**
 * A random id for one submission (URL-safe, 128 bits), sent with it so a retry after a lost answer
 * is stored once. getRandomValues works on plain http too, unlike crypto.randomUUID.
 */
export function newFeedbackId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `fb-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
