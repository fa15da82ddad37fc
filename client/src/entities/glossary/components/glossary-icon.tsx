import type { LucideIcon, LucideProps } from 'lucide-react';
import type { GlossaryIconName } from '@shared/content/glossary-definitions';
import * as glossaryIconComponents from './glossary-icon-components';

/**
 * Every icon the glossary's definitions name, mapped to its component. The type holds the two
 * together: a name without a component, or a component no definition uses, does not compile.
 */
const glossaryIcons: Record<GlossaryIconName, LucideIcon> &
  Record<Exclude<keyof typeof glossaryIconComponents, GlossaryIconName>, never> = glossaryIconComponents;

export function GlossaryIcon({ name, ...props }: { name: GlossaryIconName } & LucideProps) {
  const Icon = glossaryIcons[name];
  return <Icon aria-hidden="true" {...props} />;
}
