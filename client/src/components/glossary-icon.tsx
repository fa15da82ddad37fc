import type { LucideIcon, LucideProps } from 'lucide-react';
import type { GlossaryIconName } from '@shared/schemas/glossary';
import * as glossaryIconComponents from './glossary-icon-components';

/**
 * Every icon name the glossary may use, mapped to its component. The type makes the two lists one:
 * a name without a component, or a component no glossary name refers to, does not compile.
 */
const glossaryIcons: Record<GlossaryIconName, LucideIcon> &
  Record<Exclude<keyof typeof glossaryIconComponents, GlossaryIconName>, never> = glossaryIconComponents;

export function GlossaryIcon({ name, ...props }: { name: GlossaryIconName } & LucideProps) {
  const Icon = glossaryIcons[name];
  return <Icon aria-hidden="true" {...props} />;
}
