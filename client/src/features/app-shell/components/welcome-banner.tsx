import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useAuth } from '@/lib/auth';
import { useProgress } from '@/entities/progress/api/progress';
import type { Progress } from '@shared/schemas/progress';
import { experienceLevelLabels, investmentGoalBadge } from '@shared/content/learner-labels';

/** Where the learner is on the path: it begins only at the beginning (issue 44 point 8). */
function journeyLine(progress: Progress | undefined): string {
  if (!progress || progress.completedCount === 0) return 'Your Bitcoin learning journey begins!';
  if (progress.examPassed) return 'You completed the learning path and its final exam.';
  if (progress.completedCount === progress.total)
    return `All ${progress.total} steps complete: the final exam is next.`;
  return `${progress.completedCount} of ${progress.total} steps complete: keep going.`;
}

/** Shown on the Guide tab only, and only once the user has completed onboarding. */
export function WelcomeBanner() {
  const { user } = useAuth();
  const progress = useProgress();
  if (!user?.hasCompletedOnboarding) return null;
  return (
    // Compact on phones (no icon, tighter spacing, the badges on one line), so that with the price
    // card and a beta banner below it, Explore Sections stays on the first screen.
    <section
      aria-label="Welcome"
      className="rounded-xl border border-primary/30 bg-gradient-to-r from-secondary to-card p-3 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <Sparkles className="mt-1 size-5 shrink-0 text-primary max-sm:hidden" aria-hidden="true" />
        <div className="space-y-1.5 sm:space-y-2">
          <h2 className="font-display text-lg font-bold sm:text-xl">Welcome to Arkad, {user.firstName}!</h2>
          <p className="text-sm text-muted-foreground">{journeyLine(progress)}</p>
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{experienceLevelLabels[user.experienceLevel]}</Badge>
            {user.investmentGoal ? <Badge variant="outline">{investmentGoalBadge(user.investmentGoal)}</Badge> : null}
          </div>
        </div>
      </div>
    </section>
  );
}
