import { ArrowRight, Check, Landmark, RotateCcw } from 'lucide-react';
import { useMemo, type Ref } from 'react';
import { Link } from 'wouter';
import type { StrategyLabels } from '@shared/content/strategies';
import { wizardOptionLabel, wizardReasonIn, type WizardLanguageText } from '@shared/content/wizard-questions';
import { BASE_CURRENCY, type CurrencyCode } from '@shared/domain/fx-currencies';
import { recommendStrategies, type WizardRecommendation } from '@shared/domain/wizard';
import { wizardQuestionIds, type WizardAnswers } from '@shared/schemas/wizard';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { ComplexityBadge, RiskBadge, StrategyIcon } from '@/entities/strategy/components/strategy-visuals';
import { useStrategiesContent } from '@/entities/strategy/use-strategies-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';

/** Words too common in this screen's text to mark every time. */
export const WIZARD_COMMON_TERMS: readonly string[] = ['bitcoin'];

function ResultCard({
  recommendation,
  rank,
  currency,
  text,
  labels,
}: {
  recommendation: WizardRecommendation;
  rank: number;
  currency: CurrencyCode;
  text: WizardLanguageText;
  /** The strategies' labels in the page's language. */
  labels: StrategyLabels;
}) {
  const t = useT();
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
            {t('wizard.rankAndCategory', { rank, category: labels.categories[strategy.category] })}
          </p>
          <h4 id={headingId} className="text-lg font-semibold leading-tight">
            {strategy.name}
          </h4>
        </div>
        <p className="shrink-0 text-right leading-none" data-testid="match-percent">
          <Trans
            id="wizard.matchPercent"
            values={{ percent: matchPercent }}
            components={{
              0: <span className="block text-2xl font-bold text-primary" />,
              1: <span className="text-xs text-muted-foreground" />,
            }}
          />
        </p>
      </div>
      <Progress
        value={matchPercent}
        aria-label={t('wizard.matchLabel', { strategy: strategy.name })}
        getValueLabel={() => t('wizard.matchValue', { percent: matchPercent })}
      />
      <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{t('wizard.risk')}</dt>
          <dd>
            <RiskBadge riskLevel={strategy.riskLevel} />
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="text-muted-foreground">{t('wizard.complexity')}</dt>
          <dd>
            <ComplexityBadge complexity={strategy.complexity} />
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="text-muted-foreground">{t('wizard.time')}</dt>
          <dd>
            <Badge variant="outline">{labels.timeCommitment[strategy.timeCommitment]}</Badge>
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="text-muted-foreground">{t('wizard.minimum')}</dt>
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
        <h5 className="text-sm font-semibold">{t('wizard.whyItMatches')}</h5>
        <ul className="space-y-1.5 text-sm">
          {reasons.map((reason, index) => (
            <li key={`${index}-${reason}`} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              <GlossaryText text={wizardReasonIn(reason, currency, text)} excludeTermIds={WIZARD_COMMON_TERMS} />
            </li>
          ))}
        </ul>
      </section>
      <section className="space-y-1 rounded-lg border-l-4 border-primary bg-secondary/50 p-3">
        <h5 className="flex items-center gap-1.5 text-sm font-semibold text-secondary-foreground">
          <Landmark className="size-4" aria-hidden="true" /> {t('wizard.babylonianPrinciple')}
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
        aria-label={t('wizard.exploreLabel', { strategy: strategy.name })}
        className="mt-auto inline-flex min-h-10 items-center gap-1.5 self-start rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('wizard.explore')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** The wizard's results: the three best-matching strategies, best first. */
export function WizardResults({
  answers,
  currency = BASE_CURRENCY,
  text,
  headingRef,
  onRestart,
}: {
  answers: WizardAnswers;
  /** The currency the starting amount is shown in, as the question showed it. */
  currency?: CurrencyCode;
  /** The wizard's content in the page's language. */
  text: WizardLanguageText;
  headingRef: Ref<HTMLHeadingElement>;
  onRestart(): void;
}) {
  const t = useT();
  // The strategies in the page's language: scoring reads only their ids and attributes.
  const { strategies, labels } = useStrategiesContent();
  const recommendations = useMemo(() => recommendStrategies(strategies, answers), [strategies, answers]);
  return (
    <div className="space-y-5" data-testid="wizard-results">
      <div className="space-y-3">
        <h3 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold outline-none sm:text-2xl">
          {t('wizard.resultsHeading', { count: recommendations.length })}
        </h3>
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{t('wizard.basedOn')}</p>
          <ul className="flex flex-wrap gap-2" aria-label={t('wizard.yourAnswers')}>
            {wizardQuestionIds.map((id) => (
              <li key={id}>
                <Badge variant="secondary" className="font-normal">
                  <Trans
                    id="wizard.answerBadge"
                    values={{
                      question: t(`wizard.answer.${id}`),
                      answer: wizardOptionLabel(id, answers[id], currency, text) ?? answers[id],
                    }}
                    components={{ 0: <span className="font-semibold" /> }}
                  />
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <p className="max-w-3xl text-sm text-muted-foreground">{t('wizard.matchExplanation')}</p>
      </div>
      <ol className="grid gap-4 lg:grid-cols-3 lg:items-stretch" aria-label={t('wizard.recommended')}>
        {recommendations.map((recommendation, index) => (
          <ResultCard
            key={recommendation.strategy.id}
            recommendation={recommendation}
            rank={index + 1}
            currency={currency}
            text={text}
            labels={labels}
          />
        ))}
      </ol>
      <div className="flex flex-col gap-4 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground" data-testid="wizard-disclaimer">
          {labels.disclaimer}
        </p>
        <Button variant="outline" onClick={onRestart} className="shrink-0 self-start sm:self-auto">
          <RotateCcw aria-hidden="true" /> {t('wizard.restart')}
        </Button>
      </div>
    </div>
  );
}
