import type { LearningTabId } from './learning-path';

export const settingsSections = ['profile', 'security', 'preferences', 'notifications', 'subscription'] as const;
export type SettingsSection = (typeof settingsSections)[number];

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
  settingsSection: (section: SettingsSection) => `/settings?section=${section}`,
  /** The subscription page: where every upgrade link and gate leads. */
  subscription: '/subscription',
  /** Where Stripe Checkout returns to, with the outcome shown on the page. */
  subscriptionResult: (checkout: 'success' | 'cancelled') => `/subscription?checkout=${checkout}`,
  premium: '/premium',
  /** The local test checkout and billing pages (development without Stripe keys). */
  testCheckout: '/subscription/test-checkout',
  testBilling: '/subscription/test-billing',
  /** A term's card in the glossary tab. */
  glossaryTerm: (termId: string) => `/home?tab=glossary&term=${encodeURIComponent(termId)}`,
  privacy: '/privacy',
  terms: '/terms',
} as const;

export const SUPPORT_EMAIL = 'support@arkad.app';
export const supportHref = `mailto:${SUPPORT_EMAIL}`;
