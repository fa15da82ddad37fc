import { useT, type MessageId } from '@/i18n/i18n';
import { Brain, Gauge, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { COMMON_TERMS } from '../lib/calculator-options';

interface SignalGroup {
  title: MessageId;
  icon: LucideIcon;
  iconClass: string;
  items: MessageId[];
}

const groups: SignalGroup[] = [
  {
    title: 'calculator.signals.bull.title',
    icon: TrendingUp,
    iconClass: 'text-success',
    items: [
      'calculator.signals.bull.1',
      'calculator.signals.bull.2',
      'calculator.signals.bull.3',
      'calculator.signals.bull.4',
    ],
  },
  {
    title: 'calculator.signals.bear.title',
    icon: TrendingDown,
    iconClass: 'text-destructive',
    items: ['calculator.signals.bear.1', 'calculator.signals.bear.2', 'calculator.signals.bear.3'],
  },
  {
    title: 'calculator.signals.indicators.title',
    icon: Gauge,
    iconClass: 'text-primary',
    items: [
      'calculator.signals.indicators.1',
      'calculator.signals.indicators.2',
      'calculator.signals.indicators.3',
      'calculator.signals.indicators.4',
      'calculator.signals.indicators.5',
    ],
  },
  {
    title: 'calculator.signals.traps.title',
    icon: Brain,
    iconClass: 'text-orange-500',
    items: [
      'calculator.signals.traps.1',
      'calculator.signals.traps.2',
      'calculator.signals.traps.3',
      'calculator.signals.traps.4',
    ],
  },
];

/** 'Reading Market Signals': bull and bear signals, indicators, emotional traps; never a prediction. */
export function MarketSignalsCard() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('calculator.signals.title')}</CardTitle>
        <CardDescription>{t('calculator.signals.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          {groups.map((group) => (
            <section key={group.title} aria-label={t(group.title)} className="space-y-2 rounded-lg border p-4">
              <h4 className="flex items-center gap-2 font-semibold">
                <group.icon className={`size-4 ${group.iconClass}`} aria-hidden="true" /> {t(group.title)}
              </h4>
              <ul className="list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-muted-foreground">
                {group.items.map((item) => (
                  <li key={item}>
                    <GlossaryText excludeTermIds={COMMON_TERMS} text={t(item)} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="text-sm">{t('calculator.signals.calm')}</p>
      </CardContent>
    </Card>
  );
}
