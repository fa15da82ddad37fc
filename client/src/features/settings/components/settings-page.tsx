import {
  ArrowLeft,
  Award,
  Bell,
  CreditCard,
  FileDown,
  GraduationCap,
  Lock,
  SlidersHorizontal,
  User,
} from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import type { PublicUser } from '@shared/schemas/user';
import { ThemeSettings } from '@/components/theme-settings';
import { Avatar, AvatarFallback, initialsOf } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LanguageSettings } from '@/entities/language/components/language-settings';
import { PlanBadge } from '@/entities/plan/components/plan-badge';
import { useT } from '@/i18n/i18n';
import { isLearningTabId } from '@/config/learning-path';
import { paths, type SettingsSection } from '@/config/paths';
import { useSubscriptionStatus } from '@/entities/plan/api/billing';
import { CertificateSettings } from './certificate-settings';
import { AccountData } from './account-data';
import { ClassroomSettings } from './classroom-settings';
import { NotificationSettings } from './notification-settings';
import { PreferencesForm } from './preferences-form';
import { ProfileForm } from './profile-form';
import { SecurityForm } from './security-form';
import { SubscriptionSummary } from './subscription-summary';

/** Each section's label is `settings.section.<id>` in the catalogue. */
const sections: ReadonlyArray<{ id: SettingsSection; icon: typeof User }> = [
  { id: 'profile', icon: User },
  { id: 'security', icon: Lock },
  { id: 'preferences', icon: SlidersHorizontal },
  { id: 'notifications', icon: Bell },
  { id: 'subscription', icon: CreditCard },
  { id: 'certificate', icon: Award },
  { id: 'classes', icon: GraduationCap },
  { id: 'data', icon: FileDown },
];

export function SettingsPage({ user }: { user: PublicUser }) {
  const search = new URLSearchParams(useSearch());
  const t = useT();
  const requested = search.get('section');
  // The learning-path tab Settings was opened from: 'Back to learning path' returns to it.
  const fromParam = search.get('from');
  const from = isLearningTabId(fromParam) ? fromParam : null;
  // The open section lives in the address, so a reload (or a shared link) opens the same one.
  const section = sections.find((s) => s.id === requested)?.id ?? 'profile';
  const [, navigate] = useLocation();
  // The plan badge reads the same status as the Subscription section and the subscription page.
  const status = useSubscriptionStatus();
  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto max-w-5xl space-y-4 px-4 py-4">
          <Button asChild variant="ghost" size="sm" className="-ml-2">
            <Link href={paths.home(from ?? undefined)}>
              <ArrowLeft aria-hidden="true" /> {t('settings.back')}
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
              <PlanBadge
                tier={status.data?.tier ?? user.subscriptionTier}
                beta={Boolean(status.data?.betaAccessUntil)}
              />
            </div>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-6">
        <Tabs
          value={section}
          onValueChange={(next) => navigate(paths.settingsSection(next as SettingsSection, from), { replace: true })}
          orientation="vertical"
          className="flex flex-col gap-6 md:flex-row"
        >
          {/* On a phone the eight sections wrap onto a two-column grid: all reachable, no sideways scrolling. */}
          <TabsList
            aria-label={t('settings.sections')}
            className="grid w-full grid-cols-2 md:flex md:w-56 md:flex-col md:items-stretch md:self-start"
          >
            {sections.map(({ id, icon: Icon }) => (
              <TabsTrigger key={id} value={id} className="justify-start md:w-full">
                <Icon className="size-4" aria-hidden="true" /> {t(`settings.section.${id}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="min-w-0 flex-1">
            <TabsContent value="profile" className="mt-0">
              <ProfileForm user={user} />
            </TabsContent>
            <TabsContent value="security" className="mt-0">
              <SecurityForm user={user} />
            </TabsContent>
            <TabsContent value="preferences" className="mt-0 space-y-6">
              <PreferencesForm user={user} />
              <LanguageSettings />
              <ThemeSettings />
            </TabsContent>
            <TabsContent value="notifications" className="mt-0">
              <NotificationSettings user={user} />
            </TabsContent>
            <TabsContent value="subscription" className="mt-0">
              <SubscriptionSummary />
            </TabsContent>
            <TabsContent value="certificate" className="mt-0">
              <CertificateSettings />
            </TabsContent>
            <TabsContent value="classes" className="mt-0">
              <ClassroomSettings />
            </TabsContent>
            <TabsContent value="data" className="mt-0">
              <AccountData />
            </TabsContent>
          </div>
        </Tabs>
      </main>
    </div>
  );
}
