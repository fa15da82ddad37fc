import { Share2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazyWhenOnline } from '@/lib/lazy-when-online';
import { Button } from '@/components/ui/button';
import { translate, useLanguage, useT } from '@/i18n/i18n';
import type { LinkPlans } from '../lib/calculator-params';
import { shareLinks } from '../lib/share-link';

const ShareResultDialog = lazyWhenOnline(() => import('./share-result-dialog'));

/** How the link went out when Share was pressed. */
export type ShareOutcome = 'shared' | 'copied' | 'failed';

/** Phones (a coarse pointer) with the share sheet use it; everyone else, or a closed sheet, gets the link copied. */
async function sendLink(link: string): Promise<ShareOutcome> {
  const phone = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  if (phone && typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: translate('calculator.share.title'), url: link });
      return 'shared';
    } catch {
      // Closed without choosing an app (or refused): copied instead, below.
    }
  }
  try {
    await navigator.clipboard.writeText(link);
    return 'copied';
  } catch (error) {
    // Logged only; the dialog shows the link, selected, to copy by hand.
    console.warn('Copying the calculator link failed', error);
    return 'failed';
  }
}

/** 'Share' on a result: sends its link and shows the image chat apps preview it with. */
export function ShareResult({ plans }: { plans: LinkPlans }) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const language = useLanguage();
  const links = shareLinks(plans, window.location.origin, language);
  const t = useT();
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void sendLink(links.link).then(setOutcome)}>
        <Share2 aria-hidden="true" /> {t('calculator.share.button')}
      </Button>
      {outcome ? (
        <Suspense fallback={null}>
          <ShareResultDialog
            open
            onOpenChange={(open) => (open ? undefined : setOutcome(null))}
            outcome={outcome}
            {...links}
          />
        </Suspense>
      ) : null}
    </>
  );
}
