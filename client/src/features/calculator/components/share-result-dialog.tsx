import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ShareOutcome } from './share-result';

const outcomeText: Record<ShareOutcome, string> = {
  shared: 'The link went to the app you chose.',
  copied: 'The link is copied.',
  failed: 'Copying did not work here. Select the link below and copy it (Ctrl+C, Cmd+C, or a long press on a phone).',
};

/** The Share dialog of a calculator result (loaded when first opened): the link and its image. */
export default function ShareResultDialog({
  open,
  onOpenChange,
  outcome,
  link,
  image,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  outcome: ShareOutcome;
  link: string;
  image: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" data-testid="share-result-dialog">
        <DialogHeader>
          <DialogTitle>Share this result</DialogTitle>
          <DialogDescription>
            The link opens this calculation, read-only, without an account; chat apps show it with the image below. It
            is a past result on stored daily closes, not a forecast and not advice.
          </DialogDescription>
        </DialogHeader>
        <p role="status" className="text-sm">
          {outcomeText[outcome]}
        </p>
        <div className="space-y-2">
          <Label htmlFor="share-result-link">Link</Label>
          <Input id="share-result-link" readOnly value={link} onFocus={(event) => event.target.select()} />
        </div>
        <img
          src={image}
          width={1200}
          height={630}
          className="h-auto w-full rounded-md border"
          alt="The share card: every plan of the link, each with its inputs, dates, return in percent and the bitcoin it bought."
        />
      </DialogContent>
    </Dialog>
  );
}
