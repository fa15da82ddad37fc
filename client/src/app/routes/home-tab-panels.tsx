import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LearningTabId } from '@/config/learning-path';

/**
 * The content of each learning-path tab, loaded on demand so each tab is its own chunk.
 * A tab without content yet shows only its title (see HomeRoute).
 */
export const tabPanels: Partial<Record<LearningTabId, LazyExoticComponent<ComponentType>>> = {
  guide: lazy(() => import('@/features/guide/components/guide-panel')),
  glossary: lazy(() => import('@/features/glossary/components/glossary-panel')),
  wizard: lazy(() => import('@/features/wizard/components/wizard-panel')),
  calculator: lazy(() => import('@/features/calculator/components/calculator-panel')),
  security: lazy(() => import('@/features/security/components/security-assessment-panel')),
  community: lazy(() => import('@/features/community/components/community-panel')),
};
