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
import { publicPaths } from '@/config/public-paths';
import { cn } from '@/lib/cn';

interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const landingFeatures: readonly Feature[] = [
  {
    title: 'Smart DCA Calculator',
    description: 'Backtest steady weekly or monthly buying against a lump sum on 16 years of real daily prices.',
    icon: Calculator,
  },
  {
    title: 'Ancient Wisdom Modern Investing',
    description: 'The Seven Cures for a Lean Purse and the Five Laws of Gold, applied to saving in Bitcoin.',
    icon: Landmark,
  },
  {
    title: 'Risk Assessment Tools',
    description:
      'Find the way to keep your bitcoin that fits your holdings, skills and habits, from exchange custody to multisig.',
    icon: ShieldCheck,
  },
  {
    title: 'Live Market Data',
    description: 'Price, 24-hour change and market size, with a clear label whenever the numbers are cached.',
    icon: LineChart,
  },
  {
    title: 'Strategy Wizard',
    description: 'Five questions match you with the accumulation strategies that suit your time and temperament.',
    icon: Wand2,
  },
  {
    title: 'Community Support',
    description: 'A vetted directory of long-standing Bitcoin communities, with the safety rules that keep you safe.',
    icon: Users,
  },
];

/** Slot for the live price card; the landing page renders whatever it is given here. */
export function LandingPage({ priceCard }: { priceCard?: ReactNode }) {
  const [showAllFeatures, setShowAllFeatures] = useState(false);
  return (
    <div className="min-h-dvh">
      <header className="sticky top-[var(--offline-banner-height,0px)] z-30 border-b bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
          <BrandLink subtitle />
          <nav className="flex items-center gap-1 sm:gap-2" aria-label="Account">
            <Button asChild variant="ghost" size="sm" className="px-2 sm:px-3">
              <Link href={paths.auth('signin')}>Sign In</Link>
            </Button>
            <Button asChild size="sm" className="px-2.5 sm:px-3">
              <Link href={paths.auth('signup')}>Get Started Free</Link>
            </Button>
          </nav>
        </div>
      </header>

      <main>
        <section className="bg-gradient-to-b from-secondary/70 to-background">
          <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:py-16 lg:grid-cols-2">
            <div className="space-y-5">
              <p className="text-sm font-semibold uppercase tracking-wider text-primary">
                Ancient Wisdom, Modern Bitcoin
              </p>
              <h1 className="font-display text-4xl font-bold leading-tight sm:text-5xl">
                Save in Bitcoin the way Arkad saved gold.
              </h1>
              <p className="text-lg text-muted-foreground">
                "A part of all you earn is yours to keep." Arkad turns the savings lessons of{' '}
                <em>The Richest Man in Babylon</em> (George S. Clason, 1926) into an 8-step path for learning to
                accumulate Bitcoin steadily and keep it safe.
              </p>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button asChild size="lg">
                  <Link href={paths.auth('signup')}>
                    Get Started Free <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link href={paths.auth('signin')}>Sign In</Link>
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">
                Educational only, not financial advice. Arkad never predicts prices.
              </p>
            </div>
            {/* The live price needs the app's script: without it, the card would stay a placeholder. */}
            {priceCard ? <div className="[html:not([data-session])_&]:hidden">{priceCard}</div> : null}
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="features-title">
          <h2 id="features-title" className="mb-2 font-display text-3xl font-bold">
            Everything a careful saver needs
          </h2>
          <p className="mb-6 text-muted-foreground">Learn first, then practise with real historical data.</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {landingFeatures.map((feature, index) => (
              <li
                key={feature.title}
                // Without JavaScript (no session hint on <html>, index.html) every feature shows.
                className={cn(index >= 3 && !showAllFeatures && 'hidden sm:block [html:not([data-session])_&]:block')}
              >
                <Card className="h-full">
                  <CardHeader>
                    <feature.icon className="size-8 text-primary" aria-hidden="true" />
                    <CardTitle>{feature.title}</CardTitle>
                    <CardDescription>{feature.description}</CardDescription>
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
            {showAllFeatures ? 'Show Fewer Features' : 'View All Features'}
          </Button>
        </section>

        <section className="mx-auto max-w-6xl px-4 pb-24 sm:pb-16">
          <Card className="border-primary/30 bg-gradient-to-br from-secondary to-card">
            <CardContent className="flex flex-col items-start gap-4 pt-6 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
              <div className="space-y-1">
                <h2 className="font-display text-2xl font-bold">Start your purse to fattening</h2>
                <p className="text-muted-foreground">Free to start. Eight steps. No wallet connection, ever.</p>
              </div>
              <Button asChild size="lg">
                <Link href={paths.auth('signup')}>
                  <BarChart3 aria-hidden="true" /> Create your free account
                </Link>
              </Button>
            </CardContent>
          </Card>
        </section>
      </main>

      <div className="fixed inset-x-4 bottom-4 z-20 sm:hidden">
        <Button asChild size="lg" className="w-full shadow-lg">
          <Link href={paths.auth('signup')}>Get Started Free</Link>
        </Button>
      </div>

      <footer className="border-t bg-card pb-24 sm:pb-0">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:justify-between">
          <div className="max-w-md space-y-2">
            <p className="font-semibold text-foreground">Arkad</p>
            <p>
              Original educational content adapted from <em>The Richest Man in Babylon</em> by George S. Clason (1926;
              in the public domain in the United States). Not affiliated with the author's estate or any publisher.
              Educational only, not financial advice.
            </p>
          </div>
          <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
            {/* The public pages (decision 061) are the server's documents: plain links. */}
            <a href={publicPaths.learn} className="hover:text-foreground">
              Learning Path
            </a>
            <a href={publicPaths.glossary} className="hover:text-foreground">
              Glossary
            </a>
            <a href={publicPaths.calculator} className="hover:text-foreground">
              DCA Scenarios
            </a>
            <Link href={paths.auth()} className="hover:text-foreground">
              Sign In
            </Link>
            <Link href={paths.privacy} className="hover:text-foreground">
              Privacy Policy
            </Link>
            <Link href={paths.terms} className="hover:text-foreground">
              Terms of Service
            </Link>
            <Link href={`${paths.terms}#credits`} className="hover:text-foreground">
              Data Credits
            </Link>
            <a href={supportHref} className="hover:text-foreground">
              Contact Support
            </a>
          </nav>
        </div>
      </footer>
    </div>
  );
}
