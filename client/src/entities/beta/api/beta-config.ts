import { queryOptions, useQuery } from '@tanstack/react-query';
import * as betaApi from '@/api/beta';
import { callApi } from '@/lib/api-client';

/** The deployment's beta programme, from the server's environment (never built into the app). */
export function getBetaConfig() {
  return callApi(betaApi.getBetaConfig);
}

export function getBetaConfigQueryOptions() {
  return queryOptions({ queryKey: ['beta', 'config'], queryFn: getBetaConfig });
}

/**
 * The beta settings. `fetch: false` only reads what is already loaded (the router loads them once
 * a learner is signed in), so a component asking does not add a call of its own.
 */
export function useBetaConfig({ fetch = true }: { fetch?: boolean } = {}) {
  return useQuery({ ...getBetaConfigQueryOptions(), enabled: fetch });
}

// Created on first use: loading the module should not pay for a page's first Intl formatter.
let endDateFormat: Intl.DateTimeFormat | undefined;
const endDate = () => (endDateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));

/** 'August 15, 2025' for '2025-08-15': the beta's last day, as every screen names it. */
export function formatBetaEndDate(isoDay: string): string {
  return endDate().format(new Date(`${isoDay}T00:00:00Z`));
}
