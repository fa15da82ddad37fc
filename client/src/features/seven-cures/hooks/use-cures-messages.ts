import { useAreaMessages } from '@/i18n/use-area-messages';

/** The cures area's messages for the Seven Cures card and its outline on /home: true once there. */
export function useCuresMessages(): boolean {
  return useAreaMessages('cures', 'cures.title');
}
