import { BookOpen, Clock } from 'lucide-react';
import { Link } from 'wouter';
import type { StoryListItem } from '@shared/content/parables-index';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';

/** The Guide's list of the ten Stories from Babylon, each opening its own page. */
export function StoriesList({ stories }: { stories: readonly StoryListItem[] }) {
  const t = useT();
  return (
    <ol className="grid gap-3 md:grid-cols-2" data-testid="stories-list">
      {stories.map((story, index) => (
        <li key={story.id}>
          <Link
            href={paths.story(story.id)}
            className="flex h-full flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-muted"
          >
            <span className="flex items-start gap-2 font-semibold">
              <BookOpen className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                {index + 1}. {story.chapter}
              </span>
            </span>
            <span className="text-sm text-muted-foreground">{story.summary}</span>
            <span className="mt-auto flex items-center gap-1 pt-1 text-xs text-muted-foreground">
              <Clock className="size-3.5" aria-hidden="true" />{' '}
              {t('guide.stories.meta', { minutes: story.minutes, characters: story.characters })}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
