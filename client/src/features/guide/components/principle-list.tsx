import { Bitcoin, ChevronDown, ChevronsDownUp, ChevronsUpDown, Landmark, Quote } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { GuideText } from './guide-section';

/** A numbered teaching from the book (a cure or a law), with what it means for a bitcoin saver. */
export interface Principle {
  number: number;
  title: string;
  /** The teaching in a few plain words, leading the book's lesson ('Save at least 10% of earnings'). */
  summary?: string;
  /** Clason's own wording, quoted word for word; shown before the retelling when given. */
  clasonWording?: string;
  /** The book's teaching retold in our own words, under `lessonLabel`. */
  lesson: string;
  bitcoinPractice: string;
  /** The bitcoin practice in one line, shown under the title even while the item is closed. */
  inBrief: string;
}

/** Items start open where there is room for them (tablet and wider) and closed on phones. */
const ROOMY_SCREEN = '(min-width: 768px)';

function startsOpen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(ROOMY_SCREEN).matches;
}

/** Which items are open; `requested` (an item a link asked for) is opened whatever the screen size. */
export function usePrincipleDisclosure(numbers: readonly number[], requested: number | null = null) {
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(startsOpen() ? numbers : requested === null ? [] : [requested]),
  );
  useEffect(() => {
    if (requested !== null) setOpen((current) => (current.has(requested) ? current : new Set([...current, requested])));
  }, [requested]);
  const allOpen = numbers.every((n) => open.has(n));
  return {
    open,
    allOpen,
    toggle(number: number) {
      setOpen((current) => {
        const next = new Set(current);
        if (next.has(number)) next.delete(number);
        else next.add(number);
        return next;
      });
    },
    toggleAll() {
      setOpen(allOpen ? new Set() : new Set(numbers));
    },
  };
}

/** 'Expand all' / 'Collapse all' for one list; `controls` names the list it opens. */
export function ToggleAllButton({
  allOpen,
  onClick,
  controls,
  label,
}: {
  allOpen: boolean;
  onClick(): void;
  controls: string;
  /** The button's accessible name, which says what it opens ('Expand all cures'). */
  label: string;
}) {
  const t = useT();
  return (
    <Button variant="outline" size="sm" onClick={onClick} aria-controls={controls} aria-label={label}>
      {allOpen ? <ChevronsDownUp aria-hidden="true" /> : <ChevronsUpDown aria-hidden="true" />}
      {allOpen ? t('guide.principle.collapseAll') : t('guide.principle.expandAll')}
    </Button>
  );
}

/**
 * The Seven Cures or the Five Laws as a numbered list of cards. Closed, a card shows its number,
 * title and its bitcoin practice in one line, so a phone screen takes in the whole list at a
 * glance; open, it adds the book's lesson and the bitcoin practice in full, side by side.
 */
export function PrincipleList({
  id,
  items,
  anchorOf,
  labels,
  open,
  onToggle,
}: {
  id: string;
  items: readonly Principle[];
  /** Each item's anchor id, which a lesson link opens (shared/content/passage-anchors.ts). */
  anchorOf(number: number): string;
  labels: {
    /** Read before the title by screen readers ('Cure 3:'). */
    item(number: number): string;
    /** The list's accessible name ('Cures, in the book’s order'). */
    list: string;
    /** Heading of the retold lesson; it must say the text is a retelling, not Clason's words. */
    lesson: string;
  };
  open: ReadonlySet<number>;
  onToggle(number: number): void;
}) {
  const t = useT();
  return (
    <ol id={id} className="space-y-2.5" aria-label={labels.list}>
      {items.map((item) => {
        const expanded = open.has(item.number);
        const bodyId = `${id}-${item.number}`;
        return (
          <li
            key={item.number}
            id={anchorOf(item.number)}
            className="scroll-mt-24 rounded-xl border bg-card shadow-sm outline-none"
            data-testid={`${id}-item`}
          >
            <h4>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={bodyId}
                onClick={() => onToggle(item.number)}
                className="flex w-full cursor-pointer items-center gap-3 rounded-xl p-3 text-left transition-colors hover:bg-muted/50 sm:gap-4 sm:p-4"
              >
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-display text-lg font-bold text-primary-foreground sm:size-10"
                >
                  {item.number}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="sr-only">{labels.item(item.number)}</span>{' '}
                  <span className="block font-display text-base font-semibold leading-snug sm:text-lg">
                    {item.title}
                  </span>{' '}
                  <span className="mt-0.5 flex items-start gap-1.5 text-sm text-muted-foreground">
                    <Bitcoin className="mt-0.5 size-3.5 shrink-0 text-primary" aria-hidden="true" />
                    {item.inBrief}
                  </span>
                </span>
                <ChevronDown
                  className={cn('size-5 shrink-0 text-muted-foreground transition-transform', expanded && 'rotate-180')}
                  aria-hidden="true"
                />
              </button>
            </h4>
            <div
              id={bodyId}
              hidden={!expanded}
              className="grid gap-3 border-t p-3 text-sm sm:grid-cols-2 sm:gap-4 sm:p-4"
            >
              <div className="space-y-1.5">
                {item.clasonWording ? (
                  <figure className="mb-3 space-y-1.5">
                    <figcaption className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                      <Quote className="size-3.5" aria-hidden="true" /> {t('guide.principle.clasonWords')}
                    </figcaption>
                    <blockquote className="border-l-2 border-primary/50 pl-3 font-display italic leading-relaxed">
                      {`“${item.clasonWording}”`}
                    </blockquote>
                  </figure>
                ) : null}
                <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  <Landmark className="size-3.5" aria-hidden="true" /> {labels.lesson}
                </p>
                {item.summary ? <p className="font-semibold">{item.summary}</p> : null}
                <GuideText as="p" className="leading-relaxed" text={item.lesson} />
              </div>
              <div className="space-y-1.5 rounded-lg bg-secondary/60 p-3">
                <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-primary">
                  <Bitcoin className="size-3.5" aria-hidden="true" /> {t('guide.principle.bitcoinPractice')}
                </p>
                <GuideText as="p" className="leading-relaxed" text={item.bitcoinPractice} />
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
