import { AlertTriangle, Bitcoin, ChevronDown, Info, RefreshCw } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { lazyWhenOnline } from '@/lib/lazy-when-online';
import { abbreviateNumber, formatChange, formatNumber, formatWholeDollars } from '@shared/domain/format';
import { intlLocales } from '@shared/i18n/languages';
import type { PriceCurrency } from '@shared/schemas/bitcoin-price';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { pageLanguage, translate, useLanguage, useT, type MessageId } from '@/i18n/i18n';
import { NoCachedPriceOfflineError, useBitcoinPrice, type PriceReading } from '../api/get-bitcoin-price';

// Created on first use, one per locale: loading the module should not pay for a page's first Intl formatter.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale} ${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeZone: 'UTC',
      ...(withTime ? { timeStyle: 'short' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** The page's Intl locale ('en-US', 'es-419'). */
const pageLocale = () => intlLocales[pageLanguage()];

/** 'Aug 22, 2026, 11:59 PM' (the message adds 'UTC'); in es-419 '22 ago 2026, 11:59 p.m.'. */
export function formatLastUpdated(iso: string, locale: string = pageLocale()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(locale, true).format(date);
}

/** A quote at most this old is current: its change is the last 24 hours' and is labelled '24h'. */
export const CURRENT_QUOTE_MS = 60 * 60 * 1000;

/**
 * What the change beside the price covers: '24h' for a current quote (at most an hour old at `now`);
 * for an older one, the 24 hours up to its time, '24h to Aug 22, 2026' (a stored close, 97 days old,
 * must not read as today's move). In the page's language.
 */
export function changeWindowLabel(lastUpdated: string, now: Date): string {
  const at = new Date(lastUpdated);
  if (Number.isNaN(at.getTime())) return translate('market.change.current');
  const age = now.getTime() - at.getTime();
  return age <= CURRENT_QUOTE_MS
    ? translate('market.change.current')
    : translate('market.change.to', { day: dateFormat(pageLocale(), false).format(at) });
}

/**
 * The one notice shown with a price, if any: that it is this browser's saved copy (offline, or the
 * server failed), else the server's own message about a stored price. Never both: offline, the
 * server's 'Live price unavailable' of the saved copy says nothing more, and the time of the
 * price is under 'Last updated'.
 */
export function priceNotices(reading: PriceReading, online: boolean): string[] {
  if (reading.source === 'cache' && reading.cacheReason === 'fetch-failed')
    return [translate('market.notice.showingCached')];
  if (!online || reading.source === 'cache') return [translate('market.notice.usingCached')];
  if (reading.price.message && (reading.price.isFallback || reading.price.cached)) return [reading.price.message];
  return [];
}

/** Live only when online and showing a live answer from the server just now. */
export function isLivePrice(reading: PriceReading, online: boolean): boolean {
  return online && reading.source === 'network' && reading.price.isFallback !== true;
}

/**
 * A price the provider gave no figure for in this currency: the US dollar one times the latest
 * bundled rate, said with the rate and its day (decision 059).
 */
export function conversionNote(currency: string, used: { rate: number; rateDate: string }): string {
  const locale = pageLocale();
  const day = new Date(`${used.rateDate}T00:00:00Z`);
  return translate('market.conversion', {
    code: currency.toUpperCase(),
    rate: formatNumber(used.rate, { maximumFractionDigits: 10 }, locale),
    date: Number.isNaN(day.getTime()) ? used.rateDate : dateFormat(locale, false).format(day),
  });
}

function errorText(error: Error): MessageId {
  if (error instanceof NoCachedPriceOfflineError) return 'market.error.noCachedOffline';
  if (error instanceof ApiError) return 'market.error.unavailable';
  return 'market.error.unableToLoad';
}

const MarkedExplanation = lazyWhenOnline(() => import('./marked-explanation'));

/** What each number means: its label and the line that explains it (start catalogue: a first screen's). */
const explanations = [
  { label: 'market.price', text: 'market.explain.price' },
  { label: 'market.change', text: 'market.explain.change' },
  { label: 'market.marketCap', text: 'market.explain.marketCap' },
  { label: 'market.volume', text: 'market.explain.volume' },
] as const satisfies readonly { label: MessageId; text: MessageId }[];

function LiveBadge({ live }: { live: boolean }) {
  const t = useT();
  return live ? (
    <Badge variant="success" data-testid="price-badge">
      <span className="size-1.5 rounded-full bg-current motion-safe:animate-pulse" aria-hidden="true" />
      {t('market.live')}
    </Badge>
  ) : (
    <Badge variant="warning" data-testid="price-badge">
      {t('market.cached')}
    </Badge>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-muted/60 px-3 py-2 sm:p-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-base font-semibold tabular-nums sm:text-lg">{value}</dd>
    </div>
  );
}

/** Phones get the compact card: what the numbers mean starts folded, one tap away. */
const ROOMY_SCREEN = '(min-width: 640px)';

function isRoomyScreen(): boolean {
  // No window: the landing page rendered at build time (client/src/public/landing-document.tsx).
  if (typeof window === 'undefined') return true;
  return typeof window.matchMedia !== 'function' || window.matchMedia(ROOMY_SCREEN).matches;
}

/**
 * While the price loads: the same layout with placeholders of the same heights for the figures,
 * and the explanations (they do not depend on the price), so nothing below moves when it arrives.
 */
function PriceSkeleton({ columns }: { columns: string }) {
  const t = useT();
  return (
    <div className={cn('grid gap-3 sm:gap-5', columns)}>
      <div role="status" aria-label={t('market.loading')} className="space-y-3 sm:space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 sm:block">
          <div className="h-9 w-44 animate-pulse rounded-md bg-muted sm:h-12" />
          <div className="mt-1 h-5 w-24 animate-pulse rounded-md bg-muted" />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="h-[4.25rem] animate-pulse rounded-lg bg-muted" />
          <div className="h-[4.25rem] animate-pulse rounded-lg bg-muted" />
        </div>
      </div>
      <PriceExplanations lastUpdated={null} />
    </div>
  );
}

/**
 * What each number means (folded on phones, one tap away), and when the price is from (a
 * placeholder line while it loads).
 */
function ExplanationList({ labelledBy, marked }: { labelledBy: string; marked: boolean }) {
  const t = useT();
  return (
    <ul aria-labelledby={labelledBy} className="space-y-2 text-sm text-muted-foreground">
      {explanations.map((item) => (
        <li key={item.label}>
          <span className="font-medium text-foreground">{t(item.label)}:</span>{' '}
          {marked ? <MarkedExplanation text={t(item.text)} /> : t(item.text)}
        </li>
      ))}
    </ul>
  );
}

function PriceExplanations({ lastUpdated }: { lastUpdated: string | null }) {
  const t = useT();
  const locale = intlLocales[useLanguage()];
  const explanationsId = useId();
  const [explained] = useState(isRoomyScreen);
  // The lines are rendered once shown: folded (phones), they wait for the first tap.
  const [shown, setShown] = useState(explained);
  return (
    <div className="space-y-2 sm:space-y-3">
      <details
        open={explained}
        onToggle={(event) => setShown(event.currentTarget.open)}
        className="group space-y-2 sm:space-y-3"
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-md text-sm font-semibold sm:min-h-0 [&::-webkit-details-marker]:hidden">
          <span id={explanationsId}>{t('market.explain.title')}</span>
          <ChevronDown
            className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        {shown ? (
          <Suspense fallback={<ExplanationList labelledBy={explanationsId} marked={false} />}>
            <ExplanationList labelledBy={explanationsId} marked />
          </Suspense>
        ) : null}
      </details>
      {lastUpdated === null ? (
        <div className="h-4 w-48 animate-pulse rounded bg-muted" />
      ) : (
        <p className="text-xs text-muted-foreground" data-testid="price-last-updated">
          {t('market.lastUpdated', { time: formatLastUpdated(lastUpdated, locale) })}
        </p>
      )}
    </div>
  );
}

function PriceBody({ reading, online, columns }: { reading: PriceReading; online: boolean; columns: string }) {
  const t = useT();
  const locale = intlLocales[useLanguage()];
  const { price } = reading;
  const change = price.change24h;
  const notices = priceNotices(reading, online);
  return (
    <div className={cn('grid gap-3 sm:gap-5', columns)}>
      <div className="space-y-3 sm:space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 sm:block">
          {/* A figure, not a heading: a div, so axe's p-as-heading does not read a bold paragraph as one. */}
          <div className="font-display text-3xl font-bold tabular-nums sm:text-5xl" data-testid="price-value">
            {formatWholeDollars(price.price, price.currency, locale)}
          </div>
          <p
            className={cn(
              'text-sm font-semibold tabular-nums sm:mt-1',
              change === null ? 'text-muted-foreground' : change >= 0 ? 'text-success' : 'text-destructive',
            )}
          >
            <span data-testid="price-change">{formatChange(change, locale)}</span>{' '}
            <span className="font-normal text-muted-foreground" data-testid="price-change-window">
              {changeWindowLabel(price.lastUpdated, new Date())}
            </span>
          </p>
        </div>
        {price.convertedFromUsd ? (
          <p className="text-xs text-muted-foreground sm:text-sm" data-testid="price-conversion">
            {conversionNote(price.currency, price.convertedFromUsd)}
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-2 sm:gap-3">
          <Stat label={t('market.marketCap')} value={abbreviateNumber(price.marketCap, price.currency, locale)} />
          <Stat label={t('market.volume')} value={abbreviateNumber(price.volume24h, price.currency, locale)} />
        </dl>
        {notices.length > 0 ? (
          <ul className="space-y-2" aria-label={t('market.notices')}>
            {notices.map((notice) => (
              <li
                key={notice}
                className="flex gap-2 rounded-md border border-yellow-300 bg-yellow-50 p-2 text-xs text-yellow-900 sm:p-2.5 sm:text-sm dark:border-yellow-800 dark:bg-yellow-950/40 dark:text-yellow-200"
              >
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{notice}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <PriceExplanations lastUpdated={price.lastUpdated} />
    </div>
  );
}

/**
 * When the figures and their explanations sit side by side: once the card is about 700 px wide,
 * across the page from 768 px, and in the landing page's hero only until that puts the card beside
 * the hero's text (1024 px). Media queries, not a container query: with a size container on the
 * page, the style read Radix Tabs makes as home mounts forces a layout of the whole page into that
 * task (docs/decisions/055-first-screens-without-waits.md).
 */
const columnsBy = { page: 'md:grid-cols-2', hero: 'md:grid-cols-2 lg:grid-cols-1' } as const;

/**
 * The Price Tracker card: price, 24h change, market cap, 24h volume, a Live or
 * Cached badge, what each number means and when it was last updated. Refreshes every `refreshMs`.
 */
export function PriceTrackerCard({
  refreshMs,
  currency = 'usd',
  placement = 'page',
  className,
}: {
  refreshMs: number;
  currency?: PriceCurrency;
  /** Across the page (home), or in the landing page's hero. */
  placement?: keyof typeof columnsBy;
  className?: string;
}) {
  const columns = columnsBy[placement];
  const online = useOnlineStatus();
  const query = useBitcoinPrice({ currency, refreshMs });
  const reading = query.status === 'success' ? query.data : null;
  const titleId = useId();
  const t = useT();

  return (
    <Card className={className} aria-labelledby={titleId} role="region">
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0 p-4 sm:p-6">
        {/* An h2: the card sits beside the landing hero and above the app's tabs, both under the page's h1. */}
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold leading-tight">
          <Bitcoin className="size-5 text-accent" aria-hidden="true" /> {t('market.title')}
        </h2>
        {reading ? <LiveBadge live={isLivePrice(reading, online)} /> : null}
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {query.status === 'pending' ? <PriceSkeleton columns={columns} /> : null}
        {query.status === 'error' ? (
          <div
            role="alert"
            className="space-y-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-center"
          >
            <AlertTriangle className="mx-auto size-6 text-destructive" aria-hidden="true" />
            <p className="font-semibold">{t('market.error.title')}</p>
            <p className="text-sm text-muted-foreground">{t(errorText(query.error))}</p>
            <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
              <RefreshCw aria-hidden="true" /> {t('market.error.tryAgain')}
            </Button>
          </div>
        ) : null}
        {reading ? <PriceBody reading={reading} online={online} columns={columns} /> : null}
      </CardContent>
    </Card>
  );
}
