import type { LearningTabId } from './learning-path';

export const settingsSections = [
  'profile',
  'security',
  'preferences',
  'notifications',
  'subscription',
  'certificate',
  'classes',
  'data',
] as const;
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
  /**
   * Settings, remembering the learning-path tab it was opened from (`from`), so its 'Back to
   * learning path' returns there; a section keeps it as the learner moves between sections.
   */
  settingsSection: (section?: SettingsSection | null, from?: LearningTabId | null) => {
    const query = new URLSearchParams();
    if (section) query.set('section', section);
    if (from) query.set('from', from);
    const search = query.toString();
    return search ? `/settings?${search}` : '/settings';
  },
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
  /** The final exam (decision 056). */
  exam: '/exam',
  /** The learner's own record: attempts, missed questions, review schedule. */
  record: '/record',
  /** Checks a downloaded credential file (decision 056). */
  verifyCredential: '/verify',
  /** A story from Babylon's own page. */
  story: (id: string) => `/stories/${encodeURIComponent(id)}`,
  /** The Guide's list of the stories. */
  stories: '/home?tab=guide&section=guide-stories',
  /** A certificate's public page (decision 048). */
  certificate: (id: string) => `/certificate/${encodeURIComponent(id)}`,
  /** A teacher's classes (decision 060). */
  teach: '/teach',
  /** The cohort view of one of the teacher's classes. */
  teachClass: (classId: number) => `/teach/${classId}`,
  /** The join screen of a class code: the link a teacher gives learners. */
  join: (code: string) => `/join/${encodeURIComponent(code)}`,
} as const;

export const SUPPORT_EMAIL = 'support@arkad.app';
export const supportHref = `mailto:${SUPPORT_EMAIL}`;
