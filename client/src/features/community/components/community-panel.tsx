import {
  BookOpenText,
  FileText,
  GraduationCap,
  Info,
  MessagesSquare,
  Mic,
  Newspaper,
  ShieldCheck,
  TriangleAlert,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { communitiesByTypeIn, type CommunityLanguageText } from '@shared/content/communities';
import { trustLevelValues, type CommunityType } from '@shared/schemas/community';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { useT } from '@/i18n/i18n';
import { useCommunityText } from '../lib/community-text';
import { COMMUNITY_COMMON_TERMS, CommunityResourceCard } from './community-resource-card';
import { TrustLevelBadge } from './trust-level-badge';

const typeIcons: Record<CommunityType, LucideIcon> = {
  forum: MessagesSquare,
  education: GraduationCap,
  news: Newspaper,
  podcast: Mic,
  video: Video,
  documentation: FileText,
};

/** In the safety guidelines 'addresses' are web addresses, not the glossary's bitcoin addresses. */
const SAFETY_EXCLUDED_TERMS: readonly string[] = [...COMMUNITY_COMMON_TERMS, 'address'];

export function communityGroupId(type: CommunityType): string {
  return `community-${type}`;
}

export { preloadCommunityText } from '../lib/community-text';

function SafetyGuidelines({ text }: { text: CommunityLanguageText }) {
  const [first, ...rest] = text.safetyGuidelines;
  return (
    <section
      aria-labelledby="community-safety-title"
      className="space-y-4 rounded-xl border-2 border-red-300 bg-red-50 p-4 text-red-950 shadow-sm sm:p-6 dark:border-red-900 dark:bg-red-950/30 dark:text-red-50"
    >
      <h3 id="community-safety-title" className="flex items-center gap-2 font-display text-xl font-bold">
        <TriangleAlert className="size-6 shrink-0 text-red-600 dark:text-red-400" aria-hidden="true" />
        {text.safetyTitle}
      </h3>
      {first ? (
        <p className="rounded-lg bg-red-600 p-3 text-sm font-medium text-white sm:text-base dark:bg-red-700">
          <strong>{first.title}. </strong>
          {first.text}
        </p>
      ) : null}
      <ul className="grid gap-x-6 gap-y-3 text-sm md:grid-cols-2">
        {rest.map((guideline) => (
          <li key={guideline.title} className="flex gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-400" aria-hidden="true" />
            <p className="leading-relaxed">
              <strong>{guideline.title}. </strong>
              <GlossaryText text={guideline.text} excludeTermIds={SAFETY_EXCLUDED_TERMS} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TrustLegend({ text }: { text: CommunityLanguageText }) {
  const t = useT();
  return (
    <section
      aria-labelledby="community-trust-title"
      className="space-y-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <h3 id="community-trust-title" className="flex items-center gap-2 font-semibold">
        <Info className="size-4 text-primary" aria-hidden="true" /> {t('community.trustTitle')}
      </h3>
      <dl className="grid gap-3 sm:grid-cols-3">
        {trustLevelValues.map((level) => (
          <div key={level} className="space-y-1">
            <dt>
              <TrustLevelBadge level={level} labels={text.trustLevels} />
            </dt>
            <dd className="text-sm text-muted-foreground">{text.trustLevels[level].description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The Support tab: trusted communities grouped by type, trust levels and safety guidelines. */
export function CommunityPanel() {
  const t = useT();
  const text = useCommunityText();
  const groups = communitiesByTypeIn(text);
  return (
    <div className="space-y-6 sm:space-y-8">
      <div className="space-y-4">
        <GlossaryText as="p" className="max-w-3xl leading-relaxed text-muted-foreground" text={text.intro} />
        <nav aria-label={t('community.types')}>
          <ul className="flex flex-wrap gap-2">
            {groups.map((group) => {
              const Icon = typeIcons[group.type];
              return (
                <li key={group.type}>
                  <a
                    href={`#${communityGroupId(group.type)}`}
                    onClick={(event) => {
                      const target = document.getElementById(communityGroupId(group.type));
                      if (!target) return;
                      event.preventDefault();
                      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
                      target.focus({ preventScroll: true });
                    }}
                    className="inline-flex min-h-9 items-center gap-1.5 rounded-full border bg-card px-3 py-1.5 text-sm font-medium transition-colors hover:bg-muted"
                  >
                    <Icon className="size-4 text-primary" aria-hidden="true" />
                    {group.label}
                    <span className="text-muted-foreground">{group.resources.length}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>

      <SafetyGuidelines text={text} />
      <TrustLegend text={text} />

      {groups.map((group) => {
        const Icon = typeIcons[group.type];
        const titleId = `${communityGroupId(group.type)}-title`;
        return (
          <section
            key={group.type}
            id={communityGroupId(group.type)}
            aria-labelledby={titleId}
            tabIndex={-1}
            className="scroll-mt-24 space-y-3 outline-none"
            data-testid="community-group"
          >
            <h3 id={titleId} className="flex items-center gap-2 font-display text-xl font-bold sm:text-2xl">
              <Icon className="size-5 text-primary" aria-hidden="true" />
              {group.label}
            </h3>
            <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
              {group.resources.map((resource) => (
                <li key={resource.url}>
                  <CommunityResourceCard resource={resource} trustLabels={text.trustLevels} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}

      <p className="flex gap-2 rounded-xl border bg-muted/50 p-4 text-sm">
        <BookOpenText className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{t('common.disclaimer')}</span>
      </p>
    </div>
  );
}
