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
import { authOf, bearerToken, requireAuth } from '../middleware/require-auth';
import { parseBody } from '../middleware/validate';
import type { AuthService } from '../services/auth.service';

export function authRoutes(auth: AuthService): Router {
  const router = Router();
  const signedIn = requireAuth(auth);

  router.post('/register', async (req, res) => {
    const input = parseBody(req, registerRequestSchema);
    res.status(201).json(await auth.register(input, req.get('user-agent')));
  });

  router.post('/login', async (req, res) => {
    const input = parseBody(req, loginSchema);
    res.json(await auth.login(input, req.get('user-agent')));
  });

  router.get('/me', signedIn, (req, res) => {
    res.json({ user: authOf(req).user });
  });

  router.post('/logout', async (req, res) => {
    await auth.logout(bearerToken(req));
    res.status(204).end();
  });

  router.post('/forgot-password', async (req, res) => {
    const { email } = parseBody(req, forgotPasswordSchema);
    res.json(await auth.forgotPassword(email));
  });

  router.post('/reset-password', async (req, res) => {
    const input = parseBody(req, resetPasswordSchema);
    res.json(await auth.resetPassword(input));
  });

  router.post('/complete-onboarding', signedIn, async (req, res) => {
    res.json({ user: await auth.completeOnboarding(authOf(req).userId) });
  });

  router.put('/profile', signedIn, async (req, res) => {
    const input = parseBody(req, profileSchema);
    res.json({ user: await auth.updateProfile(authOf(req).userId, input) });
  });

  router.post('/change-password', signedIn, async (req, res) => {
    const input = parseBody(req, changePasswordSchema);
    res.json(await auth.changePassword(authOf(req).userId, input, req.get('user-agent')));
  });

  router.put('/preferences', signedIn, async (req, res) => {
    const input = parseBody(req, preferencesUpdateSchema);
    res.json({ user: await auth.updatePreferences(authOf(req).userId, input) });
  });

  return router;
}
