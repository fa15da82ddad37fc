import { startTransition, useEffect, useState } from 'react';

/**
 * False while a component first renders, true once that first render has been painted: for the
 * lower part of a long page, rendered in a later task than its top, so that no single task lays
 * out and paints the whole page (docs/decisions/055-first-screens-without-waits.md).
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    // A frame callback runs before the paint; the timeout it sets, after it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
