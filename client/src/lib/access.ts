import { hasPremiumAccess } from '@shared/domain/feature-access';
import { useAuth } from './auth';

/**
 * Whether the signed-in user may see premium content (full glossary, unlimited tools) now: the
 * shared access check, asked with this device's clock (the server asks with its own).
 */
export function usePremiumAccess(): boolean {
  const { user } = useAuth();
  return hasPremiumAccess(user, new Date());
}
