import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { loopTabWithin } from '@/lib/focus';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn('fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in', className)}
      {...props}
    />
  );
}

/** Tab never leaves a modal, whatever else is open inside it (see loopTabWithin). */
function keepTabInside(onKeyDown: ComponentProps<typeof DialogPrimitive.Content>['onKeyDown']) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    loopTabWithin(event);
  };
}

export function DialogContent({
  className,
  children,
  onKeyDown,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        onKeyDown={keepTabInside(onKeyDown)}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-5 shadow-xl sm:p-6',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute right-3 top-3 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground">
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A panel that slides in from the left edge (the mobile navigation drawer). */
export function SheetContent({
  className,
  children,
  onKeyDown,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        onKeyDown={keepTabInside(onKeyDown)}
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-[85%] max-w-sm flex-col gap-4 overflow-y-auto border-r bg-card p-5 shadow-xl data-[state=open]:animate-slide-in-left',
          className,
        )}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
