import { hasPremiumAccess } from '@shared/domain/feature-access';
import { useAuth } from './auth';
import { useBetaConfig } from './beta-config';

/** Whether the signed-in user may see premium content (full glossary, ...): Scholar, or a beta learner in the beta. */
export function usePremiumAccess(): boolean {
  const { user } = useAuth();
  const beta = useBetaConfig({ fetch: false }).data;
  return hasPremiumAccess(user, { now: new Date(), beta });
}
