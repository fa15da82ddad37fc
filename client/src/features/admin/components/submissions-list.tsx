import { ChevronLeft, ChevronRight, Star } from 'lucide-react';
import {
  frustrationLabels,
  mostValuableFeatureLabels,
  priceRangeLabels,
  testableFeatureLabels,
  type BetaFeedbackRecord,
  type FeedbackList,
  type Frustration,
  type MostValuableFeature,
  type PriceRange,
  type TestableFeature,
} from '@shared/schemas/beta';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { pluralize } from '@shared/domain/plural';

const submittedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

function Submission({ record, showEmails }: { record: BetaFeedbackRecord; showEmails: boolean }) {
  return (
    <li className="space-y-2 rounded-lg border p-4" data-testid="feedback-submission">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-0.5" role="img" aria-label={`${record.rating} of 5 stars`}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <Star
              key={stars}
              aria-hidden="true"
              className={
                record.rating >= stars ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-muted-foreground'
              }
            />
          ))}
        </span>
        <time dateTime={record.submittedAt} className="text-xs text-muted-foreground">
          {submittedFormat.format(new Date(record.submittedAt))} UTC
        </time>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">Would pay</dt>
        <dd>{priceRangeLabels[record.paymentLikelihood as PriceRange] ?? record.paymentLikelihood}</dd>
        <dt className="text-muted-foreground">Most valuable</dt>
        <dd>
          {mostValuableFeatureLabels[record.mostValuableFeature as MostValuableFeature] ?? record.mostValuableFeature}
        </dd>
        <dt className="text-muted-foreground">Biggest friction</dt>
        <dd>{frustrationLabels[record.biggestFriction as Frustration] ?? record.biggestFriction}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-all">{record.email === null ? 'None given' : showEmails ? record.email : 'Hidden'}</dd>
      </dl>
      {record.featuresArray.length > 0 ? (
        <div className="flex flex-wrap gap-1">
          {record.featuresArray.map((feature) => (
            <Badge key={feature} variant="secondary">
              {testableFeatureLabels[feature as TestableFeature] ?? feature}
            </Badge>
          ))}
        </div>
      ) : null}
      {record.pricingThoughts ? (
        <p className="whitespace-pre-wrap break-words text-sm">
          <span className="font-medium">On pricing: </span>
          {record.pricingThoughts}
        </p>
      ) : null}
      {record.comments ? <p className="whitespace-pre-wrap break-words text-sm">{record.comments}</p> : null}
    </li>
  );
}

/** The submissions, a page at a time, emails hidden unless asked for. */
export function SubmissionsList({
  list,
  showEmails,
  onPage,
}: {
  list: FeedbackList;
  showEmails: boolean;
  onPage(page: number): void;
}) {
  const { page, pages, total } = list.meta;
  if (total === 0) return <p className="text-sm text-muted-foreground">No feedback has been submitted yet.</p>;
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {list.data.map((record) => (
          <Submission key={record.id} record={record} showEmails={showEmails} />
        ))}
      </ul>
      <nav aria-label="Submission pages" className="flex items-center justify-between gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <span className="text-sm text-muted-foreground">
          Page {page} of {Math.max(pages, 1)} · {pluralize(total, 'submission')}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}
