import { Repeat } from 'lucide-react';
import { useT } from '@/i18n/i18n';
import { useQuizMessages } from '@/entities/quiz/use-quiz-messages';

/** The Review card's title, also on the card's outline that /home shows until the card loads. */
export function ReviewCardHeading({ id }: { id?: string }) {
  const t = useT();
  const ready = useQuizMessages();
  return (
    <h2 id={id} className="flex items-center gap-2 text-lg font-semibold leading-tight">
      <Repeat className="size-5 text-primary" aria-hidden="true" />
      {ready ? t('quiz.review.title') : null}
    </h2>
  );
}
