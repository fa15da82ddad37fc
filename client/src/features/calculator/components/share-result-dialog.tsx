import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT, type MessageId } from '@/i18n/i18n';
import type { ShareOutcome } from './share-result';

const outcomeText = {
  shared: 'calculator.share.shared',
  copied: 'calculator.share.copied',
  failed: 'calculator.share.failed',
} as const satisfies Record<ShareOutcome, MessageId>;

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
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" data-testid="share-result-dialog">
        <DialogHeader>
          <DialogTitle>{t('calculator.share.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('calculator.share.dialogText')}</DialogDescription>
        </DialogHeader>
        <p role="status" className="text-sm">
          {t(outcomeText[outcome])}
        </p>
        <div className="space-y-2">
          <Label htmlFor="share-result-link">{t('calculator.share.link')}</Label>
          <Input id="share-result-link" readOnly value={link} onFocus={(event) => event.target.select()} />
        </div>
        <img
          src={image}
          width={1200}
          height={630}
          className="h-auto w-full rounded-md border"
          alt={t('calculator.share.imageAlt')}
        />
      </DialogContent>
    </Dialog>
  );
}
