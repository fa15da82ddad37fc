import { History } from 'lucide-react';

const savedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * A retake's previous result, saved in the account (decision 044): 'Your last result, saved
 * {date}: {what it was}.' shown beside the new one.
 */
export function LastResultNote({ savedAt, summary }: { savedAt: string; summary: string }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border bg-muted/50 p-3 text-sm" data-testid="last-result">
      <History className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>
        Your last result, saved {savedFormat.format(new Date(savedAt))}: {summary}.
      </span>
    </p>
  );
}
