import type { LearningTabId } from './learning-path';

/** Every in-app URL, built in one place. */
export const paths = {
  landing: '/',
  home: (tab?: LearningTabId) => (tab ? `/home?tab=${tab}` : '/home'),
  auth: (mode?: 'signin' | 'signup') => (mode ? `/auth?mode=${mode}` : '/auth'),
  compare: '/compare',
  settings: '/settings',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export const SUPPORT_EMAIL = 'support@arkad.app';
export const supportHref = `mailto:${SUPPORT_EMAIL}`;
