import type { Language } from '../i18n/languages';
import { plansSpanish } from './es/plans';
import { plansEnglish, type PlanContent } from './plans';

/**
 * The plan cards' contents in a language. Apart from ./plans.ts so that the public pages, which
 * import the English contents only, never carry the Spanish ones.
 */
export function planContent(language: Language): PlanContent {
  return language === 'es' ? plansSpanish : plansEnglish;
}
