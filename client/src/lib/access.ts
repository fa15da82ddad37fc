import { hasPremiumAccess } from '@shared/domain/feature-access';
import { useAuth } from './auth';

/** Whether the signed-in user may see premium content (full glossary, ...). */
export function usePremiumAccess(): boolean {
  const { user } = useAuth();
  return hasPremiumAccess(user);
}
