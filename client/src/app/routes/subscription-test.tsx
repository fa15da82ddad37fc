import { LocalTestBilling, LocalTestCheckout } from '@/features/subscription/components/local-test-pages';

/** The local test checkout and billing pages (development and test without Stripe keys). */
export default function SubscriptionTestRoute({ page }: { page: 'checkout' | 'billing' }) {
  return page === 'checkout' ? <LocalTestCheckout /> : <LocalTestBilling />;
}
