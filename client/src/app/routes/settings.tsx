import { SettingsPage } from '@/features/settings/components/settings-page';
import { useAuth } from '@/lib/auth';

export default function SettingsRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return <SettingsPage user={user} />;
}
