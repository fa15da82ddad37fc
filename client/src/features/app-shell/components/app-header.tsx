import type { ReactNode } from 'react';
import type { PublicUser } from '@shared/schemas/user';
import { BrandLink } from '@/components/brand';
import { PlatformBadge } from '@/components/platform-badge';
import { LanguageSwitch } from '@/entities/language/components/language-switch';
import { Trans } from '@/i18n/trans';
import { useAuth } from '@/lib/auth';
import { isTrue, readVisit, visitKeys } from '@/lib/visit-storage';
import { UserMenu } from './user-menu';

/** An account younger than this is new: its learner is welcomed, not welcomed back. */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/**
 * 'Welcome' for a new account (created in this visit, or less than a day ago), as the welcome
 * banner below it says 'Welcome to Arkad'; 'Welcome back' for a learner who has been here before.
 */
export function greetingFor(user: Pick<PublicUser, 'id' | 'createdAt'>, now: Date): 'Welcome' | 'Welcome back' {
  if (readVisit(user.id, visitKeys.newAccount, isTrue) === true) return 'Welcome';
  const age = now.getTime() - new Date(user.createdAt).getTime();
  return Number.isFinite(age) && age < NEW_ACCOUNT_MS ? 'Welcome' : 'Welcome back';
}

/** `menuItems`: items the page adds to the account menu. */
export function AppHeader({ menuItems }: { menuItems?: ReactNode }) {
  const { user } = useAuth();
  return (
    <header className="sticky top-[var(--offline-banner-height,0px)] z-30 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <div className="flex items-center gap-2">
          <BrandLink href="/home" subtitle />
          <PlatformBadge />
        </div>
        <div className="flex items-center gap-2 sm:gap-4">
          {user ? (
            <p className="hidden text-sm text-muted-foreground lg:block">
              <Trans
                id={
                  greetingFor(user, new Date()) === 'Welcome' ? 'shell.greeting.welcome' : 'shell.greeting.welcomeBack'
                }
                values={{ name: user.firstName }}
                components={{ 0: <span className="font-medium text-foreground" /> }}
              />
            </p>
          ) : null}
          <LanguageSwitch />
          <UserMenu extraItems={menuItems} />
        </div>
      </div>
    </header>
  );
}
