import { LandingPage } from '@/features/landing/components/landing-page';
import { LANDING_PRICE_REFRESH_MS } from '@/features/market/api/get-bitcoin-price';
import { PriceTrackerCard } from '@/features/market/components/price-tracker-card';

export default function LandingRoute() {
  return <LandingPage priceCard={<PriceTrackerCard refreshMs={LANDING_PRICE_REFRESH_MS} placement="hero" />} />;
}
