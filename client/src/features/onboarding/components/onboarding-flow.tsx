import { BookOpen, Compass, Rocket, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LanguageSwitch } from '@/entities/language/components/language-switch';
import { translate, useT } from '@/i18n/i18n';
import { BrandLink } from '@/components/brand';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { learningGroups, learningTabs } from '@/config/learning-path';
import { useAuth } from '@/lib/auth';
import { focusAndReveal } from '@/lib/focus';
import { readVisit, removeVisit, visitKeys, wholeNumberIn, writeVisit } from '@/lib/visit-storage';
import { useCompleteOnboarding } from '../api/complete-onboarding';

export const ONBOARDING_STEPS = 4;

const storedStep = wholeNumberIn(1, ONBOARDING_STEPS);

/**
 * The four onboarding steps. The step is kept for the visit, so a reload stays on it. Completing
 * onboarding shows the page the learner is on: the app at '/', or the protected page they asked for.
 */
export function OnboardingFlow() {
  const { user } = useAuth();
  const t = useT();
  const [step, setStep] = useState(() => readVisit(user?.id, visitKeys.onboardingStep, storedStep) ?? 1);
  const complete = useCompleteOnboarding();
  const heading = useRef<HTMLHeadingElement>(null);
  // Set by the learner's own Previous and Next, so opening the page never moves focus.
  const pendingFocus = useRef(false);

  const owner = user?.id;
  useEffect(() => {
    writeVisit(owner, visitKeys.onboardingStep, step);
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    focusAndReveal(heading.current);
  }, [owner, step]);

  const goTo = (next: number) => {
    pendingFocus.current = true;
    setStep(Math.min(ONBOARDING_STEPS, Math.max(1, next)));
  };

  const finish = async () => {
    try {
      await complete.mutateAsync();
      removeVisit(visitKeys.onboardingStep);
    } catch {
      toast({ variant: 'destructive', title: translate('common.error'), description: translate('onboarding.failed') });
    }
  };

  const firstName = user?.firstName ?? t('onboarding.friend');
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-secondary/60 to-background px-4 py-8">
      <div className="mb-6 flex w-full max-w-xl items-center justify-between gap-3">
        <BrandLink subtitle />
        <LanguageSwitch />
      </div>
      <Card className="w-full max-w-xl">
        <CardContent className="space-y-6 pt-6 sm:pt-6">
          <div className="space-y-2">
            <p className="text-sm font-medium text-muted-foreground">
              {t('onboarding.stepOf', { step, total: ONBOARDING_STEPS })}
            </p>
            <Progress value={(step / ONBOARDING_STEPS) * 100} aria-label={t('onboarding.progress')} />
          </div>

          {step === 1 ? (
            <section className="space-y-3" aria-labelledby="onboarding-title">
              <Compass className="size-10 text-primary" aria-hidden="true" />
              <h1
                id="onboarding-title"
                ref={heading}
                tabIndex={-1}
                className="scroll-mt-8 font-display text-2xl font-bold outline-none"
              >
                {t('onboarding.welcome.title', { name: firstName })}
              </h1>
              <p className="text-muted-foreground">{t('onboarding.welcome.text')}</p>
              <p className="text-sm text-muted-foreground">{t('onboarding.welcome.note')}</p>
            </section>
          ) : null}

          {step === 2 ? (
            <section className="space-y-4" aria-labelledby="onboarding-title">
              <BookOpen className="size-10 text-primary" aria-hidden="true" />
              <h1
                id="onboarding-title"
                ref={heading}
                tabIndex={-1}
                className="scroll-mt-8 font-display text-2xl font-bold outline-none"
              >
                {t('onboarding.path.title')}
              </h1>
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="secondary">{t(`levelBadge.${user?.experienceLevel ?? 'beginner'}`)}</Badge>
                {user?.investmentGoal ? (
                  <Badge variant="outline">{t('goal.badge', { goal: t(`goal.${user.investmentGoal}`) })}</Badge>
                ) : null}
              </div>
              <p className="text-muted-foreground">{t('onboarding.path.text')}</p>
              {learningGroups
                .filter((g) => g.id !== 'community')
                .map((group) => (
                  <div key={group.id}>
                    <h2 className="mb-1 text-sm font-semibold">{t(`path.group.${group.id}`)}</h2>
                    <ol className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-2">
                      {learningTabs
                        .filter((tab) => tab.group === group.id)
                        .map((tab) => (
                          <li key={tab.id}>
                            {t('onboarding.path.item', { step: tab.step ?? '', title: t(`path.tab.${tab.id}`) })}
                          </li>
                        ))}
                    </ol>
                  </div>
                ))}
            </section>
          ) : null}

          {step === 3 ? (
            <section className="space-y-3" aria-labelledby="onboarding-title">
              <ShieldCheck className="size-10 text-primary" aria-hidden="true" />
              <h1
                id="onboarding-title"
                ref={heading}
                tabIndex={-1}
                className="scroll-mt-8 font-display text-2xl font-bold outline-none"
              >
                {t('onboarding.security.title')}
              </h1>
              <ul className="list-disc space-y-2 pl-5 text-muted-foreground">
                <li>{t('onboarding.security.wallet')}</li>
                <li>{t('onboarding.security.seed')}</li>
                <li>{t('onboarding.security.practice')}</li>
              </ul>
            </section>
          ) : null}

          {step === 4 ? (
            <section className="space-y-3" aria-labelledby="onboarding-title">
              <Rocket className="size-10 text-primary" aria-hidden="true" />
              <h1
                id="onboarding-title"
                ref={heading}
                tabIndex={-1}
                className="scroll-mt-8 font-display text-2xl font-bold outline-none"
              >
                {t('onboarding.ready.title')}
              </h1>
              <p className="text-muted-foreground">{t('onboarding.ready.text')}</p>
            </section>
          ) : null}

          <div className="flex items-center justify-between gap-3">
            <Button variant="outline" disabled={step === 1} onClick={() => goTo(step - 1)}>
              {t('onboarding.previous')}
            </Button>
            {step < ONBOARDING_STEPS ? (
              <Button onClick={() => goTo(step + 1)}>{t('onboarding.next')}</Button>
            ) : (
              <Button onClick={finish} disabled={complete.isPending}>
                {complete.isPending ? t('onboarding.completing') : t('onboarding.complete')}
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
