import { guideContent, loadGuideContent, type GuideContent } from '@shared/content/guide';
import { languageResource } from '@/lib/language-resource';

/**
 * The Guide's content in each language, fetched once (English is part of this chunk);
 * `preloadGuideContent` lets the Guide show it without waiting.
 */
const guideResource = languageResource(loadGuideContent, guideContent);

export const preloadGuideContent = guideResource.preload;

/**
 * The Guide's content in the page's language: at once in English; in another language the
 * component suspends while that language's module is fetched (once), and renders again on a switch.
 */
export function useGuideContent(): GuideContent {
  return guideResource.useValue();
}
