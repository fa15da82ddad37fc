import { Check, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogTitle, DialogTrigger, SheetContent } from '@/components/ui/dialog';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  learningGroups,
  learningTabPanelId,
  learningTabs,
  learningTabTriggerId,
  stepLabel,
  type LearningTabId,
} from '@/config/learning-path';
import { useProgress } from '@/entities/progress/api/progress';
import { cn } from '@/lib/cn';

/** The tab bar on large screens (inside a Radix Tabs root owned by the page). */
export function LearningPathTabBar() {
  const progress = useProgress();
  const done = new Set<string>(progress?.steps.filter((s) => s.completed).map((s) => s.step));
  return (
    <TabsList className="hidden w-full justify-start gap-x-1 gap-y-1 lg:flex" aria-label="Learning path sections">
      {learningGroups.map((group) => (
        <div key={group.id} className="flex items-center gap-1" role="presentation">
          <span
            className="px-2 text-[11px] font-semibold uppercase tracking-wide text-muted-foreground"
            aria-hidden="true"
          >
            {group.title}
          </span>
          {learningTabs
            .filter((tab) => tab.group === group.id)
            .map((tab) => (
              <TabsTrigger
                key={tab.id}
                value={tab.id}
                id={learningTabTriggerId(tab.id)}
                aria-controls={learningTabPanelId(tab.id)}
              >
                {tab.step !== null ? <span className="text-xs text-muted-foreground">{tab.step}</span> : null}
                {tab.title}
                {done.has(tab.id) ? (
                  <>
                    <Check className="size-3.5 text-primary" aria-hidden="true" />
                    <span className="sr-only"> (complete)</span>
                  </>
                ) : null}
              </TabsTrigger>
            ))}
        </div>
      ))}
    </TabsList>
  );
}

const mobileFeatures = [
  'Offline calculator access',
  'Real-time Bitcoin price tracking',
  'Secure data storage',
  'Touch-optimised interface',
];

/**
 * Small screens: 'Explore Sections' opens a left drawer listing the groups; it closes after a choice.
 * The button is the dialog's trigger, so closing (Escape, Close Menu or a choice) returns focus to it.
 */
export function MobileSectionsDrawer({
  activeTab,
  onSelect,
}: {
  activeTab: LearningTabId;
  onSelect(tab: LearningTabId): void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="lg:hidden">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" className="w-full justify-between">
            <span className="flex items-center gap-2">
              {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
              {open ? 'Close Menu' : 'Explore Sections'}
            </span>
            <span className="text-xs text-muted-foreground">{learningTabs.find((t) => t.id === activeTab)?.title}</span>
          </Button>
        </DialogTrigger>
        <SheetContent id="sections-drawer" aria-describedby="sections-drawer-description">
          <div className="flex items-center justify-between">
            <DialogTitle className="font-display text-xl">Explore Sections</DialogTitle>
            <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
              <X aria-hidden="true" /> Close Menu
            </Button>
          </div>
          <DialogDescription id="sections-drawer-description">Your 8-step Bitcoin learning path.</DialogDescription>
          <nav aria-label="Learning path sections" className="space-y-5">
            {learningGroups.map((group) => (
              <div key={group.id}>
                <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {group.title}
                </h3>
                <ul className="space-y-1">
                  {learningTabs
                    .filter((tab) => tab.group === group.id)
                    .map((tab) => {
                      const active = tab.id === activeTab;
                      return (
                        <li key={tab.id}>
                          <button
                            type="button"
                            aria-current={active ? 'page' : undefined}
                            onClick={() => {
                              onSelect(tab.id);
                              setOpen(false);
                            }}
                            className={cn(
                              'flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-muted',
                              active && 'bg-secondary font-semibold text-secondary-foreground',
                            )}
                          >
                            <span className="flex items-center gap-2">
                              <span className="w-14 text-xs text-muted-foreground">{stepLabel(tab)}</span>
                              {tab.title}
                            </span>
                            {active ? <Badge>Active</Badge> : null}
                          </button>
                        </li>
                      );
                    })}
                </ul>
              </div>
            ))}
          </nav>
          <div className="mt-auto rounded-lg bg-muted p-3">
            <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              Arkad on your phone
            </h3>
            <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {mobileFeatures.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </div>
        </SheetContent>
      </Dialog>
    </div>
  );
}
