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
  type LearningTabId,
} from '@/config/learning-path';
import { useProgress } from '@/entities/progress/api/progress';
import { useT } from '@/i18n/i18n';
import { cn } from '@/lib/cn';

/** The tab bar on large screens (inside a Radix Tabs root owned by the page). */
export function LearningPathTabBar() {
  const progress = useProgress();
  const t = useT();
  const done = new Set<string>(progress?.steps.filter((s) => s.completed).map((s) => s.step));
  return (
    <TabsList className="hidden w-full justify-start gap-x-1 gap-y-1 lg:flex" aria-label={t('path.sections')}>
      {learningGroups.map((group) => (
        <div key={group.id} className="flex items-center gap-1" role="presentation">
          <span
            className="px-2 text-[11px] font-semibold uppercase tracking-wide text-muted-foreground"
            aria-hidden="true"
          >
            {t(`path.group.${group.id}`)}
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
                {t(`path.tab.${tab.id}`)}
                {done.has(tab.id) ? (
                  <>
                    <Check className="size-3.5 text-primary" aria-hidden="true" />
                    <span className="sr-only"> {t('path.complete')}</span>
                  </>
                ) : null}
              </TabsTrigger>
            ))}
        </div>
      ))}
    </TabsList>
  );
}

const mobileFeatures = ['path.phone.calculator', 'path.phone.price', 'path.phone.storage', 'path.phone.touch'] as const;

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
  const t = useT();
  return (
    <div className="lg:hidden">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" className="w-full justify-between">
            <span className="flex items-center gap-2">
              {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
              {open ? t('path.close') : t('path.explore')}
            </span>
            <span className="text-xs text-muted-foreground">{t(`path.tab.${activeTab}`)}</span>
          </Button>
        </DialogTrigger>
        <SheetContent id="sections-drawer" aria-describedby="sections-drawer-description">
          <div className="flex items-center justify-between">
            <DialogTitle className="font-display text-xl">{t('path.explore')}</DialogTitle>
            <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
              <X aria-hidden="true" /> {t('path.close')}
            </Button>
          </div>
          <DialogDescription id="sections-drawer-description">{t('path.description')}</DialogDescription>
          <nav aria-label={t('path.sections')} className="space-y-5">
            {learningGroups.map((group) => (
              <div key={group.id}>
                <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {t(`path.group.${group.id}`)}
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
                              <span className="w-14 text-xs text-muted-foreground">
                                {tab.step === null ? t('path.support') : t('path.step', { step: tab.step })}
                              </span>
                              {t(`path.tab.${tab.id}`)}
                            </span>
                            {active ? <Badge>{t('path.active')}</Badge> : null}
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
              {t('path.onPhone')}
            </h3>
            <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {mobileFeatures.map((f) => (
                <li key={f}>{t(f)}</li>
              ))}
            </ul>
          </div>
        </SheetContent>
      </Dialog>
    </div>
  );
}
