import { Activity } from 'lucide-react';
import type { DcaResult } from '@shared/schemas/dca';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { COMMON_TERMS } from '../lib/calculator-options';
import { volatilityAnalysis } from '../lib/result-copy';
import { useLanguage, useT } from '@/i18n/i18n';

const lessons = [
  'calculator.volatility.lesson1',
  'calculator.volatility.lesson2',
  'calculator.volatility.lesson3',
] as const;

/** The Volatility education card with 'Your Volatility Analysis' (price swing, DCA benefit, impact). */
export function VolatilityCard({ result }: { result: DcaResult | null }) {
  const t = useT();
  const language = useLanguage();
  const analysis = result ? volatilityAnalysis(result, language) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Activity className="size-5 text-primary" aria-hidden="true" /> {t('calculator.volatility.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed text-muted-foreground">
          {lessons.map((lesson) => (
            <li key={lesson}>
              <GlossaryText excludeTermIds={COMMON_TERMS} text={t(lesson)} />
            </li>
          ))}
        </ul>
        <section aria-labelledby="volatility-analysis-title" className="rounded-lg bg-muted/60 p-4">
          <h4 id="volatility-analysis-title" className="mb-3 font-semibold">
            {t('calculator.volatility.yours')}
          </h4>
          {analysis ? (
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="font-medium">{t('calculator.volatility.swingTitle')}</dt>
                <dd className="text-muted-foreground">{analysis.priceSwing}</dd>
              </div>
              <div>
                <dt className="font-medium">{t('calculator.volatility.benefitTitle')}</dt>
                <dd className="text-muted-foreground">{analysis.dcaBenefit}</dd>
              </div>
              <div>
                <dt className="font-medium">{t('calculator.volatility.impactTitle')}</dt>
                <dd className="text-muted-foreground">{analysis.volatilityImpact}</dd>
              </div>
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">{t('calculator.volatility.empty')}</p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
