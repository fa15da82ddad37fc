import { MessageSquareHeart } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWhenOnline } from '@/lib/lazy-when-online';
import { useLocation, useSearch } from 'wouter';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { CardOutline } from '@/components/card-outline';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsPanel } from '@/components/ui/tabs';
import {
  DEFAULT_TAB,
  findTab,
  isLearningTabId,
  learningTabPanelId,
  learningTabs,
  learningTabTriggerId,
  type LearningTabId,
} from '@/config/learning-path';
import { paths } from '@/config/paths';
import { AppHeader } from '@/features/app-shell/components/app-header';
import { LearningPathTabBar, MobileSectionsDrawer } from '@/features/app-shell/components/learning-path-nav';
import { StepProgress } from '@/features/app-shell/components/step-progress';
import { WelcomeBanner } from '@/features/app-shell/components/welcome-banner';
import { BetaBanner } from '@/features/beta/components/beta-banner';
import { useBetaFeedback } from '@/features/beta/hooks/use-beta-feedback';
import { APP_PRICE_REFRESH_MS } from '@/features/market/api/get-bitcoin-price';
import { PriceTrackerCard } from '@/features/market/components/price-tracker-card';
import { ReviewCardHeading } from '@/features/review/components/review-card-heading';
import { SevenCuresCardHeading } from '@/features/seven-cures/components/seven-cures-card-heading';
import { useT } from '@/i18n/i18n';
import { useAuth } from '@/lib/auth';
import type { PriceCurrency } from '@shared/schemas/bitcoin-price';
import { tabPanels } from './home-tab-panels';

// Issue 26 points 4 and 5 on /home, on the Guide tab where the seven cures are taught: below the tab
// bar (so the fold keeps the step indicator and Explore Sections), and loaded only when the place
// they go comes onto the screen, so a phone's first load stays within its budget (decision 015).
const ReviewCard = lazyWhenOnline(() => import('@/features/review/components/review-card'));
// The card loads its messages itself (useCuresMessages) and waits for them.
const SevenCuresCard = lazyWhenOnline(() => import('@/features/seven-cures/components/seven-cures-card'));

/**
 * The two cards' outlines, where they go until their code and data arrive (not an empty band); still
 * until their place comes onto the screen, pulsing once they load.
 */
function LearnerCardOutlines({ loading }: { loading: boolean }) {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <CardOutline heading={<ReviewCardHeading />} loading={loading} />
      <CardOutline heading={<SevenCuresCardHeading />} loading={loading} />
    </div>
  );
}

function LearnerCards() {
  const placeRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const place = placeRef.current;
    if (!place || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    // A large screen shows them at once; a phone once their place is in the top three quarters of
    // the screen, after a first scroll (it starts at the bottom edge of the first screen).
    const large = window.matchMedia('(min-width: 1024px)').matches;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: large ? '0px' : '0px 0px -25% 0px' },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [near]);
  return (
    // Room kept for the two cards (about their height closed), so they do not push the Guide down much.
    <div ref={placeRef} data-testid="learner-cards" className="mb-6 min-h-80 lg:min-h-44">
      {near ? (
        <Suspense fallback={<LearnerCardOutlines loading />}>
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <ReviewCard />
            <SevenCuresCard />
          </div>
        </Suspense>
      ) : (
        <LearnerCardOutlines loading={false} />
      )}
    </div>
  );
}

function TabPanel({ id }: { id: LearningTabId }) {
  const t = useT();
  const Panel = tabPanels[id];
  return (
    <section aria-labelledby={`panel-title-${id}`} className="space-y-4">
      <h2 id={`panel-title-${id}`} className="font-display text-2xl font-bold sm:text-3xl">
        {t(`path.tab.${id}`)}
      </h2>
      <Suspense fallback={<Spinner className="py-10" />}>
        <Panel />
      </Suspense>
    </section>
  );
}

/** The main app: header, the guide's extra panel, the step indicator, the nine tabs. */
export default function HomeRoute({ fixedTab }: { fixedTab?: LearningTabId }) {
  const t = useT();
  // The price card in the learner's Settings currency (any of shared/domain/fx-currencies.ts).
  const priceCurrency = (useAuth().user?.preferences.defaultCurrency ?? 'USD').toLowerCase() as PriceCurrency;
  const search = useSearch();
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('tab');
  const activeId: LearningTabId = isLearningTabId(requested) ? requested : (fixedTab ?? DEFAULT_TAB);
  const active = findTab(activeId);
  const feedback = useBetaFeedback();

  // The tab being shown or already asked for: a click reaches Radix as a mousedown and then a focus,
  // both before the page renders again, and only the first may add a history entry.
  const shown = useRef(activeId);
  shown.current = activeId;

  const select = (id: LearningTabId) => {
    if (id === shown.current) return;
    shown.current = id;
    navigate(location === paths.compare ? paths.home(id) : `${location}?tab=${id}`);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="min-h-dvh">
      <AppHeader
        menuItems={
          feedback.available ? (
            <DropdownMenuItem onSelect={feedback.open}>
              <MessageSquareHeart aria-hidden="true" /> {t('menu.sendFeedback')}
            </DropdownMenuItem>
          ) : null
        }
      />
      {feedback.dialog}
      <main className="mx-auto max-w-6xl space-y-4 px-4 py-4 sm:py-6">
        {activeId === 'guide' ? (
          <div className="space-y-4" data-testid="guide-extra-panel">
            <WelcomeBanner />
            <PriceTrackerCard refreshMs={APP_PRICE_REFRESH_MS} currency={priceCurrency} />
          </div>
        ) : null}
        <BetaBanner />
        <StepProgress tab={active} />
        <Tabs
          value={activeId}
          // Arrow keys move along the tab bar; Enter or Space opens a tab (one history entry each).
          activationMode="manual"
          onValueChange={(value) => isLearningTabId(value) && select(value)}
        >
          <LearningPathTabBar />
          <MobileSectionsDrawer activeTab={activeId} onSelect={select} />
          {learningTabs.map((tab) => (
            <TabsPanel
              key={tab.id}
              id={learningTabPanelId(tab.id)}
              labelledBy={learningTabTriggerId(tab.id)}
              active={tab.id === activeId}
              className="pb-16"
            >
              {tab.id === 'guide' ? <LearnerCards /> : null}
              <TabPanel id={tab.id} />
            </TabsPanel>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
