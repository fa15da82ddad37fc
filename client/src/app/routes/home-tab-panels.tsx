import { type ComponentType, type LazyExoticComponent } from 'react';
import { pageLanguage, withMessages } from '@/i18n/i18n';
import { lazyWhenOnline } from '@/lib/lazy-when-online';
import type { LearningTabId } from '@/config/learning-path';

/**
 * The content of each learning-path tab, loaded on demand so each tab is its own chunk. Step 7 is
 * composed here at the app level (treasury-tab.tsx), because it needs the market feature's price.
 * The tabs that show the plan's gate or upgrade card (glossary, compare, calculator) load the
 * subscription area's messages too (entities/plan/components).
 */
export const tabPanels: Record<LearningTabId, LazyExoticComponent<ComponentType>> = {
  guide: lazyWhenOnline(() =>
    withMessages('guide', import('@/features/guide/components/guide-panel')).then((m) => ({ default: m.GuidePanel })),
  ),
  // With its messages and the glossary in the page's language, so its first render does not wait.
  glossary: lazyWhenOnline(() =>
    withMessages(
      'glossary',
      Promise.all([
        withMessages('subscription', Promise.resolve()),
        import('@/features/glossary/components/glossary-panel'),
        import('@/entities/glossary/model/use-glossary').then((m) => m.preloadGlossary(pageLanguage())),
      ]),
    ).then(([, m]) => ({ default: m.GlossaryPanel })),
  ),
  strategies: lazyWhenOnline(() =>
    withMessages('strategies', import('@/features/strategies/components/strategies-panel')).then((m) => ({
      default: m.StrategiesPanel,
    })),
  ),
  wizard: lazyWhenOnline(() =>
    withMessages('wizard', import('@/features/wizard/components/wizard-panel')).then(async (m) => {
      // The content in the page's language (Spanish is its own chunk) arrives with the tab.
      await m.preloadWizardText(pageLanguage());
      return { default: m.WizardPanel };
    }),
  ),
  compare: lazyWhenOnline(() =>
    withMessages(
      'strategies',
      Promise.all([
        import('@/features/comparison/components/comparison-panel'),
        withMessages('subscription', Promise.resolve()),
        // The strategies in the page's language, so that the comparison does not wait for them mid-render.
        import('@/entities/strategy/use-strategies-content').then((m) => m.preloadStrategies(pageLanguage())),
      ]),
    ).then(([m]) => ({ default: m.ComparisonPanel })),
  ),
  calculator: lazyWhenOnline(() =>
    withMessages(
      'calculator',
      withMessages('subscription', import('@/features/calculator/components/calculator-panel')),
    ).then((m) => ({ default: m.CalculatorPanel })),
  ),
  treasury: lazyWhenOnline(() => withMessages('treasury', import('./treasury-tab'))),
  security: lazyWhenOnline(() =>
    withMessages('security', import('@/features/security/components/security-assessment-panel')).then(async (m) => {
      await m.preloadSecurityText(pageLanguage());
      return { default: m.SecurityAssessmentPanel };
    }),
  ),
  community: lazyWhenOnline(() =>
    withMessages('community', import('@/features/community/components/community-panel')).then(async (m) => {
      await m.preloadCommunityText(pageLanguage());
      return { default: m.CommunityPanel };
    }),
  ),
};
