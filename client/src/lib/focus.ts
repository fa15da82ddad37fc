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
