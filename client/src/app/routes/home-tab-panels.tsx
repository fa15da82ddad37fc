import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LearningTabId } from '@/config/learning-path';

/**
 * The content of each learning-path tab, loaded on demand so each tab is its own chunk.
 * A tab without content yet shows only its title (see HomeRoute).
 */
export const tabPanels: Partial<Record<LearningTabId, LazyExoticComponent<ComponentType>>> = {
  glossary: lazy(() => import('@/features/glossary/components/glossary-panel')),
  strategies: lazy(() => import('@/features/strategies/components/strategies-panel')),
  compare: lazy(() => import('@/features/comparison/components/comparison-panel')),
  calculator: lazy(() => import('@/features/calculator/components/calculator-panel')),
};
