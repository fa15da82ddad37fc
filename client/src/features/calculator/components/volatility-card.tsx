import { Activity } from 'lucide-react';
import type { DcaResult } from '@shared/schemas/dca';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { COMMON_TERMS } from '../lib/calculator-options';
import { volatilityAnalysis } from '../lib/result-copy';

const lessons = [
  "Volatility is how far and how fast a price moves. Bitcoin's price has often risen or fallen by more than 50% within a single year, and moves of several percent in a day are common.",
  'It cuts both ways: the same swings that produced large gains also produced deep drawdowns.',
  'A fixed amount buys more bitcoin when the price is low and less when it is high. In choppy or falling markets that lowers the average cost; in a steady rise the first purchase is the cheapest, and a lump sum does better.',
];

/** The Volatility education card with 'Your Volatility Analysis' (price swing, DCA benefit, impact). */
export function VolatilityCard({ result }: { result: DcaResult | null }) {
  const analysis = result ? volatilityAnalysis(result) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Activity className="size-5 text-primary" aria-hidden="true" /> Understanding Volatility
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed text-muted-foreground">
          {lessons.map((lesson) => (
            <li key={lesson}>
              <GlossaryText excludeTermIds={COMMON_TERMS} text={lesson} />
            </li>
          ))}
        </ul>
        <section aria-labelledby="volatility-analysis-title" className="rounded-lg bg-muted/60 p-4">
          <h4 id="volatility-analysis-title" className="mb-3 font-semibold">
            Your Volatility Analysis
          </h4>
          {analysis ? (
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="font-medium">Price Swing</dt>
                <dd className="text-muted-foreground">{analysis.priceSwing}</dd>
              </div>
              <div>
                <dt className="font-medium">DCA Benefit</dt>
                <dd className="text-muted-foreground">{analysis.dcaBenefit}</dd>
              </div>
              <div>
                <dt className="font-medium">Volatility Impact</dt>
                <dd className="text-muted-foreground">{analysis.volatilityImpact}</dd>
              </div>
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">Run a calculation to see the swings of your chosen period.</p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
