import { Repeat } from 'lucide-react';

/** The Review card's title, also on the card's outline that /home shows until the card loads. */
export function ReviewCardHeading({ id }: { id?: string }) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-lg font-semibold leading-tight">
      <Repeat className="size-5 text-primary" aria-hidden="true" />
      Review
    </h2>
  );
}
