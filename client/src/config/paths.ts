import type { LearningTabId } from './learning-path';

/** Every in-app URL, built in one place. */
export const paths = {
  landing: '/',
  home: (tab?: LearningTabId) => (tab ? `/home?tab=${tab}` : '/home'),
  /** The sign-in screen; `next` is the page to return to afterwards (a same-origin path). */
  auth: (mode?: 'signin' | 'signup', next?: string | null) => {
    const query = new URLSearchParams();
    if (mode) query.set('mode', mode);
    if (next) query.set('next', next);
    const search = query.toString();
    return search ? `/auth?${search}` : '/auth';
  },
  compare: '/compare',
  settings: '/settings',
  settingsSection: (section: 'profile' | 'security' | 'preferences' | 'notifications' | 'subscription') =>
    `/settings?section=${section}`,
  /** A term's card in the glossary tab. */
  glossaryTerm: (termId: string) => `/home?tab=glossary&term=${encodeURIComponent(termId)}`,
  privacy: '/privacy',
  terms: '/terms',
} as const;

export const SUPPORT_EMAIL = 'support@arkad.app';
export const supportHref = `mailto:${SUPPORT_EMAIL}`;
