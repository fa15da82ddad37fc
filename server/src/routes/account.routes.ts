import * as accountApi from '@shared/api/account';
import type { ApiRouter } from '../http/api-router';
import type { AccountService } from '../services/account.service';
import type { RateLimiter } from '../services/rate-limiter';

/** The learner's own data: Download my data, and Delete my account (decision 051). */
export function accountRoutes(api: ApiRouter, { account, limiter }: { account: AccountService; limiter: RateLimiter }) {
  api.handle(accountApi.exportAccountData, async ({ auth }) => {
    await limiter.hit('exportAccount', String(auth.userId));
    return account.exportData(auth.userId);
  });

  api.handle(accountApi.deleteAccount, ({ auth, body }) => account.deleteAccount(auth.userId, body.password));
}
