import { BookOpen } from 'lucide-react';
import { Fragment, useMemo, useRef, useState, type ElementType } from 'react';
import { Link } from 'wouter';
import { getGlossaryTerm, glossaryMatcher, isFreeGlossaryTerm } from '@shared/content/glossary';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { paths } from '@/config/paths';
import { usePremiumAccess } from '@/lib/access';
import { cn } from '@/lib/cn';

const HOVER_OPEN_MS = 250;
const HOVER_CLOSE_MS = 200;

/**
 * A glossary term inside running text: its short definition shows on hover, focus or tap, with a
 * link to its card. Free users see the definitions of the free subset; other terms show the
 * upgrade prompt.
 */
export function GlossaryTermLink({ termId, children }: { termId: string; children: string }) {
  const term = getGlossaryTerm(termId);
  const premium = usePremiumAccess();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const content = useRef<HTMLDivElement>(null);
  // A close caused by the pointer leaving must not move focus to the term (Radix's default on
  // close): that would pull keyboard focus from wherever it is, and the focus reopens the popup.
  const closedByPointer = useRef(false);
  // Any other close (Escape, a click outside) hands focus back to the term, for keyboard users;
  // that returning focus must not open the definition again.
  const returningFocus = useRef(false);
  if (!term) return <>{children}</>;
  const locked = !premium && !isFreeGlossaryTerm(termId);

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!next) {
        // While focus is inside the popup, the keyboard decides when it closes.
        if (content.current?.contains(document.activeElement)) return;
        closedByPointer.current = true;
      }
      setOpen(next);
    }, delay);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        closedByPointer.current = false;
        setOpen(next);
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          data-glossary-term={termId}
          className="cursor-help rounded-sm font-medium text-inherit underline decoration-primary/60 decoration-dotted decoration-2 underline-offset-4 hover:decoration-primary"
          onMouseEnter={() => schedule(true, HOVER_OPEN_MS)}
          onMouseLeave={() => schedule(false, HOVER_CLOSE_MS)}
          onFocus={() => {
            if (!returningFocus.current) setOpen(true);
          }}
        >
          {children}
        </button>
      </PopoverTrigger>
      <PopoverContent
        ref={content}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          if (closedByPointer.current) {
            event.preventDefault();
            closedByPointer.current = false;
            return;
          }
          // Radix focuses the term synchronously after this handler.
          returningFocus.current = true;
          queueMicrotask(() => {
            returningFocus.current = false;
          });
        }}
        onMouseEnter={() => clearTimeout(timer.current)}
        onMouseLeave={() => schedule(false, HOVER_CLOSE_MS)}
        aria-label={`${term.term}: glossary definition`}
        className="space-y-2"
      >
        <p className="font-semibold">{term.term}</p>
        {locked ? (
          <p className="text-muted-foreground">
            This term is part of the full glossary for Scholar members.{' '}
            <Link href={paths.subscription} className="text-primary underline">
              See Scholar plan
            </Link>
          </p>
        ) : (
          <>
            <p className="text-muted-foreground">{term.shortDefinition}</p>
            <Link href={paths.glossaryTerm(term.id)} className="inline-flex items-center gap-1 text-primary underline">
              <BookOpen className="size-3.5" aria-hidden="true" /> Open in glossary
            </Link>
          </>
        )}
      </PopoverContent>
    </Popover>
  );
}

/** Text with its glossary terms marked (each term once per text). */
export function GlossaryText({
  text,
  as: Component = 'span',
  className,
  excludeTermIds,
}: {
  text: string;
  as?: ElementType;
  className?: string;
  excludeTermIds?: readonly string[];
}) {
  const segments = useMemo(
    () => glossaryMatcher(text, excludeTermIds ? { excludeTermIds } : undefined),
    [text, excludeTermIds],
  );
  return (
    <Component className={cn(className)}>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          <Fragment key={index}>{segment.text}</Fragment>
        ) : (
          <GlossaryTermLink key={index} termId={segment.termId}>
            {segment.text}
          </GlossaryTermLink>
        ),
      )}
    </Component>
  );
}
