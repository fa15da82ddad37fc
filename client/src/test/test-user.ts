import { defaultUserPreferences, type PublicUser } from '@shared/schemas/user';

/** A signed-in, onboarded free learner as the API returns one; override what a test is about. */
export function testUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 1,
    username: 'arkad',
    email: 'arkad@example.com',
    firstName: 'Arkad',
    lastName: 'Babylon',
    experienceLevel: 'beginner',
    investmentGoal: null,
    hasCompletedOnboarding: true,
    subscriptionTier: 'free',
    subscriptionStatus: 'active',
    subscriptionExpiresAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    preferences: defaultUserPreferences,
    ...overrides,
  };
}
