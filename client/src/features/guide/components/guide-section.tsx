import type { ComponentProps, ReactNode } from 'react';
import type { GuideSection as GuideSectionContent } from '@shared/content/guide';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';

/**
 * Bitcoin is named in nearly every sentence of the guide: its glossary link is offered once, in the
 * hero, and the guide's other texts mark only the rarer terms.
 */
export const GUIDE_COMMON_TERMS: readonly string[] = ['bitcoin'];

/** Running text of the guide, with its glossary terms marked. */
export function GuideText(props: Omit<ComponentProps<typeof GlossaryText>, 'excludeTermIds'>) {
  return <GlossaryText excludeTermIds={GUIDE_COMMON_TERMS} {...props} />;
}

/** One titled section of the Guide, reachable from the guide's table of contents by its id. */
export function GuideSection({
  section,
  action,
  children,
}: {
  section: GuideSectionContent;
  /** Shown beside the title on wide screens, under it on phones. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={titleId} tabIndex={-1} className="scroll-mt-24 space-y-4 outline-none">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h3 id={titleId} className="font-display text-xl font-bold sm:text-2xl">
            {section.title}
          </h3>
          <GuideText
            as="p"
            className="max-w-3xl text-sm leading-relaxed text-muted-foreground sm:text-base"
            text={section.intro}
          />
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
      {children}
    </section>
  );
}
