import { hasPremiumAccess } from '@shared/domain/feature-access';
import { useAuth } from '@/lib/auth';
import { useBetaConfig } from '@/entities/beta/api/beta-config';

/**
 * Whether the signed-in user may see premium content (full glossary, unlimited tools) now: the
 * shared access check (Scholar, or a beta learner in the beta), asked with this device's clock (the
 * server asks with its own).
 */
export function usePremiumAccess(): boolean {
  const { user } = useAuth();
  const beta = useBetaConfig({ fetch: false }).data;
  return hasPremiumAccess(user, { now: new Date(), beta });
}
