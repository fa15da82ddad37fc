import { Router } from 'express';
import { isoDayOf } from '@shared/domain/dates';
import { adminLoginSchema } from '@shared/schemas/beta';
import { clientAddress } from '../lib/client-address';
import { requireAdmin } from '../middleware/require-admin';
import { parseBody } from '../middleware/validate';
import type { AdminService } from '../services/admin.service';
import type { AnalyticsService } from '../services/analytics.service';
import { feedbackCsv } from '../services/feedback-csv';
import type { FeedbackService } from '../services/feedback.service';

export interface AdminRoutesDeps {
  admin: AdminService;
  feedback: FeedbackService;
  analytics: AnalyticsService;
  now: () => Date;
}

/** /api/admin: the dashboard's password check and what it shows (every route but login needs the admin token). */
export function adminRoutes({ admin, feedback, analytics, now }: AdminRoutesDeps): Router {
  const router = Router();
  const adminOnly = requireAdmin(admin);

  router.post('/login', async (req, res) => {
    admin.ensureOn();
    const { password } = parseBody(req, adminLoginSchema);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await admin.login(password, clientAddress(req)));
  });

  router.get('/feedback/summary', adminOnly, async (_req, res) => {
    res.json(await feedback.summary());
  });

  router.get('/feedback/export', adminOnly, async (_req, res) => {
    const csv = feedbackCsv(await feedback.all());
    res.setHeader('Content-Type', 'text/csv; charset=utf-8; header=present');
    res.setHeader('Content-Disposition', `attachment; filename="arkad-beta-feedback-${isoDayOf(now())}.csv"`);
    res.send(csv);
  });

  router.get('/analytics', adminOnly, async (_req, res) => {
    res.json(await analytics.summary());
  });

  return router;
}
