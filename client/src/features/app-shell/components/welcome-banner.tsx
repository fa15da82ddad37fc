import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useAuth } from '@/lib/auth';
import { useProgress } from '@/entities/progress/api/progress';
import type { Progress } from '@shared/schemas/progress';
import { translate, useT } from '@/i18n/i18n';

/** Where the learner is on the path: it begins only at the beginning (issue 44 point 8). */
function journeyLine(progress: Progress | undefined): string {
  if (!progress || progress.completedCount === 0) return translate('welcome.journey.start');
  if (progress.examPassed) return translate('welcome.journey.passed');
  if (progress.completedCount === progress.total)
    return translate('welcome.journey.allSteps', { total: progress.total });
  return translate('welcome.journey.progress', { done: progress.completedCount, total: progress.total });
}

/** Shown on the Guide tab only, and only once the user has completed onboarding. */
export function WelcomeBanner() {
  const { user } = useAuth();
  const progress = useProgress();
  const t = useT();
  if (!user?.hasCompletedOnboarding) return null;
  return (
    // Compact on phones (no icon, tighter spacing, the badges on one line), so that with the price
    // card and a beta banner below it, Explore Sections stays on the first screen.
    <section
      aria-label={t('welcome.region')}
      className="rounded-xl border border-primary/30 bg-gradient-to-r from-secondary to-card p-3 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <Sparkles className="mt-1 size-5 shrink-0 text-primary max-sm:hidden" aria-hidden="true" />
        <div className="space-y-1.5 sm:space-y-2">
          <h2 className="font-display text-lg font-bold sm:text-xl">{t('welcome.title', { name: user.firstName })}</h2>
          <p className="text-sm text-muted-foreground">{journeyLine(progress)}</p>
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{t(`level.${user.experienceLevel}`)}</Badge>
            {user.investmentGoal ? (
              <Badge variant="outline">{t('goal.badge', { goal: t(`goal.${user.investmentGoal}`) })}</Badge>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
