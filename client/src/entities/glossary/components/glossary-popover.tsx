import { BookOpen } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { Link } from 'wouter';
import { isFreeGlossaryTerm } from '@shared/content/glossary-index';
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { usePremiumAccess } from '@/entities/plan/access';
import { track } from '@/lib/analytics';
import { tabbableAfter, tabbableEdges } from '@/lib/focus';
import { useGlossary } from '../model/use-glossary';

export interface GlossaryPopoverProps {
  termId: string;
  termName: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The term's button in the text: the popup is placed next to it and hands focus back to it. */
  anchor: RefObject<HTMLButtonElement | null>;
  contentId: string;
  contentRef: RefObject<HTMLDivElement | null>;
  /** The pointer left: close without moving focus (see GlossaryTermLink). */
  closedByPointer: RefObject<boolean>;
  /** Set while focus is handed back to the term, so that focus does not open the popup again. */
  returningFocus: RefObject<boolean>;
  onPointerEnterContent(): void;
  onPointerLeaveContent(): void;
}

/**
 * A glossary term's popup, loaded the first time a term is used (hovered, focused or tapped), with
 * the definitions and Radix's popover: neither is part of a page's first load. A Scholar term shown
 * to a free learner shows the upgrade prompt instead of the definition.
 */
export function GlossaryPopover(props: GlossaryPopoverProps) {
  const { termId, termName, open, onOpenChange, anchor, closedByPointer, returningFocus } = props;
  // Asked here, with the popup, so the access check is not part of a page's first load.
  const premium = usePremiumAccess();
  const locked = !premium && !isFreeGlossaryTerm(termId);
  const t = useT();
  // The definitions in the page's language (loaded with the popup, or when the language changes).
  const definition = useGlossary().get(termId);
  // A click or focus elsewhere closes the popup and leaves focus where it went.
  const interactedOutside = useRef(false);

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent
        ref={props.contentRef}
        id={props.contentId}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          // The term's own button toggles the popup itself.
          if (event.target instanceof Node && anchor.current?.contains(event.target)) event.preventDefault();
          else interactedOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const handBack = !closedByPointer.current && !interactedOutside.current;
          closedByPointer.current = false;
          interactedOutside.current = false;
          if (!handBack) return;
          // Escape or the term's button: focus goes back to the term, which must not reopen it.
          returningFocus.current = true;
          anchor.current?.focus();
          queueMicrotask(() => {
            returningFocus.current = false;
          });
        }}
        onKeyDown={(event) => {
          // Tab moves through the popup as if it sat right after its term: Shift+Tab from its first
          // control goes back to the term, Tab from its last goes on to what follows the term (the
          // popup is placed at the end of the page, and would otherwise keep Tab going round in it).
          if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
          const edges = tabbableEdges(event.currentTarget);
          const leaving = edges && document.activeElement === (event.shiftKey ? edges[0] : edges[1]);
          if (!leaving || !anchor.current) return;
          const target = event.shiftKey ? anchor.current : tabbableAfter(anchor.current, event.currentTarget);
          if (target) {
            event.preventDefault();
            target.focus();
          } else if (document.activeElement instanceof HTMLElement) {
            // Nothing follows the term: Tab leaves the page from here, as it would after the term.
            document.activeElement.blur();
          }
        }}
        onMouseEnter={props.onPointerEnterContent}
        onMouseLeave={props.onPointerLeaveContent}
        aria-label={t('glossary.popupLabel', { term: termName })}
        className="space-y-2"
      >
        <p className="font-semibold">{termName}</p>
        {locked ? (
          <p className="text-muted-foreground">
            <Trans
              id="glossary.popupLocked"
              components={{
                0: (
                  <Link
                    href={paths.subscription}
                    className="text-primary underline"
                    onClick={() => track('upgrade_click', { source: 'glossary_popup' })}
                  />
                ),
              }}
            />
          </p>
        ) : definition ? (
          <>
            <p className="text-muted-foreground">{definition.shortDefinition}</p>
            <Link href={paths.glossaryTerm(termId)} className="inline-flex items-center gap-1 text-primary underline">
              <BookOpen className="size-3.5" aria-hidden="true" /> {t('glossary.openInGlossary')}
            </Link>
          </>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
