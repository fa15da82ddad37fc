import {
  Fragment,
  lazy,
  Suspense,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ElementType,
} from 'react';
import type { GlossaryIndexEntry } from '@shared/content/glossary-index';
import { pageLanguage, withMessages } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { useGlossaryNames } from '../model/use-glossary-names';
import type { GlossaryPopoverProps } from './glossary-popover';

const HOVER_OPEN_MS = 250;
const HOVER_CLOSE_MS = 200;

// The popup (Radix's popover and the definitions) is loaded when a term is first used. Offline it
// comes from the service worker's copy; if it cannot be loaded at all, the term stays plain.
const loadPopover = () =>
  withMessages(
    'glossary',
    Promise.all([
      import('./glossary-popover'),
      // The definitions in the page's language, so the popup's first render does not wait for them.
      import('../model/use-glossary').then((m) => m.preloadGlossary(pageLanguage())),
    ]),
  ).then(
    ([m]) => ({ default: m.GlossaryPopover }),
    (error: unknown) => {
      console.warn('The glossary definition could not be loaded.', error);
      return { default: () => null };
    },
  );
const GlossaryPopover = lazy<ComponentType<GlossaryPopoverProps>>(loadPopover);

/**
 * A glossary term inside running text: its short definition shows on hover, focus or tap, with a
 * link to its card. Free users see the definitions of the free subset; other terms show the
 * upgrade prompt. Marking terms needs only the small term index; the popup is loaded on first use.
 */
export function GlossaryTermLink({ termId, children }: { termId: string; children: string }) {
  const term: GlossaryIndexEntry | undefined = useGlossaryNames()?.get(termId);
  const [open, setOpen] = useState(false);
  // Set on the first hover, focus or tap: from then on the popup is rendered (and loaded).
  const [used, setUsed] = useState(false);
  const contentId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  // A close caused by the pointer leaving, or by focus moving on, must not move focus to the term:
  // that would pull keyboard focus from wherever it is, and the focus reopens the popup.
  const closedByPointer = useRef(false);
  // Any other close (Escape, the term's button) hands focus back to the term, for keyboard users;
  // that returning focus must not open the definition again.
  const returningFocus = useRef(false);
  // A press focuses the button before its click: the click decides (it toggles), not the focus.
  const pressing = useRef(false);
  if (!term) return <>{children}</>;

  const changeOpen = (next: boolean) => {
    clearTimeout(timer.current);
    closedByPointer.current = false;
    setUsed(true);
    setOpen(next);
  };

  // Focus moved on from the term (not into its popup): close at once, leaving focus where it went.
  // Radix closes a popup when focus leaves it only once the popup is on screen; focus can pass a
  // term before then (quick Tab presses while the popup is still loading), and a popup left open
  // there would pause the focus trap of a dialog around the text.
  const closeOnFocusLeaving = (next: EventTarget | null) => {
    if (!(next instanceof Node) || content.current?.contains(next)) return;
    clearTimeout(timer.current);
    closedByPointer.current = true;
    setOpen(false);
  };

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
    <>
      <button
        ref={button}
        type="button"
        data-glossary-term={termId}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        className="cursor-help rounded-sm font-medium text-inherit underline decoration-primary/60 decoration-dotted decoration-2 underline-offset-4 hover:decoration-primary"
        onMouseEnter={() => {
          setUsed(true);
          schedule(true, HOVER_OPEN_MS);
        }}
        onMouseLeave={() => schedule(false, HOVER_CLOSE_MS)}
        onPointerDown={() => {
          pressing.current = true;
          setUsed(true);
        }}
        onFocus={() => {
          if (!returningFocus.current && !pressing.current) changeOpen(true);
        }}
        onBlur={(event) => closeOnFocusLeaving(event.relatedTarget)}
        onClick={() => {
          pressing.current = false;
          changeOpen(!open);
        }}
      >
        {children}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <GlossaryPopover
            termId={termId}
            termName={term.term}
            open={open}
            onOpenChange={changeOpen}
            anchor={button}
            contentId={contentId}
            contentRef={content}
            closedByPointer={closedByPointer}
            returningFocus={returningFocus}
            onPointerEnterContent={() => clearTimeout(timer.current)}
            onPointerLeaveContent={() => schedule(false, HOVER_CLOSE_MS)}
          />
        </Suspense>
      ) : null}
    </>
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
  // The names of the page's language: until another language's names have loaded, the text is plain.
  const names = useGlossaryNames();
  const segments = useMemo(
    () =>
      names ? names.matcher(text, excludeTermIds ? { excludeTermIds } : undefined) : [{ kind: 'text' as const, text }],
    [names, text, excludeTermIds],
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
