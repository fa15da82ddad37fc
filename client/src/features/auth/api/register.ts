import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@shared/schemas/auth';
import * as authApi from '@/api/auth';
import { pageLanguage } from '@/i18n/i18n';
import { track } from '@/lib/analytics';
import { ApiError, callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { visitKeys, writeVisit } from '@/lib/visit-storage';
import { login } from './login';

/** Shown when registering was answered but the same email and password do not sign in. */
export const REGISTERED_NOT_SIGNED_IN =
  'This email and password did not sign you in. If the email already had an Arkad account, nothing about it has changed: sign in with its password, or reset it.';
/** Added when the server sends email (the owner of an existing account has been told). */
export const REGISTERED_EMAIL_SENT = 'We have sent an email to this address.';

/**
 * Registering answered, but signing in with the same email and password was refused: the email
 * already had an account with another password (decision 058). Nothing was created or changed.
 */
export class NotSignedInAfterRegistration extends Error {
  constructor(readonly emailSent: boolean) {
    super(emailSent ? `${REGISTERED_NOT_SIGNED_IN} ${REGISTERED_EMAIL_SENT}` : REGISTERED_NOT_SIGNED_IN);
    this.name = 'NotSignedInAfterRegistration';
  }
}

export function register(input: RegisterRequest) {
  // The account keeps the language the visitor registered in (decision 063).
  return callApi(authApi.register, { body: { language: pageLanguage(), ...input } });
}

/**
 * Registers, then signs in with the same email and password: registering answers the same
 * whether or not the email had an account, and starts no session (decision 058).
 */
export async function registerAndSignIn(input: RegisterRequest) {
  const registered = await register(input);
  try {
    return await login({ email: input.email, password: input.password });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new NotSignedInAfterRegistration(registered.emailSent);
    throw error;
  }
}

export function useRegister() {
  const { setSession } = useAuth();
  return useMutation({
    mutationFn: registerAndSignIn,
    onSuccess: ({ user, token }) => {
      setSession(user, token);
      // A new account has not been through onboarding; an owner who registered again with the
      // account's own password is signed in to it, and is not a sign-up.
      if (user.hasCompletedOnboarding) return;
      track('sign_up');
      // The header greets this account as new for the rest of the visit.
      writeVisit(user.id, visitKeys.newAccount, true);
    },
  });
}
