import { AlertTriangle, UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { Language } from '@shared/i18n/languages';
import { useLanguage, useT } from '@/i18n/i18n';
import { BrandLink } from '@/components/brand';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PriceDataCredit } from '@/entities/price/components/price-data-credit';
import { usePriceHistory } from '../api/get-price-history';
import { chartViewFromSearch, plansFromSearch, type ChartView, type LinkPlans } from '../lib/calculator-params';
import { plansOutcome, type PlansOutcome } from '../lib/dca-outcome';
import { fieldMessage } from '../lib/field-messages';
import { DcaValueChart } from './dca-charts';
import { PlanDetailPicker } from './plan-detail-picker';
import { PlansComparison } from './plans-comparison';
import { DcaConventions } from './dca-conventions';
import { DcaSummary, TheoreticalCaveat } from './dca-summary';
import { ShareResult } from './share-result';

/**
 * The sign-in screen for this link, in the page's language: a page in another language than English
 * says so with `lang`, like the public pages' links (client/src/public/public-layout.tsx), so the
 * link opened anew (another tab, another browser) starts in it.
 */
function authPath(language: Language, mode: 'signin' | 'signup', next: string): string {
  const path = paths.auth(mode, next);
  return language === 'en' ? path : `${path}&lang=${language}`;
}

/** The way in: signing up or in comes back to this link, where the calculator opens with its inputs. */
function SignUpPrompt({ next }: { next: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Card className="border-primary/40" data-testid="shared-calculation-prompt">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <UserPlus className="size-5 text-primary" aria-hidden="true" /> {t('calculator.shared.promptTitle')}
        </CardTitle>
        <CardDescription>{t('calculator.shared.promptText')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link href={authPath(language, 'signup', next)}>{t('calculator.shared.signUp')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={authPath(language, 'signin', next)}>{t('calculator.shared.signIn')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function SharedResult({
  outcome,
  plans,
  initialView,
  series,
}: {
  outcome: PlansOutcome;
  plans: LinkPlans;
  initialView: ChartView;
  series: readonly { date: string; price: number }[] | undefined;
}) {
  const [view, setView] = useState(initialView);
  const [detail, setDetail] = useState(0);
  const t = useT();
  if (outcome.kind === 'waiting') return <Spinner className="py-10" label={t('calculator.loading')} />;
  if (outcome.kind === 'result') {
    const { results } = outcome;
    const result = results[Math.min(detail, results.length - 1)] as (typeof results)[number];
    return (
      <div className="space-y-4">
        <div className="flex justify-end">
          <ShareResult plans={plans} />
        </div>
        {results.length > 1 ? (
          <>
            <PlansComparison results={results} series={series} />
            <PlanDetailPicker count={results.length} value={detail} onChange={setDetail} />
          </>
        ) : null}
        {result.theoretical ? <TheoreticalCaveat result={result} /> : null}
        <DcaSummary result={result} />
        <DcaConventions result={result} />
        <DcaValueChart result={result} view={view} onViewChange={setView} />
      </div>
    );
  }
  const message =
    outcome.kind === 'invalid'
      ? t('calculator.shared.invalid', {
          errors: Object.values(outcome.errors)
            .map((error) => fieldMessage(error) ?? error)
            .join('. '),
        })
      : outcome.message;
  return (
    <Alert variant="destructive">
      <AlertTriangle className="size-4" aria-hidden="true" />
      <AlertTitle>{t('calculator.shared.cannotShow')}</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

/**
 * A calculator link (/?tab=calculator&amount=300&frequency=weekly&period=2years) opened signed
 * out: the link's result, read-only, computed in the browser from the public price history (no use
 * of anyone's allowance is counted), and a sign-up prompt that carries the link through sign-in.
 */
export function SharedCalculation() {
  const search = useSearch();
  const plans = useMemo(() => plansFromSearch(search), [search]);
  const history = usePriceHistory(plans.currency);
  const outcome = useMemo(
    () => plansOutcome(history.data?.data, plans, history.error),
    [history.data, plans, history.error],
  );
  const next = `${paths.landing}?${search}`;
  const t = useT();
  const language = useLanguage();
  return (
    <div className="min-h-dvh">
      <header className="sticky top-[var(--offline-banner-height,0px)] z-30 border-b bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-2 px-4">
          <BrandLink subtitle />
          <Button asChild variant="ghost" size="sm">
            <Link href={authPath(language, 'signin', next)}>{t('calculator.shared.signIn')}</Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-4xl space-y-4 px-4 py-6">
        <div className="space-y-1">
          <h1 className="font-display text-2xl font-bold sm:text-3xl">{t('calculator.shared.title')}</h1>
          <p className="text-muted-foreground">{t('calculator.shared.intro')}</p>
        </div>
        <SignUpPrompt next={next} />
        <section aria-label={t('calculator.results')} aria-busy={history.isFetching}>
          <SharedResult
            outcome={outcome}
            plans={plans}
            initialView={chartViewFromSearch(search)}
            series={history.data?.data}
          />
        </section>
        <p className="text-xs text-muted-foreground">
          {t('calculator.disclaimer')} <PriceDataCredit />
        </p>
      </main>
    </div>
  );
}
