import { BookOpen, Compass, Rocket, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { investmentGoalLabels } from '@shared/schemas/user-options';
import { BrandLink } from '@/components/brand';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { learningGroups, learningTabs } from '@/config/learning-path';
import { useAuth } from '@/lib/auth';
import { capitalize } from '@/lib/text';
import { useCompleteOnboarding } from '../api/complete-onboarding';

export const ONBOARDING_STEPS = 4;

export function OnboardingFlow() {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const [step, setStep] = useState(1);
  const complete = useCompleteOnboarding();

  const finish = async () => {
    try {
      await complete.mutateAsync();
      navigate('/');
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to complete onboarding' });
    }
  };

  const firstName = user?.firstName ?? 'friend';
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-secondary/60 to-background px-4 py-8">
      <div className="mb-6">
        <BrandLink subtitle />
      </div>
      <Card className="w-full max-w-xl">
        <CardContent className="space-y-6 pt-6 sm:pt-6">
          <div className="space-y-2">
            <p className="text-sm font-medium text-muted-foreground">
              Step {step} of {ONBOARDING_STEPS}
            </p>
            <Progress value={(step / ONBOARDING_STEPS) * 100} aria-label="Onboarding progress" />
          </div>

          {step === 1 ? (
            <section className="space-y-3" aria-labelledby="onboarding-title">
              <Compass className="size-10 text-primary" aria-hidden="true" />
              <h1 id="onboarding-title" className="font-display text-2xl font-bold">
                Welcome to Arkad, {firstName}!
              </h1>
              <p className="text-muted-foreground">
                Arkad was the richest man in Babylon in George S. Clason's 1926 parables. His first lesson still holds:
                a part of all you earn is yours to keep. Here you will learn how that lesson applies to saving in
                Bitcoin, one step at a time.
              </p>
              <p className="text-sm text-muted-foreground">
                Everything here is educational. Arkad never predicts prices and never gives financial advice.
              </p>
            </section>
          ) : null}

          {step === 2 ? (
            <section className="space-y-4" aria-labelledby="onboarding-title">
              <BookOpen className="size-10 text-primary" aria-hidden="true" />
              <h1 id="onboarding-title" className="font-display text-2xl font-bold">
                Your learning path
              </h1>
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="secondary">{capitalize(user?.experienceLevel ?? 'beginner')} Level</Badge>
                {user?.investmentGoal ? (
                  <Badge variant="outline">Goal: {investmentGoalLabels[user.investmentGoal]}</Badge>
                ) : null}
              </div>
              <p className="text-muted-foreground">
                Eight steps take you from the basics to a savings plan you can keep:
              </p>
              {learningGroups
                .filter((g) => g.id !== 'community')
                .map((group) => (
                  <div key={group.id}>
                    <h2 className="mb-1 text-sm font-semibold">{group.title}</h2>
                    <ol className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-2">
                      {learningTabs
                        .filter((tab) => tab.group === group.id)
                        .map((tab) => (
                          <li key={tab.id}>
                            {tab.step}. {tab.title}
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
              <h1 id="onboarding-title" className="font-display text-2xl font-bold">
                Security first
              </h1>
              <ul className="list-disc space-y-2 pl-5 text-muted-foreground">
                <li>Arkad never asks you to connect a wallet and never holds your bitcoin.</li>
                <li>Never type your seed phrase into any website or share it with anyone, including us.</li>
                <li>
                  Everything you do here is educational practice: calculators use historical prices, not predictions.
                </li>
              </ul>
            </section>
          ) : null}

          {step === 4 ? (
            <section className="space-y-3" aria-labelledby="onboarding-title">
              <Rocket className="size-10 text-primary" aria-hidden="true" />
              <h1 id="onboarding-title" className="font-display text-2xl font-bold">
                Ready to begin
              </h1>
              <p className="text-muted-foreground">
                Start with Step 1, the Guide. Take it at your own pace: like Arkad's gold, knowledge compounds when you
                keep adding to it.
              </p>
            </section>
          ) : null}

          <div className="flex items-center justify-between gap-3">
            <Button variant="outline" disabled={step === 1} onClick={() => setStep((s) => Math.max(1, s - 1))}>
              Previous
            </Button>
            {step < ONBOARDING_STEPS ? (
              <Button onClick={() => setStep((s) => Math.min(ONBOARDING_STEPS, s + 1))}>Next</Button>
            ) : (
              <Button onClick={finish} disabled={complete.isPending}>
                {complete.isPending ? 'Completing...' : 'Complete'}
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
