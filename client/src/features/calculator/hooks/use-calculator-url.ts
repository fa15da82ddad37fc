import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { searchWithInputs, type CalculatorInputs } from '../lib/calculator-params';

/**
 * Keeps the inputs of the result on screen in the URL (replacing the history entry) once `write`
 * is set (after the learner's first calculation), so a reload or a shared link restores them.
 * Returns the link to these inputs.
 */
export function useCalculatorUrl(inputs: CalculatorInputs, options: { write: boolean }): { shareUrl: () => string } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const nextSearch = searchWithInputs(search, inputs);
  const { write } = options;
  useEffect(() => {
    if (!write || nextSearch === search) return;
    navigate(`${location}?${nextSearch}`, { replace: true });
  }, [write, nextSearch, search, location, navigate]);
  return { shareUrl: () => `${window.location.origin}${location}?${nextSearch}` };
}
