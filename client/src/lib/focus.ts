/** Height kept clear at the top of the window for the sticky app header. */
const STICKY_HEADER_PX = 96;

/**
 * Moves keyboard and screen-reader focus to a heading (or other element with tabIndex -1) after the
 * screen changed under the user, and scrolls it to the top only when it is out of view, so the
 * page does not jump when the heading is already visible.
 */
export function focusAndReveal(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  const rect = element.getBoundingClientRect();
  const hidden = rect.top < STICKY_HEADER_PX || rect.bottom > window.innerHeight;
  // jsdom has no scrollIntoView.
  if (hidden && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'start' });
}

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), summary, [tabindex]:not([tabindex="-1"])';

/** The controls Tab stops at inside `root`, in page order (shown, enabled, not inert, not -1). */
function tabbablesIn(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      element.closest('[inert], [hidden]') === null &&
      getComputedStyle(element).visibility !== 'hidden' &&
      getComputedStyle(element).display !== 'none',
  );
}

/** The first and last controls Tab stops at inside `root` (null when there are none). */
export function tabbableEdges(root: Element): [HTMLElement, HTMLElement] | null {
  const all = tabbablesIn(root);
  const first = all[0];
  const last = all[all.length - 1];
  return first && last ? [first, last] : null;
}

/**
 * The control Tab reaches after `element`: the next one in page order within the dialog that holds
 * it (wrapping round to the dialog's first, as its focus trap does) or within the page; null at the
 * end of the page, where Tab leaves for the browser. Controls inside `skip` (a popup of `element`
 * placed elsewhere in the page) are passed over.
 */
export function tabbableAfter(element: HTMLElement, skip?: Element): HTMLElement | null {
  const dialog = element.closest('[role="dialog"]');
  const all = tabbablesIn(dialog ?? document.body).filter((candidate) => !skip?.contains(candidate));
  const index = all.indexOf(element);
  if (index === -1) return null;
  return all[index + 1] ?? (dialog ? (all[0] ?? null) : null);
}

/** What loopTabWithin needs of a key press (a React or a DOM keyboard event). */
interface TabPress {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  defaultPrevented: boolean;
  currentTarget: EventTarget;
  preventDefault(): void;
}

/**
 * A modal's own focus trap at its edges: Tab from its last control goes round to its first, and
 * Shift+Tab from its first to its last. Radix's trap pauses while another focus scope (a glossary
 * popup inside the modal) is mounted, and until a task after that one closes; a key pressed then
 * would leave the modal. Call it from the modal's onKeyDown.
 */
export function loopTabWithin(event: TabPress): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
  if (!(event.currentTarget instanceof Element)) return;
  const edges = tabbableEdges(event.currentTarget);
  if (!edges) return;
  const [first, last] = edges;
  const from = event.shiftKey ? first : last;
  if (document.activeElement !== from) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
