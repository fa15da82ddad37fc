import type { RequestHandler } from 'express';
import { clientAddress } from '../lib/client-address';
import type { AdminService } from '../services/admin.service';
import { bearerToken } from './require-auth';

/**
 * The admin API's gate: 503 when the dashboard is off; then either the `x-admin-password` header
 * (checked on the server and rate-limited like a login) or a bearer admin token from
 * POST /api/admin/login; 401 'Invalid admin password' otherwise. Answers are never cached.
 */
export function requireAdmin(admin: AdminService): RequestHandler {
  return async (req, res, next) => {
    admin.ensureOn();
    res.setHeader('Cache-Control', 'no-store');
    const password = req.get('x-admin-password');
    if (password !== undefined) {
      await admin.checkPassword(password, clientAddress(req));
    } else {
      admin.verifyToken(bearerToken(req) ?? '');
    }
    next();
  };
}
