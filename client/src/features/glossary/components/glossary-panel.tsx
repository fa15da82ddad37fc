import { Search } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { GlossaryCategory } from '@shared/schemas/glossary';
import { freeGlossaryTermIds, isFreeGlossaryTerm, type Glossary } from '@shared/content/glossary';
import { intlLocales } from '@shared/i18n/languages';
import {
  defaultGlossaryFilter,
  filterGlossary,
  matchesInOtherCategories,
  type GlossaryFilter,
} from '@shared/domain/glossary-search';
import { useGlossary } from '@/entities/glossary/model/use-glossary';
import { useRecordProgress } from '@/entities/progress/api/progress';
import { UpgradePrompt } from '@/entities/plan/components/upgrade-prompt';
import { QuizSection } from '@/entities/quiz/components/quiz-section';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { usePremiumAccess } from '@/entities/plan/access';
import { translate, useT } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { glossaryCardId, GlossaryTermCard } from './glossary-term-card';

function CategoryButton({ active, onClick, children }: { active: boolean; onClick(): void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'min-h-9 cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
        active ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted',
      )}
    >
      {children}
    </button>
  );
}

/**
 * What Scholar adds, named by the categories the locked terms are really in: 'Scholar unlocks all
 * 142 terms: 73 more terms, in every category.' (or '..., in basics and security.').
 */
function scholarGlossaryLine(glossary: Glossary): string {
  const locked = glossary.terms.filter((term) => !isFreeGlossaryTerm(term.id));
  const lockedCategories = glossary.categories.filter((category) =>
    locked.some((term) => term.category === category.id),
  );
  const counts = { total: glossary.terms.length, locked: locked.length };
  if (lockedCategories.length === glossary.categories.length) return translate('glossary.scholarEveryCategory', counts);
  const list = new Intl.ListFormat(intlLocales[glossary.language], { type: 'conjunction' });
  const categories = list.format(lockedCategories.map((category) => category.label.toLowerCase()));
  return translate('glossary.scholarSomeCategories', { ...counts, categories });
}

/** Step 2: search and filter the glossary; ?term=<id> opens one card. */
export function GlossaryPanel() {
  const t = useT();
  const glossary = useGlossary();
  const premium = usePremiumAccess();
  const search = useSearch();
  const [, navigate] = useLocation();
  const requestedTerm = new URLSearchParams(search).get('term');
  const [filter, setFilter] = useState<GlossaryFilter>(defaultGlossaryFilter);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [scrollTarget, setScrollTarget] = useState<string | null>(null);
  const recordProgress = useRecordProgress();
  // Terms opened in this visit already sent (the server keeps each term once anyway).
  const sent = useRef(new Set<string>());
  const opened = useCallback(
    (id: string) => {
      if (sent.current.has(id) || (!premium && !isFreeGlossaryTerm(id))) return;
      sent.current.add(id);
      recordProgress({ kind: 'glossary_term_opened', termId: id });
    },
    [premium, recordProgress],
  );

  // A link from elsewhere (?term=id): show every category, open that card and bring it into view.
  useEffect(() => {
    if (!requestedTerm || !glossary.get(requestedTerm)) return;
    setFilter({ query: '', category: null });
    setExpanded((current) => new Set(current).add(requestedTerm));
    setScrollTarget(requestedTerm);
    opened(requestedTerm);
  }, [requestedTerm, opened, glossary]);

  const shown = useMemo(() => filterGlossary(glossary.terms, filter), [glossary, filter]);
  const elsewhere = useMemo(() => matchesInOtherCategories(glossary.terms, filter), [glossary, filter]);

  // Scroll once the card is rendered under the new filter.
  useEffect(() => {
    if (!scrollTarget) return;
    const card = document.getElementById(glossaryCardId(scrollTarget));
    if (!card) return;
    card.scrollIntoView({ block: 'start' });
    setScrollTarget(null);
  }, [scrollTarget, shown]);

  const setCategory = (category: GlossaryCategory | null) => setFilter((f) => ({ ...f, category }));
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAndRecord = (id: string) => {
    if (!expanded.has(id)) opened(id);
    toggle(id);
  };

  return (
    <div className="space-y-4" data-testid="glossary-panel">
      <p className="text-muted-foreground">{t('glossary.intro')}</p>
      {premium ? null : (
        <UpgradePrompt
          title={t('glossary.freeTitle', { count: freeGlossaryTermIds.length })}
          description={scholarGlossaryLine(glossary)}
        />
      )}
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          placeholder={t('glossary.searchPlaceholder')}
          aria-label={t('glossary.searchLabel')}
          value={filter.query}
          onChange={(event) => setFilter((f) => ({ ...f, query: event.target.value }))}
          className="pl-9"
        />
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('glossary.filterLabel')}>
        <CategoryButton active={filter.category === null} onClick={() => setCategory(null)}>
          {t('glossary.allCategories')}
        </CategoryButton>
        {glossary.categories.map((category) => (
          <CategoryButton
            key={category.id}
            active={filter.category === category.id}
            onClick={() => setCategory(category.id)}
          >
            {category.label}
          </CategoryButton>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-sm text-muted-foreground" role="status" data-testid="glossary-count">
          {t('glossary.count', { shown: shown.length, total: glossary.terms.length })}
        </p>
        {elsewhere > 0 ? (
          // A search looks in one category only while one is selected: the others' matches are one click away.
          <button
            type="button"
            onClick={() => setCategory(null)}
            className="min-h-9 cursor-pointer rounded-md text-sm font-medium text-primary underline underline-offset-2 hover:text-primary/80"
            data-testid="glossary-other-categories"
          >
            {t('glossary.otherCategories', { count: elsewhere })}
          </button>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t('glossary.noTerms')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 md:items-start">
          {shown.map((term) => (
            <GlossaryTermCard
              key={term.id}
              term={term}
              locked={!premium && !isFreeGlossaryTerm(term.id)}
              expanded={expanded.has(term.id)}
              onToggle={() => toggleAndRecord(term.id)}
              onOpenRelated={(id) => navigate(paths.glossaryTerm(id))}
            />
          ))}
        </ul>
      )}
      <QuizSection step="glossary" />
    </div>
  );
}
