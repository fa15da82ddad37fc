import {
  ArrowRight,
  BarChart3,
  Calculator,
  Landmark,
  LineChart,
  ShieldCheck,
  Users,
  Wand2,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandLink } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths, supportHref } from '@/config/paths';
import { localizedPath, publicPaths } from '@/config/public-paths';
import { LanguageSwitch } from '@/entities/language/components/language-switch';
import { useLanguage, useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { cn } from '@/lib/cn';

interface Feature {
  /** Its title and description are `landing.feature.<id>.title` and `.description` in the catalogue. */
  id: 'calculator' | 'wisdom' | 'risk' | 'market' | 'wizard' | 'community';
  icon: LucideIcon;
}

export const landingFeatures: readonly Feature[] = [
  { id: 'calculator', icon: Calculator },
  { id: 'wisdom', icon: Landmark },
  { id: 'risk', icon: ShieldCheck },
  { id: 'market', icon: LineChart },
  { id: 'wizard', icon: Wand2 },
  { id: 'community', icon: Users },
];

/** Slot for the live price card; the landing page renders whatever it is given here. */
export function LandingPage({ priceCard }: { priceCard?: ReactNode }) {
  const [showAllFeatures, setShowAllFeatures] = useState(false);
  const t = useT();
  const language = useLanguage();
  return (
    <div className="min-h-dvh">
      <header className="sticky top-[var(--offline-banner-height,0px)] z-30 border-b bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
          <BrandLink subtitle />
          <nav className="flex items-center gap-1 sm:gap-2" aria-label={t('landing.accountNav')}>
            <Button asChild variant="ghost" size="sm" className="px-2 sm:px-3">
              <Link href={paths.auth('signin')}>{t('common.signIn')}</Link>
            </Button>
            <Button asChild size="sm" className="px-2.5 sm:px-3">
              <Link href={paths.auth('signup')}>{t('common.getStarted')}</Link>
            </Button>
          </nav>
        </div>
      </header>

      <main>
        <section className="bg-gradient-to-b from-secondary/70 to-background">
          <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:py-16 lg:grid-cols-2">
            <div className="space-y-5">
              <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t('brand.tagline')}</p>
              <h1 className="font-display text-4xl font-bold leading-tight sm:text-5xl">{t('landing.heroTitle')}</h1>
              <p className="text-lg text-muted-foreground">
                <Trans id="landing.heroText" components={{ 0: <em /> }} />
              </p>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button asChild size="lg">
                  <Link href={paths.auth('signup')}>
                    {t('common.getStarted')} <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link href={paths.auth('signin')}>{t('common.signIn')}</Link>
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">{t('landing.disclaimer')}</p>
            </div>
            {/* The live price needs the app's script: without it, the card would stay a placeholder. */}
            {priceCard ? <div className="[html:not([data-session])_&]:hidden">{priceCard}</div> : null}
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="features-title">
          <h2 id="features-title" className="mb-2 font-display text-3xl font-bold">
            {t('landing.featuresTitle')}
          </h2>
          <p className="mb-6 text-muted-foreground">{t('landing.featuresIntro')}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {landingFeatures.map((feature, index) => (
              <li
                key={feature.id}
                // Without JavaScript (no session hint on <html>, index.html) every feature shows.
                className={cn(index >= 3 && !showAllFeatures && 'hidden sm:block [html:not([data-session])_&]:block')}
              >
                <Card className="h-full">
                  <CardHeader>
                    <feature.icon className="size-8 text-primary" aria-hidden="true" />
                    <CardTitle>{t(`landing.feature.${feature.id}.title`)}</CardTitle>
                    <CardDescription>{t(`landing.feature.${feature.id}.description`)}</CardDescription>
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ul>
          <Button
            variant="outline"
            className="mt-4 w-full sm:hidden [html:not([data-session])_&]:hidden"
            data-needs-app
            aria-expanded={showAllFeatures}
            onClick={() => setShowAllFeatures((v) => !v)}
          >
            {showAllFeatures ? t('landing.showFewer') : t('landing.showAll')}
          </Button>
        </section>

        <section className="mx-auto max-w-6xl px-4 pb-24 sm:pb-16">
          <Card className="border-primary/30 bg-gradient-to-br from-secondary to-card">
            <CardContent className="flex flex-col items-start gap-4 pt-6 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
              <div className="space-y-1">
                <h2 className="font-display text-2xl font-bold">{t('landing.ctaTitle')}</h2>
                <p className="text-muted-foreground">{t('landing.ctaText')}</p>
              </div>
              <Button asChild size="lg">
                <Link href={paths.auth('signup')}>
                  <BarChart3 aria-hidden="true" /> {t('landing.ctaButton')}
                </Link>
              </Button>
            </CardContent>
          </Card>
        </section>
      </main>

      <div className="fixed inset-x-4 bottom-4 z-20 sm:hidden">
        <Button asChild size="lg" className="w-full shadow-lg">
          <Link href={paths.auth('signup')}>{t('common.getStarted')}</Link>
        </Button>
      </div>

      <footer className="border-t bg-card pb-24 sm:pb-0">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:justify-between">
          <div className="max-w-md space-y-2">
            <p className="font-semibold text-foreground">Arkad</p>
            <p>
              <Trans id="landing.footerCredit" components={{ 0: <em /> }} />
            </p>
            <LanguageSwitch />
          </div>
          <nav aria-label={t('landing.footerNav')} className="flex flex-wrap gap-x-5 gap-y-2">
            {/* The public pages (decision 061) are the server's documents: plain links, in the page's language. */}
            <a href={localizedPath(language, publicPaths.learn)} className="hover:text-foreground">
              {t('landing.footer.learn')}
            </a>
            <a href={localizedPath(language, publicPaths.glossary)} className="hover:text-foreground">
              {t('landing.footer.glossary')}
            </a>
            <a href={localizedPath(language, publicPaths.calculator)} className="hover:text-foreground">
              {t('landing.footer.scenarios')}
            </a>
            <Link href={paths.auth()} className="hover:text-foreground">
              {t('common.signIn')}
            </Link>
            <Link href={paths.privacy} className="hover:text-foreground">
              {t('menu.privacy')}
            </Link>
            <Link href={paths.terms} className="hover:text-foreground">
              {t('menu.terms')}
            </Link>
            <Link href={`${paths.terms}#credits`} className="hover:text-foreground">
              {t('landing.footer.credits')}
            </Link>
            <a href={supportHref} className="hover:text-foreground">
              {t('landing.footer.support')}
            </a>
          </nav>
        </div>
      </footer>
    </div>
  );
}
