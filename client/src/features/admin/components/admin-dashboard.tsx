import { useQueryClient } from '@tanstack/react-query';
import { Download, Eye, EyeOff, LogOut, RefreshCw } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { lazyWhenOnline } from '@/lib/lazy-when-online';
import { analyticsEventLabels, analyticsEventNames } from '@shared/schemas/analytics';
import { betaMessages, type AdminSession } from '@shared/schemas/beta';
import { BrandLink } from '@/components/brand';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAnalytics } from '../api/get-analytics';
import { useFeedback } from '../api/get-feedback';
import { useFeedbackSummary } from '../api/get-feedback-summary';
import { useExportFeedback } from '../api/export-feedback';
import { clearAdminSession, readAdminSession, storeAdminSession } from '../lib/admin-session';
import { AdminLoginForm } from './admin-login-form';
import { FeedbackOverview } from './feedback-overview';
import { JobsCard } from './jobs-card';
import { LearningCard } from './learning-card';
import { PaymentsCard } from './payments-card';
import { SubmissionsList } from './submissions-list';

// recharts loads only once the dashboard is unlocked.
const AnalyticsChart = lazyWhenOnline(() => import('./analytics-chart'));

export const ADMIN_SESSION_ENDED = 'Your admin session has ended. Enter the password again.';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** First-party usage events of the last 30 days: totals, and a chart per day. */
function UsageCard({ analytics }: { analytics: ReturnType<typeof useAnalytics> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Usage, last 30 days</CardTitle>
        <CardDescription>
          First-party events per day (UTC). Nothing is recorded for browsers that send Do Not Track.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {analytics.data ? (
          <>
            <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" data-testid="analytics-totals">
              {analyticsEventNames.map((name) => (
                <div key={name} className="rounded-md bg-muted/60 px-3 py-2">
                  <dt className="text-muted-foreground">{analyticsEventLabels[name]}</dt>
                  <dd className="text-lg font-semibold tabular-nums">{analytics.data.totals[name]}</dd>
                </div>
              ))}
            </dl>
            <Suspense fallback={<Spinner className="py-10" />}>
              <AnalyticsChart summary={analytics.data} />
            </Suspense>
          </>
        ) : analytics.isPending ? (
          <Spinner className="py-6" />
        ) : null}
      </CardContent>
    </Card>
  );
}

function Dashboard({ token, onLogout, onExpired }: { token: string; onLogout(): void; onExpired(): void }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [showEmails, setShowEmails] = useState(false);
  const summary = useFeedbackSummary(token);
  const list = useFeedback(token, page);
  const analytics = useAnalytics(token);
  const exporter = useExportFeedback();
  const expired = [summary.error, list.error, analytics.error, exporter.error].some(isUnauthorized);

  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);

  const failed = summary.isError || list.isError || analytics.isError;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['admin'] });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">Admin dashboard</h1>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={refresh}>
            <RefreshCw aria-hidden="true" /> Refresh
          </Button>
          <Button variant="outline" size="sm" onClick={onLogout}>
            <LogOut aria-hidden="true" /> Logout
          </Button>
        </div>
      </div>

      {failed && !expired ? (
        <Alert variant="destructive" className="space-y-2">
          <p>{betaMessages.adminFetchFailed}</p>
          <Button variant="outline" size="sm" onClick={refresh}>
            Try Again
          </Button>
        </Alert>
      ) : null}

      {summary.data ? (
        <FeedbackOverview summary={summary.data} />
      ) : summary.isPending ? (
        <Spinner className="py-6" />
      ) : null}

      <PaymentsCard token={token} />

      <JobsCard token={token} />

      <UsageCard analytics={analytics} />

      <LearningCard token={token} />

      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle>Submissions</CardTitle>
            <CardDescription>Newest first.</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" aria-pressed={showEmails} onClick={() => setShowEmails((v) => !v)}>
              {showEmails ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {showEmails ? 'Hide Emails' : 'Show Emails'}
            </Button>
            <Button size="sm" disabled={exporter.isPending} onClick={() => exporter.mutate(token)}>
              <Download aria-hidden="true" /> {exporter.isPending ? 'Exporting...' : 'Export CSV'}
            </Button>
          </div>
        </CardHeader>
        <CardContent className="space-y-3">
          {exporter.isError && !expired ? (
            <Alert variant="destructive">The CSV could not be downloaded. Please try again.</Alert>
          ) : null}
          {list.data ? (
            <SubmissionsList list={list.data} showEmails={showEmails} onPage={setPage} />
          ) : list.isPending ? (
            <Spinner className="py-6" />
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * /admin: the password gate, then the dashboard. The password is checked by the server, which
 * answers a 30-minute token kept in this tab; Logout, closing the tab or a 401 ends it.
 */
export function AdminDashboard() {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<AdminSession | null>(() => readAdminSession(new Date()));
  const [notice, setNotice] = useState<string | null>(null);

  const end = (message: string | null) => {
    clearAdminSession();
    queryClient.removeQueries({ queryKey: ['admin'] });
    setSession(null);
    setNotice(message);
  };

  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <BrandLink />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
        {session ? (
          <Dashboard token={session.token} onLogout={() => end(null)} onExpired={() => end(ADMIN_SESSION_ENDED)} />
        ) : (
          <AdminLoginForm
            notice={notice}
            onUnlocked={(unlocked) => {
              storeAdminSession(unlocked);
              setNotice(null);
              setSession(unlocked);
            }}
          />
        )}
      </main>
    </div>
  );
}
