import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { searchWithInputs, type CalculatorInputs } from '../lib/calculator-params';

/** Writing the inputs into the address bar waits for typing to pause this long. */
const URL_SYNC_DELAY_MS = 300;

/**
 * Keeps the calculator's inputs in the URL (replacing the history entry), so a shared link
 * restores them. Returns the link to these inputs.
 */
export function useCalculatorUrl(inputs: CalculatorInputs): { shareUrl: () => string } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const nextSearch = searchWithInputs(search, inputs);
  useEffect(() => {
    if (nextSearch === search) return;
    const timer = setTimeout(() => navigate(`${location}?${nextSearch}`, { replace: true }), URL_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [nextSearch, search, location, navigate]);
  return { shareUrl: () => `${window.location.origin}${location}?${nextSearch}` };
}
