import { Check, ExternalLink, Users } from 'lucide-react';
import type { CommunityLanguageText } from '@shared/content/communities';
import type { CommunityResource } from '@shared/schemas/community';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { buttonVariants } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { cn } from '@/lib/cn';
import { TrustLevelBadge } from './trust-level-badge';

/** Bitcoin is in nearly every description; the directory marks only the rarer terms. */
export const COMMUNITY_COMMON_TERMS: readonly string[] = ['bitcoin'];

/** 'bitcoin.stackexchange.com' from its URL, without a leading 'www.'. */
export function displayHost(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

export function CommunityResourceCard({
  resource,
  trustLabels,
}: {
  resource: CommunityResource;
  /** The trust levels' names in the page's language (English by default). */
  trustLabels?: CommunityLanguageText['trustLevels'];
}) {
  const t = useT();
  const host = displayHost(resource.url);
  return (
    <article
      aria-label={resource.name}
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
      data-testid="community-resource"
    >
      <div className="space-y-2">
        <h4 className="font-semibold leading-snug">{resource.name}</h4>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground">
          <TrustLevelBadge level={resource.trustLevel} labels={trustLabels} />
          <span className="font-mono">{host}</span>
          {resource.userCount ? (
            <span className="inline-flex items-center gap-1">
              <Users className="size-3.5" aria-hidden="true" />
              {resource.userCount}
            </span>
          ) : null}
        </p>
      </div>
      <GlossaryText
        as="p"
        className="text-sm leading-relaxed"
        excludeTermIds={COMMUNITY_COMMON_TERMS}
        text={resource.description}
      />
      <ul
        className="space-y-1.5 text-sm text-muted-foreground"
        aria-label={t('community.highlights', { name: resource.name })}
      >
        {resource.highlights.map((highlight) => (
          <li key={highlight} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <GlossaryText excludeTermIds={COMMUNITY_COMMON_TERMS} text={highlight} />
          </li>
        ))}
      </ul>
      <a
        href={resource.url}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'mt-auto h-auto min-h-9 self-start whitespace-normal py-1.5 text-left',
        )}
      >
        <span>
          <Trans
            id="community.visit"
            values={{ name: resource.name }}
            components={{ 0: <span className="sr-only" /> }}
          />
        </span>
        <ExternalLink aria-hidden="true" />
      </a>
    </article>
  );
}
