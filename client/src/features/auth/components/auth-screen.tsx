import { useCallback, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { BrandLink } from '@/components/brand';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { LanguageSwitch } from '@/entities/language/components/language-switch';
import { useT, type MessageId } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { returnPathFromSearch } from '../lib/return-path';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

export type AuthMode = 'login' | 'register' | 'forgot-password' | 'reset-password';

/** ?token=... opens reset-password; ?mode=signup opens register; anything else opens login. */
export function authModeFromSearch(search: string): { mode: AuthMode; token: string | null } {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  if (token) return { mode: 'reset-password', token };
  return { mode: params.get('mode') === 'signup' ? 'register' : 'login', token: null };
}

const headings: Record<AuthMode, { title: MessageId; description: MessageId }> = {
  login: { title: 'auth.login.title', description: 'auth.login.description' },
  register: { title: 'auth.register.title', description: 'auth.register.description' },
  'forgot-password': { title: 'auth.forgot.title', description: 'auth.forgot.description' },
  'reset-password': { title: 'auth.reset.title', description: 'auth.reset.description' },
};

/**
 * Sign in, register, forgot and reset password. On /auth, signing in or registering goes to the
 * safe `?next=` page, or to '/'. `embedded` is the screen shown in place of a protected page to a
 * visitor: it never leaves that page, so once signed in the page asked for is simply there.
 */
export function AuthScreen({ embedded = false }: { embedded?: boolean }) {
  const search = useSearch();
  const t = useT();
  const [, navigate] = useLocation();
  const initial = authModeFromSearch(embedded ? '' : search);
  const [mode, setMode] = useState<AuthMode>(initial.mode);
  const [token] = useState(initial.token);
  const next = embedded ? null : returnPathFromSearch(search);

  // The sign-in screen gives way to the page: Back does not return to a form that is done.
  const goOn = useCallback(() => {
    if (!embedded) navigate(next ?? paths.landing, { replace: true });
  }, [embedded, navigate, next]);
  const backToLogin = useCallback(() => {
    // Clears the reset token from the address bar as well.
    navigate(paths.auth(), { replace: true });
    setMode('login');
  }, [navigate]);

  const requestNewLink = useCallback(() => {
    // The refused token leaves the address bar; the forgot-password form asks for a new link.
    navigate(paths.auth(), { replace: true });
    setMode('forgot-password');
  }, [navigate]);

  // Login and register keep their mode in the URL, so a reload or a shared link shows the same form.
  const switchTo = useCallback(
    (target: 'login' | 'register') => {
      if (!embedded) navigate(paths.auth(target === 'register' ? 'signup' : 'signin', next), { replace: true });
      setMode(target);
    },
    [embedded, navigate, next],
  );

  const heading = headings[mode];
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-secondary/60 to-background px-4 py-8">
      <div className="mb-6 flex w-full max-w-md items-center justify-between gap-3">
        <BrandLink subtitle />
        <LanguageSwitch />
      </div>
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">{t(heading.title)}</h1>
          <CardDescription>{t(heading.description)}</CardDescription>
        </CardHeader>
        <CardContent>
          {mode === 'login' ? (
            <LoginForm
              onSuccess={goOn}
              onForgot={() => setMode('forgot-password')}
              onRegister={() => switchTo('register')}
            />
          ) : null}
          {mode === 'register' ? <RegisterForm onSuccess={goOn} onLogin={() => switchTo('login')} /> : null}
          {mode === 'forgot-password' ? <ForgotPasswordForm onBack={() => setMode('login')} /> : null}
          {mode === 'reset-password' && token ? (
            <ResetPasswordForm token={token} onDone={backToLogin} onRequestNewLink={requestNewLink} />
          ) : null}
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-xs text-muted-foreground">
        <Trans
          id="auth.agree"
          components={{
            0: <Link href={paths.terms} className="underline hover:text-foreground" />,
            1: <Link href={paths.privacy} className="underline hover:text-foreground" />,
          }}
        />
      </p>
    </div>
  );
}
