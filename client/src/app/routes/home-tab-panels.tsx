import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LearningTabId } from '@/config/learning-path';

/**
 * The content of each learning-path tab, loaded on demand so each tab is its own chunk. Step 7 is
 * composed here at the app level (treasury-tab.tsx), because it needs the market feature's price.
 */
export const tabPanels: Record<LearningTabId, LazyExoticComponent<ComponentType>> = {
  guide: lazy(() => import('@/features/guide/components/guide-panel')),
  glossary: lazy(() => import('@/features/glossary/components/glossary-panel')),
  strategies: lazy(() => import('@/features/strategies/components/strategies-panel')),
  wizard: lazy(() => import('@/features/wizard/components/wizard-panel')),
  compare: lazy(() => import('@/features/comparison/components/comparison-panel')),
  calculator: lazy(() => import('@/features/calculator/components/calculator-panel')),
  treasury: lazy(() => import('./treasury-tab')),
  security: lazy(() => import('@/features/security/components/security-assessment-panel')),
  community: lazy(() => import('@/features/community/components/community-panel')),
};
