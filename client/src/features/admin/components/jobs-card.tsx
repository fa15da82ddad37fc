import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useJobCounts } from '../api/get-job-counts';

const rows = [
  { key: 'queued', label: 'Queued' },
  { key: 'running', label: 'Running' },
  { key: 'failed', label: 'Failed' },
  { key: 'done', label: 'Done (last 7 days)' },
] as const;

/** The email and scheduled jobs (decision 049): a failed one ran out of attempts; its last error is logged. */
export function JobsCard({ token }: { token: string }) {
  const counts = useJobCounts(token);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Jobs</CardTitle>
        <CardDescription>
          Emails and scheduled checks. A failed job ran out of attempts: its last error is in the jobs table and the
          log.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {counts.data ? (
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {rows.map(({ key, label }) => (
              <div key={key} className="space-y-1" data-testid={`jobs-${key}`}>
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd
                  className={
                    key === 'failed' && counts.data.failed > 0
                      ? 'text-2xl font-bold text-destructive'
                      : 'text-2xl font-bold'
                  }
                >
                  {counts.data[key].toLocaleString('en-US')}
                </dd>
              </div>
            ))}
          </dl>
        ) : counts.isPending ? (
          <Spinner className="py-6" />
        ) : (
          <p className="text-sm text-destructive">The job counts could not be loaded.</p>
        )}
      </CardContent>
    </Card>
  );
}
