import { ArrowRight, Check, Landmark, RotateCcw } from 'lucide-react';
import { useMemo, type Ref } from 'react';
import { Link } from 'wouter';
import { EDUCATIONAL_DISCLAIMER } from '@shared/content/guide';
import { strategies, strategyCategoryLabels, timeCommitmentLabels } from '@shared/content/strategies';
import { wizardOptionLabel, wizardReasonIn } from '@shared/content/wizard-questions';
import { BASE_CURRENCY, type CurrencyCode } from '@shared/domain/fx-currencies';
import { recommendStrategies, type WizardRecommendation } from '@shared/domain/wizard';
import { wizardQuestionIds, type WizardAnswers, type WizardQuestionId } from '@shared/schemas/wizard';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { ComplexityBadge, RiskBadge, StrategyIcon } from '@/entities/strategy/components/strategy-visuals';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';

/** Words too common in this screen's text to mark every time. */
export const WIZARD_COMMON_TERMS: readonly string[] = ['bitcoin'];

const answerNames: Record<WizardQuestionId, string> = {
  experience: 'Experience',
  risk: 'Risk',
  time: 'Time',
  investment: 'Starting amount',
  goal: 'Goal',
};

const MATCH_EXPLANATION =
  'The match percent compares the points each strategy earns from your answers with the most those answers can give: 100% means the strategy meets every rule your answers set.';

function ResultCard({
  recommendation,
  rank,
  currency,
}: {
  recommendation: WizardRecommendation;
  rank: number;
  currency: CurrencyCode;
}) {
  const { strategy, score, matchPercent, reasons } = recommendation;
  const headingId = `wizard-result-${strategy.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
      data-testid="wizard-result"
      data-strategy-id={strategy.id}
      data-score={score}
      data-match-percent={matchPercent}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
          <StrategyIcon strategy={strategy} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            #{rank} · {strategyCategoryLabels[strategy.category]}
          </p>
          <h4 id={headingId} className="text-lg font-semibold leading-tight">
            {strategy.name}
          </h4>
        </div>
        <p className="shrink-0 text-right leading-none" data-testid="match-percent">
          <span className="block text-2xl font-bold text-primary">{matchPercent}%</span>{' '}
          <span className="text-xs text-muted-foreground">match</span>
        </p>
      </div>
      <Progress
        value={matchPercent}
        aria-label={`${strategy.name} match`}
        getValueLabel={() => `${matchPercent}% match`}
      />
      <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Risk</dt>
          <dd>
            <RiskBadge riskLevel={strategy.riskLevel} />
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="text-muted-foreground">Complexity</dt>
          <dd>
            <ComplexityBadge complexity={strategy.complexity} />
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="text-muted-foreground">Time</dt>
          <dd>
            <Badge variant="outline">{timeCommitmentLabels[strategy.timeCommitment]}</Badge>
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="text-muted-foreground">Minimum</dt>
          <dd>
            <Badge variant="outline">{strategy.minInvestment}</Badge>
          </dd>
        </div>
      </dl>
      <GlossaryText
        as="p"
        className="text-sm leading-relaxed"
        text={strategy.description}
        excludeTermIds={WIZARD_COMMON_TERMS}
      />
      <section className="space-y-2">
        <h5 className="text-sm font-semibold">Why it matches your answers</h5>
        <ul className="space-y-1.5 text-sm">
          {reasons.map((reason, index) => (
            <li key={`${index}-${reason}`} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              <GlossaryText text={wizardReasonIn(reason, currency)} excludeTermIds={WIZARD_COMMON_TERMS} />
            </li>
          ))}
        </ul>
      </section>
      <section className="space-y-1 rounded-lg border-l-4 border-primary bg-secondary/50 p-3">
        <h5 className="flex items-center gap-1.5 text-sm font-semibold text-secondary-foreground">
          <Landmark className="size-4" aria-hidden="true" /> Babylonian principle
        </h5>
        <GlossaryText
          as="p"
          className="text-sm italic leading-relaxed"
          text={strategy.babylonianPrinciple}
          excludeTermIds={WIZARD_COMMON_TERMS}
        />
      </section>
      <Link
        href={paths.home('strategies')}
        aria-label={`Explore in Strategies: ${strategy.name}`}
        className="mt-auto inline-flex min-h-10 items-center gap-1.5 self-start rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Explore in Strategies
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** The wizard's results: the three best-matching strategies, best first. */
export function WizardResults({
  answers,
  currency = BASE_CURRENCY,
  headingRef,
  onRestart,
}: {
  answers: WizardAnswers;
  /** The currency the starting amount is shown in, as the question showed it. */
  currency?: CurrencyCode;
  headingRef: Ref<HTMLHeadingElement>;
  onRestart(): void;
}) {
  const recommendations = useMemo(() => recommendStrategies(strategies, answers), [answers]);
  return (
    <div className="space-y-5" data-testid="wizard-results">
      <div className="space-y-3">
        <h3 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold outline-none sm:text-2xl">
          Your Top {recommendations.length} Strategies
        </h3>
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">Based on your answers:</p>
          <ul className="flex flex-wrap gap-2" aria-label="Your answers">
            {wizardQuestionIds.map((id) => (
              <li key={id}>
                <Badge variant="secondary" className="font-normal">
                  <span className="font-semibold">{answerNames[id]}:</span>{' '}
                  {wizardOptionLabel(id, answers[id], currency)}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <p className="max-w-3xl text-sm text-muted-foreground">{MATCH_EXPLANATION}</p>
      </div>
      <ol className="grid gap-4 lg:grid-cols-3 lg:items-stretch" aria-label="Recommended strategies, best first">
        {recommendations.map((recommendation, index) => (
          <ResultCard
            key={recommendation.strategy.id}
            recommendation={recommendation}
            rank={index + 1}
            currency={currency}
          />
        ))}
      </ol>
      <div className="flex flex-col gap-4 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground" data-testid="wizard-disclaimer">
          {EDUCATIONAL_DISCLAIMER}
        </p>
        <Button variant="outline" onClick={onRestart} className="shrink-0 self-start sm:self-auto">
          <RotateCcw aria-hidden="true" /> Take Quiz Again
        </Button>
      </div>
    </div>
  );
}
