import type { LucideIcon } from 'lucide-react';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { cn } from '@/lib/cn';

/** A list of short texts, each after the same icon (pros, cons ...), with glossary terms marked. */
export function IconList({
  items,
  icon: Icon,
  iconClassName,
  excludeTermIds,
}: {
  items: readonly string[];
  icon: LucideIcon;
  iconClassName: string;
  excludeTermIds?: readonly string[];
}) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-sm leading-relaxed">
          <Icon className={cn('mt-0.5 size-4 shrink-0', iconClassName)} aria-hidden="true" />
          <GlossaryText text={item} excludeTermIds={excludeTermIds} />
        </li>
      ))}
    </ul>
  );
}
