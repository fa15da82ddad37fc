import * as adminApi from '@shared/api/admin';
import { isoDayOf } from '@shared/domain/dates';
import type { ApiRouter } from '../http/api-router';
import { SENT } from '../http/api-router';
import { clientAddress } from '../lib/client-address';
import type { JobQueue } from '../services/jobs/job-queue';
import type { AdminService } from '../services/admin.service';
import type { AnalyticsService } from '../services/analytics.service';
import { feedbackCsv } from '../services/feedback-csv';
import type { FeedbackService } from '../services/feedback.service';
import type { LearningStatsService } from '../services/learning-stats.service';
import type { RefundService } from '../services/refund.service';

export interface AdminRoutesDeps {
  admin: AdminService;
  feedback: FeedbackService;
  analytics: AnalyticsService;
  refunds: RefundService;
  queue: JobQueue;
  learningStats: LearningStatsService;
  now: () => Date;
}

/** The dashboard's password check and what it shows (every operation but login needs the admin token). */
export function adminRoutes(
  api: ApiRouter,
  { admin, feedback, analytics, refunds, queue, learningStats, now }: AdminRoutesDeps,
): void {
  api.handle(adminApi.adminLogin, ({ body, req }) => {
    admin.ensureOn();
    return admin.login(body.password, clientAddress(req));
  });

  api.handle(adminApi.getFeedbackSummary, () => feedback.summary());

  api.handle(adminApi.exportFeedback, async ({ res }) => {
    const csv = feedbackCsv(await feedback.all());
    res.setHeader('Content-Type', 'text/csv; charset=utf-8; header=present');
    res.setHeader('Content-Disposition', `attachment; filename="arkad-beta-feedback-${isoDayOf(now())}.csv"`);
    res.send(csv);
    return SENT;
  });

  api.handle(adminApi.getAnalyticsSummary, () => analytics.summary());

  api.handle(adminApi.getJobCounts, () => queue.counts());

  api.handle(adminApi.listPayments, () => refunds.listPayments());

  api.handle(adminApi.refundPayment, ({ params }) => refunds.refund(params.chargeId));

  api.handle(adminApi.getCompletionFunnel, () => learningStats.funnel());

  api.handle(adminApi.getQuizPassRates, () => learningStats.passRates());
}
