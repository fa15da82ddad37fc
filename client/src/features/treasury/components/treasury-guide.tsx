import { BookOpen, ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const tips = [
  {
    title: 'Pay yourself first',
    text: 'Arkad’s first rule: of every ten coins you earn, keep at least one. Set your savings aside when money comes in, before spending.',
  },
  {
    title: 'Choose a goal you can reach',
    text: 'A first goal of about 1,000 US dollars, or the same in your currency (the first goal offered), is a fine start. Reaching it builds the habit; you can raise the goal afterwards.',
  },
  {
    title: 'Log every month',
    text: 'Write down what you saved each month, even a small amount. Seeing the milestones light up keeps you going.',
  },
  {
    title: 'Protect what you save',
    text: 'A treasury is only yours if it is kept safe. Step 8, Security Assessment, explains the ways to store bitcoin securely.',
  },
] as const;

/** The beginner's guide: shown at first, hidden and shown again with one button. */
export function TreasuryGuide() {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  return (
    <Card className="bg-secondary/40">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-base sm:text-lg">
          <BookOpen className="size-5 text-primary" aria-hidden="true" />
          Beginner’s Guide to Your Treasury
        </CardTitle>
        <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={contentId} onClick={() => setOpen(!open)}>
          {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          {open ? 'Hide guide' : 'Show guide'}
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
                  <p className="font-medium">{tip.title}</p>
                  <p className="text-sm text-muted-foreground">{tip.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-3 text-xs text-muted-foreground">
            The BTC and sats figures show what an amount equals at the price shown; they are for learning, not a
            recommendation to buy.
          </p>
        </CardContent>
      ) : null}
    </Card>
  );
}
