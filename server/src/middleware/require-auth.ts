import type { Request, RequestHandler } from 'express';
import { unauthenticated } from '../lib/errors';
import type { AuthenticationService } from '../services/authentication.service';

export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || undefined;
}

/** 401 unless the request carries a valid, unrevoked bearer token; sets req.auth. */
export function requireAuth(auth: Pick<AuthenticationService, 'authenticate'>): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req);
    const context = token ? await auth.authenticate(token) : null;
    if (!context) throw unauthenticated();
    req.auth = context;
    next();
  };
}
