import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { betaDaysRemaining } from '@shared/domain/beta';
import type { BetaConfig } from '@shared/schemas/beta';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatBetaEndDate } from '@/entities/beta/api/beta-config';
import { useLanguage, useT } from '@/i18n/i18n';
import { useBetaMessages } from '../hooks/use-beta-messages';

/** 'Copied' turns back into 'Copy' after this long. */
export const COPIED_RESET_MS = 2000;

/** The invitation: the sign-up page of this very deployment. */
export function inviteLink(origin: string): string {
  return `${origin}/auth?mode=signup`;
}

/** The Share Beta Access dialog (loaded when first opened). */
export default function ShareDialog({
  open,
  onOpenChange,
  config,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  config: BetaConfig;
}) {
  const t = useT();
  const language = useLanguage();
  const ready = useBetaMessages();
  const link = inviteLink(window.location.origin);
  const days = betaDaysRemaining(config, new Date());
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyFailed(false);
      setCopied(true);
    } catch (error) {
      // Logged only; the link is selected so it can be copied by hand.
      console.warn('Copying the beta invitation link failed', error);
      setCopyFailed(true);
      input.current?.focus();
      input.current?.select();
    }
  };

  if (!ready) return null;
  const date = formatBetaEndDate(config.betaEndDate, language);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('beta.share.title')}</DialogTitle>
          <DialogDescription>
            {days > 0 ? t('beta.share.description', { date, days }) : t('beta.share.descriptionLastDay', { date })}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor="beta-invite-link">{t('beta.share.link')}</Label>
          <div className="flex gap-2">
            <Input id="beta-invite-link" ref={input} readOnly value={link} onFocus={(event) => event.target.select()} />
            <Button onClick={() => void copy()} aria-live="polite" className="min-w-24">
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? t('beta.share.copied') : t('beta.share.copy')}
            </Button>
          </div>
          {copyFailed ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t('beta.share.copyFailed')}
            </p>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
