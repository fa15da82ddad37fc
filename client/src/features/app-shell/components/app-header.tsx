import type { ReactNode } from 'react';
import { BrandLink } from '@/components/brand';
import { PlatformBadge } from '@/components/platform-badge';
import { useAuth } from '@/lib/auth';
import { isTrue, readVisit, visitKeys } from '@/lib/visit-storage';
import { UserMenu } from './user-menu';

/** Whether this account was created in this visit (then it is a first welcome, not a return). */
function createdThisVisit(userId: number): boolean {
  return readVisit(userId, visitKeys.newAccount, isTrue) === true;
}

/** `menuItems`: items the page adds to the account menu. */
export function AppHeader({ menuItems }: { menuItems?: ReactNode }) {
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-30 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <div className="flex items-center gap-2">
          <BrandLink href="/home" subtitle />
          <PlatformBadge />
        </div>
        <div className="flex items-center gap-4">
          {user ? (
            <p className="hidden text-sm text-muted-foreground lg:block">
              {createdThisVisit(user.id) ? 'Welcome' : 'Welcome back'},{' '}
              <span className="font-medium text-foreground">{user.firstName}</span>!
            </p>
          ) : null}
          <UserMenu extraItems={menuItems} />
        </div>
      </div>
    </header>
  );
}
