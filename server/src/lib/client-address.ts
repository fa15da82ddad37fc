import type { Request } from 'express';

/** The client's address (behind a trusted proxy, see TRUST_PROXY, the one it forwarded), IPv4-mapped IPv6 unwrapped. */
export function clientAddress(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}

/** Whether the request comes from this machine itself (127.0.0.0/8 or ::1). */
export function isLoopbackRequest(req: Request): boolean {
  const ip = clientAddress(req);
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}
