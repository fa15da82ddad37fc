import { loadWizardText, wizardTextEn, type WizardLanguageText } from '@shared/content/wizard-questions';
import { languageResource } from '@/lib/language-resource';

/**
 * Each language's text once fetched (English is in the wizard's chunk already); the wizard's tab
 * waits for it (`preloadWizardText`) before it shows.
 */
const wizardText = languageResource(loadWizardText, wizardTextEn);

export const preloadWizardText = wizardText.preload;

/**
 * The wizard's content in the page's language; renders again on a switch. A language switched to
 * while the wizard shows is fetched then, the screen waiting (Suspense) until it has arrived.
 */
export function useWizardText(): WizardLanguageText {
  return wizardText.useValue();
}
