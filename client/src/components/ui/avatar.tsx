import * as AvatarPrimitive from '@radix-ui/react-avatar';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Avatar({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      className={cn('relative flex size-10 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  );
}
export function AvatarFallback({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground',
        className,
      )}
      {...props}
    />
  );
}

// Created on first use: loading the module should not pay for a page's first Intl object.
let graphemeSegmenter: Intl.Segmenter | undefined;
const graphemes = () => (graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

/** The first user-perceived character: a whole emoji, flag or accented letter, not a UTF-16 unit. */
function firstGrapheme(text: string): string {
  for (const { segment } of graphemes().segment(text.trim())) return segment;
  return '';
}

/** Uppercased first letters of first and last name; 'U' without a user or without names. */
export function initialsOf(user: { firstName: string; lastName: string } | null | undefined): string {
  if (!user) return 'U';
  const initials = `${firstGrapheme(user.firstName)}${firstGrapheme(user.lastName)}`.toUpperCase();
  return initials || 'U';
}
