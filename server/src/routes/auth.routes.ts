import { Router } from 'express';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  preferencesUpdateSchema,
  profileSchema,
  registerRequestSchema,
  resetPasswordSchema,
} from '@shared/schemas/auth';
import { clientAddress, isLoopbackRequest } from '../lib/client-address';
import { authOf, bearerToken, requireAuth } from '../middleware/require-auth';
import { parseBody } from '../middleware/validate';
import type { AccountService } from '../services/account.service';
import type { AuthenticationService } from '../services/authentication.service';
import type { RateLimiter } from '../services/rate-limiter';

export interface AuthRoutesDeps {
  authentication: AuthenticationService;
  account: AccountService;
  limiter: RateLimiter;
  /** Development or test: the forgot-password answer carries the link for requests from this machine. */
  devConveniences: boolean;
}

export function authRoutes({ authentication, account, limiter, devConveniences }: AuthRoutesDeps): Router {
  const router = Router();
  const signedIn = requireAuth(authentication);

  router.post('/register', async (req, res) => {
    const input = parseBody(req, registerRequestSchema);
    await limiter.hit('registerAddress', clientAddress(req));
    res.status(201).json(await authentication.register(input, req.get('user-agent')));
  });

  router.post('/login', async (req, res) => {
    const input = parseBody(req, loginSchema);
    await limiter.hit('loginAddress', clientAddress(req));
    await limiter.hit('loginAccount', input.email);
    const signedInAs = await authentication.login(input, req.get('user-agent'));
    // The account's count is of attempts since its last successful sign-in.
    await limiter.clear('loginAccount', input.email);
    res.json(signedInAs);
  });

  router.get('/me', signedIn, (req, res) => {
    res.json({ user: authOf(req).user });
  });

  router.post('/logout', async (req, res) => {
    await authentication.logout(bearerToken(req));
    res.status(204).end();
  });

  router.post('/forgot-password', async (req, res) => {
    const { email } = parseBody(req, forgotPasswordSchema);
    await limiter.hit('forgotAddress', clientAddress(req));
    await limiter.hit('forgotAccount', email);
    res.json(await authentication.forgotPassword(email, { revealLink: devConveniences && isLoopbackRequest(req) }));
  });

  router.post('/reset-password', async (req, res) => {
    const input = parseBody(req, resetPasswordSchema);
    await limiter.hit('resetAddress', clientAddress(req));
    res.json(await authentication.resetPassword(input));
  });

  router.post('/complete-onboarding', signedIn, async (req, res) => {
    res.json({ user: await account.completeOnboarding(authOf(req).userId) });
  });

  router.put('/profile', signedIn, async (req, res) => {
    const input = parseBody(req, profileSchema);
    res.json({ user: await account.updateProfile(authOf(req).userId, input) });
  });

  router.post('/change-password', signedIn, async (req, res) => {
    const input = parseBody(req, changePasswordSchema);
    res.json(await account.changePassword(authOf(req).userId, input, req.get('user-agent')));
  });

  router.put('/preferences', signedIn, async (req, res) => {
    const input = parseBody(req, preferencesUpdateSchema);
    res.json({ user: await account.updatePreferences(authOf(req).userId, input) });
  });

  return router;
}
