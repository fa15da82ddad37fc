import * as usageApi from '@shared/api/usage';
import type { ApiRouter } from '../http/api-router';
import { requestLanguage } from '../http/request-language';
import type { UsageService } from '../services/usage.service';

/** The free tier's monthly allowances (the access gate asks here). */
export function usageRoutes(api: ApiRouter, deps: { usage: UsageService }): void {
  api.handle(usageApi.listFeatureAccess, async ({ auth }) => ({ data: await deps.usage.accessAll(auth.user) }));

  api.handle(usageApi.getFeatureAccess, ({ auth, params }) => deps.usage.access(auth.user, params.feature));

  /**
   * Counts one use (now, or at `usedAt` for a use made offline, once per `useId`, once a month per
   * `resultKey`); 402 when that month's free allowance is used up, said in the request's language.
   */
  api.handle(usageApi.recordFeatureUse, ({ auth, params, body: { usedAt, useId, resultKey }, req }) =>
    deps.usage.recordUse(auth.user, params.feature, {
      usedAt: usedAt === undefined ? undefined : new Date(usedAt),
      useId,
      resultKey,
      language: requestLanguage(req),
    }),
  );
}
