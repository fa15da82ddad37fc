import { useT } from '@/i18n/i18n';
import { BookOpen, ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const tips = [
  { title: 'treasury.guide.tip1.title', text: 'treasury.guide.tip1.text' },
  { title: 'treasury.guide.tip2.title', text: 'treasury.guide.tip2.text' },
  { title: 'treasury.guide.tip3.title', text: 'treasury.guide.tip3.text' },
  { title: 'treasury.guide.tip4.title', text: 'treasury.guide.tip4.text' },
] as const;

/** The beginner's guide: shown at first, hidden and shown again with one button. */
export function TreasuryGuide() {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  const t = useT();
  return (
    <Card className="bg-secondary/40">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-base sm:text-lg">
          <BookOpen className="size-5 text-primary" aria-hidden="true" />
          {t('treasury.guide.title')}
        </CardTitle>
        <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={contentId} onClick={() => setOpen(!open)}>
          {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          {open ? t('treasury.guide.hide') : t('treasury.guide.show')}
        </Button>
      </CardHeader>
      {open ? (
        <CardContent id={contentId}>
          <ol className="grid gap-3 sm:grid-cols-2">
            {tips.map((tip, index) => (
              <li key={tip.title} className="flex gap-3 rounded-lg bg-card p-3">
                <span
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-medium">{t(tip.title)}</p>
                  <p className="text-sm text-muted-foreground">{t(tip.text)}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-3 text-xs text-muted-foreground">{t('treasury.guide.note')}</p>
        </CardContent>
      ) : null}
    </Card>
  );
}
