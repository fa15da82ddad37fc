import { MessageSquareHeart, Share2, Sparkles, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazyWhenOnline } from '@/lib/lazy-when-online';
import { betaDaysRemaining, isBetaActive, isBetaLearner } from '@shared/domain/beta';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { formatBetaEndDate, useBetaConfig } from '@/entities/beta/api/beta-config';
import { isBannerDismissed, rememberBannerDismissed } from '../lib/beta-dismissal';
import { Trans } from '@/i18n/trans';
import { useLanguage, useT } from '@/i18n/i18n';
import { useBetaMessages } from '../hooks/use-beta-messages';

// The dialogs load when first opened, not with the page.
const FeedbackDialog = lazyWhenOnline(() => import('./feedback-dialog'));
const ShareDialog = lazyWhenOnline(() => import('./share-dialog'));

/**
 * Above the tabs on every tab: shown to a beta learner while the beta lasts, until dismissed (the
 * dismissal is remembered in this browser). Offers the feedback and share dialogs.
 */
export function BetaBanner() {
  const { user } = useAuth();
  const config = useBetaConfig({ fetch: user !== null }).data;
  const [dismissed, setDismissed] = useState(false);
  const [open, setOpen] = useState<'feedback' | 'share' | null>(null);
  const now = new Date();
  const t = useT();
  const language = useLanguage();
  const shown = Boolean(
    config &&
    isBetaLearner(user, config) &&
    isBetaActive(config, now) &&
    !dismissed &&
    !isBannerDismissed(config.betaEndDate),
  );
  // The beta area loads only when the banner shows; until it is there, nothing (never message ids).
  const ready = useBetaMessages(shown);

  if (!config || !shown || !ready) return null;
  const days = betaDaysRemaining(config, now);

  const dismiss = () => {
    rememberBannerDismissed(config.betaEndDate);
    setDismissed(true);
  };
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };

  return (
    // Compact on phones (smaller type, the buttons in one row, without their icons), so that on the
    // Guide tab, below the welcome banner and the price card, Explore Sections stays on the first screen.
    <section
      aria-labelledby="beta-banner-title"
      className="relative rounded-xl border border-primary/30 bg-secondary/60 p-3 sm:flex sm:items-center sm:gap-4 sm:p-4 sm:pr-12"
      data-testid="beta-banner"
    >
      <div className="flex-1 space-y-1 max-sm:pr-8">
        <h2 id="beta-banner-title" className="flex flex-wrap items-center gap-2 font-semibold">
          <Badge>
            <Sparkles className="size-3" aria-hidden="true" /> {t('beta.badge')}
          </Badge>
          {/* On phones the badge says it; screen readers still hear the whole title. */}
          <span className="max-sm:sr-only">{t('beta.banner.title')}</span>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans
            id="beta.banner.unlocked"
            values={{ date: formatBetaEndDate(config.betaEndDate, language), days }}
            components={{ 0: <strong className="text-foreground" /> }}
          />
          <span className="max-sm:hidden"> {t('beta.banner.tell')}</span>
        </p>
      </div>
      <div className="mt-2 flex gap-2 sm:mt-0 sm:flex-wrap">
        <Button size="sm" onClick={() => setOpen('feedback')}>
          <MessageSquareHeart className="max-sm:hidden" aria-hidden="true" /> {t('beta.banner.feedback')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setOpen('share')}>
          <Share2 className="max-sm:hidden" aria-hidden="true" /> {t('beta.banner.share')}
        </Button>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('beta.banner.dismiss')}
        className="absolute right-2 top-2 flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <Suspense fallback={null}>
        {open === 'feedback' ? <FeedbackDialog open onOpenChange={close} feedbackUrl={config.betaFeedbackUrl} /> : null}
        {open === 'share' ? <ShareDialog open onOpenChange={close} config={config} /> : null}
      </Suspense>
    </section>
  );
}
