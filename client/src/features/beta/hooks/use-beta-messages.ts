import { useAreaMessages } from '@/i18n/use-area-messages';

/**
 * The beta area's messages, loaded only when the banner or a dialog shows (a visitor outside the
 * beta never fetches them): true once they are there.
 */
export function useBetaMessages(wanted = true): boolean {
  return useAreaMessages('beta', 'beta.banner.title', wanted);
}
