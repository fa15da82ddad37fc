import type { AuthContext } from '../services/authentication.service';

declare global {
  namespace Express {
    interface Request {
      /** Set by the request-id middleware on every request. */
      requestId: string;
      /** Set by requireAuth. */
      auth?: AuthContext;
    }
  }
}

export {};
