import { ScrollText } from 'lucide-react';

/** The Seven Cures card's title, also on the card's outline that /home shows until the card loads. */
export function SevenCuresCardHeading({ id }: { id?: string }) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-lg font-semibold leading-tight">
      <ScrollText className="size-5 text-primary" aria-hidden="true" />
      The Seven Cures in practice
    </h2>
  );
}
