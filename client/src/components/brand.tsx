import { Link } from 'wouter';
import { useT } from '@/i18n/i18n';
import { cn } from '@/lib/cn';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <rect width="64" height="64" rx="14" fill="#b45309" />
      <path d="M14 46 32 14l18 32H14Z" fill="none" stroke="#fef3c7" strokeWidth="5" strokeLinejoin="round" />
      <circle cx="32" cy="36" r="5" fill="#fef3c7" />
    </svg>
  );
}

/** Logo + name, linking home. */
export function BrandLink({ href = '/', subtitle }: { href?: string; subtitle?: boolean }) {
  const t = useT();
  return (
    <Link href={href} className="flex items-center gap-2.5 rounded-md">
      <BrandMark />
      <span className="flex flex-col leading-tight">
        <span className="font-display text-xl font-bold tracking-tight">Arkad</span>
        {subtitle ? (
          <span className="text-xs text-muted-foreground">
            <span className="sm:hidden">{t('brand.taglineShort')}</span>
            <span className="hidden sm:inline">{t('brand.tagline')}</span>
          </span>
        ) : null}
      </span>
    </Link>
  );
}
