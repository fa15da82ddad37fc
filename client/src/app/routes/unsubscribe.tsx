import { UnsubscribePage } from '@/features/notifications/components/unsubscribe-page';

export default function UnsubscribeRoute() {
  return <UnsubscribePage />;
}
