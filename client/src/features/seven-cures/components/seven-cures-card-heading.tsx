import { ScrollText } from 'lucide-react';
import { useT } from '@/i18n/i18n';
import { useCuresMessages } from '../hooks/use-cures-messages';

/** The Seven Cures card's title, also on the card's outline that /home shows until the card loads. */
export function SevenCuresCardHeading({ id }: { id?: string }) {
  const t = useT();
  const ready = useCuresMessages();
  return (
    <h2 id={id} className="flex items-center gap-2 text-lg font-semibold leading-tight">
      <ScrollText className="size-5 text-primary" aria-hidden="true" />
      {ready ? t('cures.title') : null}
    </h2>
  );
}
