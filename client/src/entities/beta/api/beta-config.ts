import { queryOptions, useQuery } from '@tanstack/react-query';
import { intlLocales, type Language } from '@shared/i18n/languages';
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
const endDateFormats = new Map<string, Intl.DateTimeFormat>();
const endDate = (locale: string) => {
  let format = endDateFormats.get(locale);
  if (!format)
    endDateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })));
  return format;
};

/**
 * 'August 15, 2025' for '2025-08-15': the beta's last day, as every screen names it; in Spanish
 * (the learner's screens) '15 de agosto de 2025'. The admin screens stay in English.
 */
export function formatBetaEndDate(isoDay: string, language: Language = 'en'): string {
  return endDate(language === 'en' ? 'en-US' : intlLocales[language]).format(new Date(`${isoDay}T00:00:00Z`));
}
