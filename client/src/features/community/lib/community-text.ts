import { loadCommunityText, communityTextEn, type CommunityLanguageText } from '@shared/content/communities';
import { languageResource } from '@/lib/language-resource';

/**
 * Each language's text once fetched; the directory's tab waits for it (`preloadCommunityText`)
 * before it shows.
 */
const communityText = languageResource(loadCommunityText, communityTextEn);

export const preloadCommunityText = communityText.preload;

/**
 * The directory's content in the page's language; renders again on a switch. A language switched to
 * while the directory shows is fetched then, the screen waiting (Suspense) until it has arrived.
 */
export function useCommunityText(): CommunityLanguageText {
  return communityText.useValue();
}
