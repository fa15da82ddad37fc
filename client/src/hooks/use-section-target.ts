import { useEffect } from 'react';
import { useSearch } from 'wouter';

/**
 * The passage the address asks a screen to open: `?section=<anchor id>` (a quiz's lesson link, a
 * story's link back to the Guide). Null when none is asked for.
 */
export function useRequestedSection(): string | null {
  return new URLSearchParams(useSearch()).get('section');
}

/**
 * Once an element with this id is on the page (a long screen renders in several frames, a tab's
 * code loads on demand), scrolls it to the top of the screen and moves the focus to it, so a
 * keyboard or screen-reader user starts reading there too. Once per id; nothing for null.
 */
export function useRevealSection(id: string | null, options: { focus?: boolean } = {}): void {
  const focus = options.focus ?? true;
  useEffect(() => {
    if (!id) return;
    const reveal = (): boolean => {
      const target = document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView({ block: 'start' });
      if (focus) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
      return true;
    };
    if (reveal()) return;
    const observer = new MutationObserver(() => {
      if (reveal()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [id, focus]);
}
