import {
  Activity,
  ArrowRight,
  CircleCheck,
  CircleX,
  Coins,
  Info,
  KeyRound,
  Lock,
  LockOpen,
  Network,
  ScrollText,
  type LucideIcon,
} from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import type { GuideCard, GuideContent } from '@shared/content/guide';
import { cureAnchor, GUIDE_HERO_ANCHOR, lawAnchor } from '@shared/content/passage-anchors';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { QuizSection } from '@/entities/quiz/components/quiz-section';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePainted } from '@/hooks/use-painted';
import { useRequestedSection, useRevealSection } from '@/hooks/use-section-target';
import { useT, type MessageId } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { useGuideContent } from '../use-guide-content';
import { GuideSection, GuideText } from './guide-section';
import { PrincipleList, ToggleAllButton, usePrincipleDisclosure, type Principle } from './principle-list';
import { SecurityPyramid } from './security-pyramid';
import { StoriesList } from './stories-list';

const cardIcons: Record<string, LucideIcon> = {
  'maximum-supply': Coins,
  permissionless: LockOpen,
  'peer-to-peer': Network,
  'fixed-supply': Lock,
  volatility: Activity,
  'self-custody': KeyRound,
};

const curesOf = (content: GuideContent): readonly Principle[] =>
  content.sevenCures.map((cure) => ({
    number: cure.number,
    title: cure.title,
    summary: cure.summary,
    lesson: cure.clasonMeaning,
    bitcoinPractice: cure.bitcoinPractice,
    inBrief: cure.inBrief,
  }));

const lawsOf = (content: GuideContent): readonly Principle[] =>
  content.fiveLawsOfGold.map((law) => ({
    number: law.number,
    title: law.title,
    clasonWording: law.clasonWording,
    lesson: law.law,
    bitcoinPractice: law.bitcoinPractice,
    inBrief: law.inBrief,
  }));

/** The table of contents: short names for the sections, so the whole list fits a phone screen. */
const contents = [
  { id: 'guide-fundamentals', label: 'guide.contents.fundamentals' },
  { id: 'guide-seven-cures', label: 'guide.contents.sevenCures' },
  { id: 'guide-five-laws', label: 'guide.contents.fiveLaws' },
  { id: 'guide-stories', label: 'guide.contents.stories' },
  { id: 'guide-essential-knowledge', label: 'guide.contents.essentials' },
  { id: 'guide-beginner-mistakes', label: 'guide.contents.mistakes' },
  { id: 'guide-security-pyramid', label: 'guide.contents.security' },
] as const satisfies readonly { id: string; label: MessageId }[];

function GuideHero() {
  const { hero: guideHero, quote: guideQuote } = useGuideContent();
  return (
    <section
      id={GUIDE_HERO_ANCHOR}
      aria-labelledby="guide-hero-title"
      className="relative scroll-mt-24 overflow-hidden outline-none rounded-2xl border border-primary/30 bg-gradient-to-br from-secondary via-card to-card p-5 shadow-sm sm:p-8"
    >
      <ScrollText
        className="pointer-events-none absolute -right-6 -top-6 size-40 text-primary/10 sm:size-56"
        aria-hidden="true"
      />
      <div className="relative max-w-3xl space-y-3">
        <p className="text-xs font-semibold uppercase tracking-widest text-primary">{guideHero.subtitle}</p>
        <h3 id="guide-hero-title" className="font-display text-2xl font-bold leading-tight sm:text-4xl">
          {guideHero.title}
        </h3>
        <GlossaryText as="p" className="leading-relaxed text-muted-foreground sm:text-lg" text={guideHero.intro} />
        <figure className="border-l-4 border-primary pl-4">
          <blockquote className="font-display text-lg italic sm:text-xl">
            <p>“{guideQuote.text}”</p>
          </blockquote>
          <figcaption className="mt-1 text-sm text-muted-foreground">— {guideQuote.attribution}</figcaption>
        </figure>
      </div>
    </section>
  );
}

