import { ArrowLeft, Bell, CreditCard, Lock, SlidersHorizontal, User } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import type { PublicUser } from '@shared/schemas/user';
import { ThemeSettings } from '@/components/theme-settings';
import { Avatar, AvatarFallback, initialsOf } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { NotificationSettings } from './notification-settings';
import { PlanBadge } from './plan-badge';
import { PreferencesForm } from './preferences-form';
import { ProfileForm } from './profile-form';
import { SecurityForm } from './security-form';
import { SubscriptionSummary } from './subscription-summary';

const sections = [
  { id: 'profile', label: 'Profile', icon: User },
  { id: 'security', label: 'Security', icon: Lock },
  { id: 'preferences', label: 'Preferences', icon: SlidersHorizontal },
  { id: 'notifications', label: 'Notifications', icon: Bell },
  { id: 'subscription', label: 'Subscription', icon: CreditCard },
] as const;

export function SettingsPage({ user }: { user: PublicUser }) {
  const requested = new URLSearchParams(useSearch()).get('section');
  const initialSection = sections.find((s) => s.id === requested)?.id ?? 'profile';
  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto max-w-5xl space-y-4 px-4 py-4">
          <Button asChild variant="ghost" size="sm" className="-ml-2">
            <Link href={paths.home()}>
              <ArrowLeft aria-hidden="true" /> Back to learning path
            </Link>
          </Button>
          <div className="flex items-center gap-4">
            <Avatar className="size-14 text-lg">
              <AvatarFallback>{initialsOf(user)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0 space-y-1">
              <h1 className="truncate font-display text-2xl font-bold">
                {user.firstName} {user.lastName}
              </h1>
              <p className="truncate text-sm text-muted-foreground">{user.email}</p>
              <PlanBadge tier={user.subscriptionTier} />
            </div>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-6">
        <Tabs defaultValue={initialSection} orientation="vertical" className="flex flex-col gap-6 md:flex-row">
          <TabsList
            aria-label="Settings sections"
            className="w-full flex-nowrap justify-start overflow-x-auto md:w-56 md:flex-col md:items-stretch md:self-start"
          >
            {sections.map(({ id, label, icon: Icon }) => (
              <TabsTrigger key={id} value={id} className="justify-start md:w-full">
                <Icon className="size-4" aria-hidden="true" /> {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="min-w-0 flex-1">
            <TabsContent value="profile" className="mt-0">
              <ProfileForm user={user} />
            </TabsContent>
            <TabsContent value="security" className="mt-0">
              <SecurityForm />
            </TabsContent>
            <TabsContent value="preferences" className="mt-0 space-y-6">
              <PreferencesForm user={user} />
              <ThemeSettings />
            </TabsContent>
            <TabsContent value="notifications" className="mt-0">
              <NotificationSettings user={user} />
            </TabsContent>
            <TabsContent value="subscription" className="mt-0">
              <SubscriptionSummary user={user} />
            </TabsContent>
          </div>
        </Tabs>
      </main>
    </div>
  );
}
