import { SubscriptionPage } from '@/features/subscription/components/subscription-page';

export default function SubscriptionRoute() {
  return <SubscriptionPage />;
}