function GuideContents() {
  const t = useT();
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    // Scroll without writing a #fragment into the address, which carries the tab.
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={t('guide.contents.label')}>
      <ul className="flex flex-wrap gap-2">
        {contents.map(({ id, label }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              onClick={(event) => jump(event, id)}
              className="inline-flex min-h-9 items-center rounded-full border bg-card px-3 py-1.5 text-sm font-medium transition-colors hover:bg-muted"
            >
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FactCards({ cards, tone }: { cards: readonly GuideCard[]; tone: 'primary' | 'muted' }) {
  return (
    <ul className="grid gap-3 md:grid-cols-3">
      {cards.map((card) => {
        const Icon = cardIcons[card.id] ?? Info;
        return (
          <li key={card.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
            <div className="flex items-center gap-3">
              <span
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-lg',
                  tone === 'primary' ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h4 className="font-semibold leading-snug">{card.title}</h4>
            </div>
            <GuideText as="p" className="text-sm leading-relaxed" text={card.description} />
            <GuideText
              as="p"
              className="mt-auto border-t pt-3 text-sm leading-relaxed text-muted-foreground"
              text={card.detail}
            />
          </li>
        );
      })}
    </ul>
  );
}

function BeginnerMistakes() {
  const t = useT();
  const { beginnerMistakes } = useGuideContent();
  return (
    <ul className="grid gap-3 md:grid-cols-3">
      {beginnerMistakes.map((mistake) => (
        <li key={mistake.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
          <h4 className="flex items-start gap-2 font-semibold leading-snug">
            <CircleX className="mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400" aria-hidden="true" />
            {mistake.title}
          </h4>
          <GuideText as="p" className="text-sm leading-relaxed text-muted-foreground" text={mistake.description} />
          <div className="mt-auto flex gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-950 dark:bg-green-950/40 dark:text-green-100">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400" aria-hidden="true" />
            <p className="leading-relaxed">
              <span className="font-semibold">{t('guide.mistakes.instead')}</span> <GuideText text={mistake.remedy} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The number of the item a link asks for ('guide-cure-4' → 4), when it is one of these items'. */
function requestedNumber(requested: string | null, anchorOf: (number: number) => string, items: readonly Principle[]) {
  return items.find((item) => anchorOf(item.number) === requested)?.number ?? null;
}

function PrinciplesSection({
  section,
  items,
  anchorOf,
  kind,
}: {
  section: GuideContent['sections']['sevenCures' | 'fiveLaws'];
  items: readonly Principle[];
  anchorOf(number: number): string;
  /** Whose messages (guide.cures.* or guide.laws.*) label the list. */
  kind: 'cures' | 'laws';
}) {
  const t = useT();
  const labels = {
    item: (number: number) => t(`guide.${kind}.item`, { number }),
    list: t(`guide.${kind}.list`),
    expandAll: t(`guide.${kind}.expandAll`),
    collapseAll: t(`guide.${kind}.collapseAll`),
    lesson: t(`guide.${kind}.lessonLabel`),
  };
  const requested = requestedNumber(useRequestedSection(), anchorOf, items);
  const disclosure = usePrincipleDisclosure(
    items.map((item) => item.number),
    requested,
  );
  const listId = `${section.id}-list`;
  return (
    <GuideSection
      section={section}
      action={
        <ToggleAllButton
          allOpen={disclosure.allOpen}
          onClick={disclosure.toggleAll}
          controls={listId}
          label={disclosure.allOpen ? labels.collapseAll : labels.expandAll}
        />
      }
    >
      <PrincipleList
        id={listId}
        items={items}
        anchorOf={anchorOf}
        labels={labels}
        open={disclosure.open}
        onToggle={disclosure.toggle}
      />
    </GuideSection>
  );
}

/** Step 1: the Babylonian path to Bitcoin, from the fundamentals to the security pyramid. */
export function GuidePanel() {
  // A long page, rendered in three frames: the hero and the contents, then the fundamentals and the
  // principles, then the rest (decision 055), so that no task lays out and paints all of it.
  const painted = usePainted();
  // A lesson link (?section=guide-…) scrolls to its passage once that part of the page is there.
  const requested = useRequestedSection();
  useRevealSection(requested?.startsWith('guide-') ? requested : null);
  return (
    <div className="space-y-8 sm:space-y-10">
      <div className="space-y-4">
        <GuideHero />
        <GuideContents />
      </div>

      {painted ? <GuideSections /> : null}
    </div>
  );
}

/** The fundamentals and the principles; the rest once they have been painted. */
function GuideSections() {
  const painted = usePainted();
  const content = useGuideContent();
  const { sections: guideSections } = content;
  return (
    <>
      <GuideSection section={guideSections.fundamentals}>
        <FactCards cards={content.fundamentals} tone="primary" />
      </GuideSection>

      <PrinciplesSection
        section={guideSections.sevenCures}
        items={curesOf(content)}
        anchorOf={cureAnchor}
        kind="cures"
      />

      <PrinciplesSection section={guideSections.fiveLaws} items={lawsOf(content)} anchorOf={lawAnchor} kind="laws" />

      <GuideSection section={content.stories.section}>
        <StoriesList stories={content.stories.list} />
      </GuideSection>

      {painted ? <GuideEnd /> : null}
    </>
  );
}

function GuideEnd() {
  const t = useT();
  const {
    sections: guideSections,
    essentialKnowledge,
    disclaimer: EDUCATIONAL_DISCLAIMER,
    attribution: ATTRIBUTION_NOTICE,
  } = useGuideContent();
  return (
    <>
      <GuideSection section={guideSections.essentialKnowledge}>
        <FactCards cards={essentialKnowledge} tone="muted" />
      </GuideSection>

      <GuideSection section={guideSections.beginnerMistakes}>
        <BeginnerMistakes />
      </GuideSection>

      <GuideSection
        section={guideSections.securityPyramid}
        action={
          <Link
            href={paths.home('security')}
            onClick={() => window.scrollTo({ top: 0 })}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {t('guide.pyramid.takeAssessment')} <ArrowRight aria-hidden="true" />
          </Link>
        }
      >
        <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
          <SecurityPyramid />
        </div>
      </GuideSection>

      <QuizSection step="guide" />

      <aside aria-label={t('guide.about')} className="space-y-2 rounded-xl border bg-muted/50 p-4 text-sm">
        <p className="flex gap-2 font-medium">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{EDUCATIONAL_DISCLAIMER}</span>
        </p>
        <p className="text-xs leading-relaxed text-muted-foreground">{ATTRIBUTION_NOTICE}</p>
      </aside>
    </>
  );
}
