import { type ComponentType, type LazyExoticComponent } from 'react';
import { pageLanguage, withMessages } from '@/i18n/i18n';
import { lazyWhenOnline } from '@/lib/lazy-when-online';
import type { LearningTabId } from '@/config/learning-path';

/**
 * The content of each learning-path tab, loaded on demand so each tab is its own chunk. Step 7 is
 * composed here at the app level (treasury-tab.tsx), because it needs the market feature's price.
 */
export const tabPanels: Record<LearningTabId, LazyExoticComponent<ComponentType>> = {
  guide: lazyWhenOnline(() =>
    withMessages('guide', import('@/features/guide/components/guide-panel')).then((m) => ({ default: m.GuidePanel })),
  ),
  glossary: lazyWhenOnline(() =>
    import('@/features/glossary/components/glossary-panel').then((m) => ({ default: m.GlossaryPanel })),
  ),
  strategies: lazyWhenOnline(() =>
    withMessages('strategies', import('@/features/strategies/components/strategies-panel')).then((m) => ({
      default: m.StrategiesPanel,
    })),
  ),
  wizard: lazyWhenOnline(() =>
    import('@/features/wizard/components/wizard-panel').then((m) => ({ default: m.WizardPanel })),
  ),
  compare: lazyWhenOnline(() =>
    withMessages(
      'strategies',
      Promise.all([
        import('@/features/comparison/components/comparison-panel'),
        // The strategies in the page's language, so that the comparison does not wait for them mid-render.
        import('@/entities/strategy/use-strategies-content').then((m) => m.preloadStrategies(pageLanguage())),
      ]),
    ).then(([m]) => ({ default: m.ComparisonPanel })),
  ),
  calculator: lazyWhenOnline(() =>
    import('@/features/calculator/components/calculator-panel').then((m) => ({ default: m.CalculatorPanel })),
  ),
  treasury: lazyWhenOnline(() => import('./treasury-tab')),
  security: lazyWhenOnline(() =>
    import('@/features/security/components/security-assessment-panel').then((m) => ({
      default: m.SecurityAssessmentPanel,
    })),
  ),
  community: lazyWhenOnline(() =>
    import('@/features/community/components/community-panel').then((m) => ({ default: m.CommunityPanel })),
  ),
};
