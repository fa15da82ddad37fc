import { BadgeCheck, ShieldCheck, Sprout, type LucideIcon } from 'lucide-react';
import { trustLevelLabels } from '@shared/content/communities';
import type { TrustLevel } from '@shared/schemas/community';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Trans } from '@/i18n/trans';

const trustLook: Record<TrustLevel, { icon: LucideIcon; variant: NonNullable<BadgeProps['variant']> }> = {
  verified: { icon: BadgeCheck, variant: 'success' },
  established: { icon: ShieldCheck, variant: 'info' },
  emerging: { icon: Sprout, variant: 'orange' },
};

/** 'Verified', 'Established' or 'Emerging', with the level's description as its tooltip. */
export function TrustLevelBadge({
  level,
  labels = trustLevelLabels,
}: {
  level: TrustLevel;
  /** The levels' names and descriptions in the page's language (English by default). */
  labels?: Record<TrustLevel, { label: string; description: string }> | undefined;
}) {
  const { icon: Icon, variant } = trustLook[level];
  const { label, description } = labels[level];
  return (
    <Badge variant={variant} title={description} data-trust-level={level}>
      <Icon className="size-3.5" aria-hidden="true" />
      <Trans id="community.trustBadge" values={{ label }} components={{ 0: <span className="sr-only" /> }} />
    </Badge>
  );
}
