import { loadSecurityText, securityTextEn, type SecurityLanguageText } from '@shared/content/security-assessment';
import { languageResource } from '@/lib/language-resource';

/**
 * Each language's text once fetched; the assessment's tab waits for it (`preloadSecurityText`)
 * before it shows.
 */
const securityText = languageResource(loadSecurityText, securityTextEn);

export const preloadSecurityText = securityText.preload;

/**
 * The assessment's content in the page's language; renders again on a switch. A language switched to
 * while the assessment shows is fetched then, the screen waiting (Suspense) until it has arrived.
 */
export function useSecurityText(): SecurityLanguageText {
  return securityText.useValue();
}
