import type { RequestHandler } from 'express';
import { clientAddress } from '../lib/client-address';
import type { AdminService } from '../services/admin.service';
import { bearerToken } from './require-auth';

/**
 * The admin API's gate: 503 when the dashboard is off; then a bearer admin token from
 * POST /api/admin/login, or (only where `acceptPasswordHeader` is set: the feedback list, as the
 * product defines it) the `x-admin-password` header, checked on the server like a login; 401
 * 'Invalid admin password' otherwise. Answers are never cached.
 */
export function requireAdmin(admin: AdminService, { acceptPasswordHeader = false } = {}): RequestHandler {
  return async (req, res, next) => {
    admin.ensureOn();
    res.setHeader('Cache-Control', 'no-store');
    const password = acceptPasswordHeader ? req.get('x-admin-password') : undefined;
    if (password !== undefined) {
      await admin.checkPassword(password, clientAddress(req));
    } else {
      await admin.verifyToken(bearerToken(req) ?? '');
    }
    next();
  };
}
