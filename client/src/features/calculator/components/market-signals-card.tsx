import { Brain, Gauge, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { COMMON_TERMS } from '../lib/calculator-options';

interface SignalGroup {
  title: string;
  icon: LucideIcon;
  iconClass: string;
  items: string[];
}

const groups: SignalGroup[] = [
  {
    title: 'Signs often described as a bull market',
    icon: TrendingUp,
    iconClass: 'text-success',
    items: [
      'Higher highs and higher lows in the price over weeks and months.',
      'Trading volume rising on the days the price goes up.',
      'Growing media attention and a wave of new buyers.',
      'New all-time highs.',
    ],
  },
  {
    title: 'Signs often described as a bear market',
    icon: TrendingDown,
    iconClass: 'text-destructive',
    items: [
      'Lower highs and lower lows.',
      'A long drawdown from the all-time high: past bear markets saw falls of more than 70%.',
      'Falling volume, fading interest and headlines declaring Bitcoin dead.',
    ],
  },
  {
    title: 'Indicators people watch',
    icon: Gauge,
    iconClass: 'text-primary',
    items: [
      'Moving averages, such as the average close of the last 200 days.',
      'Trading volume: how much changes hands, and on which days.',
      'Hash rate: the computing power securing the network.',
      'The halving: the block reward halves every 210,000 blocks, about every four years.',
      'The drawdown from the all-time high.',
    ],
  },
  {
    title: 'Emotional traps',
    icon: Brain,
    iconClass: 'text-orange-500',
    items: [
      'FOMO: buying more after a big rise because everyone else seems to be.',
      'Panic selling in a drawdown, driven by FUD, which turns a paper loss into a real one.',
      'Timing the market: waiting for a perfect dip that may never come.',
      'Leverage: borrowed money can be wiped out by an ordinary swing.',
    ],
  },
];

/** 'Reading Market Signals': bull and bear signals, indicators, emotional traps; never a prediction. */
export function MarketSignalsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reading Market Signals</CardTitle>
        <CardDescription>
          What people mean by bull and bear markets. These signals describe what has already happened; none of them
          reliably tells you what comes next.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          {groups.map((group) => (
            <section key={group.title} aria-label={group.title} className="space-y-2 rounded-lg border p-4">
              <h4 className="flex items-center gap-2 font-semibold">
                <group.icon className={`size-4 ${group.iconClass}`} aria-hidden="true" /> {group.title}
              </h4>
              <ul className="list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-muted-foreground">
                {group.items.map((item) => (
                  <li key={item}>
                    <GlossaryText excludeTermIds={COMMON_TERMS} text={item} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="text-sm">
          A fixed DCA schedule is a plan made in a calm moment, so you do not have to read any of these signals to keep
          saving.
        </p>
      </CardContent>
    </Card>
  );
}
