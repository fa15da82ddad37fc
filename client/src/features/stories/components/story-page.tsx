import { ArrowLeft, ArrowRight, Clock, Quote } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { parableIds, type ParableId } from '@shared/content/parables-index';
import { BrandLink } from '@/components/brand';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { useParables } from '../use-parables';

const isParableId = (id: string): id is ParableId => (parableIds as readonly string[]).includes(id);

function StoryHeader() {
  const t = useT();
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4">
        <BrandLink href={paths.home()} />
        <Link href={paths.stories} className="flex items-center gap-1 text-sm font-medium text-primary">
          <ArrowLeft className="size-4" aria-hidden="true" /> {t('guide.story.allStories')}
        </Link>
      </div>
    </header>
  );
}

/** The story before and after this one, in the book's order. */
function StoryNavigation({ id }: { id: ParableId }) {
  const t = useT();
  const { list } = useParables();
  const index = parableIds.indexOf(id);
  const previous = index > 0 ? list[index - 1] : undefined;
  const next = list[index + 1];
  return (
    <nav
      aria-label={t('guide.story.otherStories')}
      className="flex flex-col gap-3 border-t pt-6 sm:flex-row sm:justify-between"
    >
      {previous ? (
        <Link href={paths.story(previous.id)} className="flex items-center gap-1 text-sm font-medium text-primary">
          <ArrowLeft className="size-4 shrink-0" aria-hidden="true" /> {previous.chapter}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={paths.story(next.id)} className="flex items-center gap-1 text-sm font-medium text-primary">
          {next.chapter} <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
        </Link>
      ) : (
        <Link href={paths.stories} className="flex items-center gap-1 text-sm font-medium text-primary">
          {t('guide.story.backToGuide')} <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}

/** A story from Babylon: the parable retold, what it teaches about saving, and what it does not say about Bitcoin. */
export function StoryPage({ id }: { id: string }) {
  const t = useT();
  const { page, texts, list } = useParables();
  const story = isParableId(id) ? { ...list[parableIds.indexOf(id)]!, ...texts[id], id } : null;
  const title = story ? t('guide.story.pageTitle', { chapter: story.chapter }) : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  if (!story) {
    return (
      <div className="min-h-dvh">
        <StoryHeader />
        <main className="mx-auto max-w-3xl space-y-4 px-4 py-8">
          <h1 className="font-display text-3xl font-bold">{t('guide.story.notFound.title')}</h1>
          <p className="text-muted-foreground">{t('guide.story.notFound.text')}</p>
          <Link href={paths.stories} className="font-medium text-primary underline">
            {t('guide.story.notFound.link')}
          </Link>
        </main>
      </div>
    );
  }
  return (
    <div className="min-h-dvh">
      <StoryHeader />
      <main className="mx-auto max-w-3xl space-y-8 px-4 py-8">
        <div className="space-y-2">
          <p className="text-xs font-semibold uppercase tracking-widest text-primary">{t('guide.story.eyebrow')}</p>
          <h1 className="font-display text-3xl font-bold leading-tight sm:text-4xl">{story.chapter}</h1>
          <p className="text-muted-foreground">{story.characters}</p>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <Clock className="size-4" aria-hidden="true" /> {t('guide.story.minutes', { minutes: story.minutes })}
          </p>
        </div>

        <section aria-labelledby="story-retold" className="space-y-4">
          <h2 id="story-retold" className="font-display text-xl font-bold">
            {page.parts.story}
          </h2>
          <p className="text-sm text-muted-foreground">{t('guide.story.retellingNote')}</p>
          {story.story.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>

        <figure data-testid="clason-quote" className="space-y-2 rounded-xl border-l-4 border-primary bg-muted/50 p-4">
          <figcaption className="flex items-center gap-2 text-sm font-semibold">
            <Quote className="size-4 text-primary" aria-hidden="true" /> {page.quoteLabel}
          </figcaption>
          <blockquote className="font-display text-lg italic">
            <p>“{story.inClasonsWords.text}”</p>
          </blockquote>
          <p className="text-sm text-muted-foreground">— {story.inClasonsWords.speaker}</p>
          <p className="text-xs text-muted-foreground">{page.quoteNote}</p>
        </figure>

        <section aria-labelledby="story-teaches" className="space-y-3">
          <h2 id="story-teaches" className="font-display text-xl font-bold">
            {page.parts.teaches}
          </h2>
          {story.teaches.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>

        <section aria-labelledby="story-not-bitcoin" className="space-y-3 rounded-xl border bg-card p-4">
          <h2 id="story-not-bitcoin" className="font-display text-xl font-bold">
            {page.parts.notAboutBitcoin}
          </h2>
          <p className="leading-relaxed">{story.notAboutBitcoin}</p>
        </section>

        <StoryNavigation id={story.id} />
        <p className="text-xs leading-relaxed text-muted-foreground">{page.attribution}</p>
      </main>
    </div>
  );
}
