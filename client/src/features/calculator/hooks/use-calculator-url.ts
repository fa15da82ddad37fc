import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { searchWithChartView, searchWithPlans, type ChartView, type LinkPlans } from '../lib/calculator-params';

/**
 * Keeps the plans of the result on screen and the chart view in the URL (replacing the history
 * entry) once `write` is set (after the learner's first calculation or change of the chart view),
 * so a reload or a shared link restores them. Returns the link to these plans and this view.
 */
export function useCalculatorUrl(
  plans: LinkPlans,
  view: ChartView,
  options: { write: boolean },
): { shareUrl: () => string } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const nextSearch = searchWithChartView(searchWithPlans(search, plans), view);
  const { write } = options;
  useEffect(() => {
    if (!write || nextSearch === search) return;
    navigate(`${location}?${nextSearch}`, { replace: true });
  }, [write, nextSearch, search, location, navigate]);
  return { shareUrl: () => `${window.location.origin}${location}?${nextSearch}` };
}
