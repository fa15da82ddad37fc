import { getSecurityLevel } from '@shared/content/security-assessment';
import type { SecurityLevelId } from '@shared/schemas/security';
import { levelIcons, levelStyles } from '@/entities/security/security-level-style';
import { useT, type MessageId } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { useGuideContent } from '../use-guide-content';
import { GuideText } from './guide-section';

/** The short name written inside each band in the phone-sized drawing. */
const shortNames: Record<SecurityLevelId, MessageId> = {
  exchange: 'guide.pyramid.short.exchange',
  software: 'guide.pyramid.short.software',
  hardware: 'guide.pyramid.short.hardware',
  multisig: 'guide.pyramid.short.multisig',
};

/** Each level drawn as the security levels define it (exchange red ... multisig blue), with its icon. */
function tierLook(level: SecurityLevelId) {
  const style = levelStyles[getSecurityLevel(level).color];
  return {
    color: style.color,
    band: style.solid,
    text: style.text,
    icon: levelIcons[level],
    shortName: shortNames[level],
  };
}

/** The pyramid's width at the top edge of each band, top to bottom, and at its base (1 = full width). */
const EDGE_WIDTHS = [0.3, 0.475, 0.65, 0.825, 1] as const;

/** The trapezoid of the band `fromTop` places below the apex, as a CSS clip path. */
export function bandClipPath(fromTop: number): string {
  const topInset = ((1 - (EDGE_WIDTHS[fromTop] ?? 1)) / 2) * 100;
  const bottomInset = ((1 - (EDGE_WIDTHS[fromTop + 1] ?? 1)) / 2) * 100;
  return `polygon(${topInset}% 0, ${100 - topInset}% 0, ${100 - bottomInset}% 100%, ${bottomInset}% 100%)`;
}

/** 'Level 4 · Highest security', 'Level 2', 'Level 1 · Lowest security'. */
function levelLabel(rank: number, levels: number): MessageId {
  if (rank === levels) return 'guide.pyramid.levelHighest';
  if (rank === 1) return 'guide.pyramid.levelLowest';
  return 'guide.pyramid.level';
}

/**
 * The security pyramid drawn as a pyramid: multi-signature, the highest security, is the narrow
 * top; exchange custody, the lowest, the wide base. On wider screens each band sits beside its
 * explanation; on phones the whole pyramid is drawn first, with short names in the bands, and the
 * explanations follow in the same order. The list reads top to bottom, as it is drawn.
 */
export function SecurityPyramid() {
  const t = useT();
  const { securityPyramid } = useGuideContent();
  const topToBottom = [...securityPyramid].reverse();
  return (
    <div className="space-y-5">
      <div aria-hidden="true" className="mx-auto max-w-sm space-y-1 sm:hidden" data-testid="security-pyramid-drawing">
        {topToBottom.map((tier, fromTop) => {
          const look = tierLook(tier.level);
          const Icon = look.icon;
          return (
            <div
              key={tier.level}
              className={cn(
                'flex h-11 items-center justify-center gap-1.5 text-xs font-semibold text-white',
                look.band,
              )}
              style={{ clipPath: bandClipPath(fromTop) }}
            >
              <Icon className="size-3.5 shrink-0" />
              {t(look.shortName)}
            </div>
          );
        })}
      </div>
      <ol aria-label={t('guide.pyramid.list')} className="space-y-3 sm:space-y-1.5" data-testid="security-pyramid">
        {topToBottom.map((tier, fromTop) => {
          const look = tierLook(tier.level);
          const Icon = look.icon;
          return (
            <li
              key={tier.level}
              data-level={tier.level}
              data-color={look.color}
              className="grid grid-cols-[2.25rem_minmax(0,1fr)] gap-3 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-6"
            >
              <div
                aria-hidden="true"
                className={cn(
                  'mt-0.5 flex size-9 items-center justify-center rounded-lg text-white sm:hidden',
                  look.band,
                )}
              >
                <Icon className="size-4" />
              </div>
              <div
                aria-hidden="true"
                className={cn('hidden min-h-16 items-center justify-center text-white sm:flex', look.band)}
                style={{ clipPath: bandClipPath(fromTop) }}
              >
                <Icon className="size-6" />
              </div>
              <div className="self-center sm:py-1">
                <p className={cn('text-xs font-semibold uppercase tracking-wide', look.text)}>
                  {t(levelLabel(tier.rank, securityPyramid.length), { rank: tier.rank })}
                </p>
                <h4 className="font-semibold leading-snug">{tier.title}</h4>
                <GuideText as="p" className="text-sm leading-relaxed text-muted-foreground" text={tier.summary} />
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
