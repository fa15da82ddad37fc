import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex h-auto flex-wrap items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-h-9 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('mt-4 focus-visible:outline-2 focus-visible:outline-ring', className)}
      {...props}
    />
  );
}

/**
 * A tab panel for a tab bar whose triggers carry their own ids (the learning path's): the markup of
 * Radix's TabsContent (role, ids, hidden, focusable), named by its trigger. Without TabsContent's
 * Presence, which reads the panel's computed animation as it mounts and so makes the browser compute
 * the style of the whole page inside React's commit, a long task on a screen's first load
 * (docs/decisions/032-start-up-in-short-tasks.md). The panels have no enter or exit animation.
 */
export function TabsPanel({
  id,
  labelledBy,
  active,
  className,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'hidden' | 'role'> & { id: string; labelledBy: string; active: boolean }) {
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      hidden={!active}
      tabIndex={0}
      data-state={active ? 'active' : 'inactive'}
      className={cn('mt-4 focus-visible:outline-2 focus-visible:outline-ring', className)}
      {...props}
    >
      {active ? children : null}
    </div>
  );
}
