import * as authApi from '@shared/api/auth';
import { clientAddress, isLoopbackRequest } from '../lib/client-address';
import { requestLanguage } from '../http/request-language';
import type { ApiRouter } from '../http/api-router';
import { bearerToken } from '../middleware/require-auth';
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

export function authRoutes(
  api: ApiRouter,
  { authentication, account, limiter, devConveniences }: AuthRoutesDeps,
): void {
  api.handle(authApi.register, async ({ body, req }) => {
    // A class at once, but not a script all day (decision 036): both windows must allow it.
    await limiter.hit('registerAddress', clientAddress(req));
    await limiter.hit('registerAddressDay', clientAddress(req));
    return authentication.register(body, requestLanguage(req));
  });

  api.handle(authApi.login, async ({ body, req }) => {
    await limiter.hit('loginAddress', clientAddress(req));
    await limiter.hit('loginAccount', body.email);
    const signedInAs = await authentication.login(body, req.get('user-agent'));
    // The account's count is of attempts since its last successful sign-in.
    await limiter.clear('loginAccount', body.email);
    return signedInAs;
  });

  api.handle(authApi.getMe, ({ auth }) => ({ user: auth.user }));

  api.handle(authApi.logout, async ({ req }) => {
    await authentication.logout(bearerToken(req));
  });

  api.handle(authApi.forgotPassword, async ({ body: { email }, req }) => {
    await limiter.hit('forgotAddress', clientAddress(req));
    await limiter.hit('forgotAccount', email);
    return authentication.forgotPassword(email, { revealLink: devConveniences && isLoopbackRequest(req) });
  });

  api.handle(authApi.resetPassword, async ({ body, req }) => {
    await limiter.hit('resetAddress', clientAddress(req));
    return authentication.resetPassword(body, requestLanguage(req));
  });

  api.handle(authApi.completeOnboarding, async ({ auth }) => ({
    user: await account.completeOnboarding(auth.userId),
  }));

  api.handle(authApi.updateProfile, async ({ auth, body }) => ({
    user: await account.updateProfile(auth.userId, body),
  }));

  api.handle(authApi.changePassword, ({ auth, body, req }) =>
    account.changePassword(auth.userId, body, req.get('user-agent'), requestLanguage(req)),
  );

  api.handle(authApi.updatePreferences, async ({ auth, body }) => ({
    user: await account.updatePreferences(auth.userId, body),
  }));
}
