import type { ReactNode } from 'react';
import { PRICE_DATA_ATTRIBUTION, PRICE_DATA_LICENCE, PRICE_DATA_SOURCE } from '@shared/domain/price-data';

/** Parts of the attribution that link to their page: the data set's title and its licence. */
const LINKS = [
  { text: PRICE_DATA_SOURCE.title, url: PRICE_DATA_SOURCE.url },
  { text: PRICE_DATA_LICENCE.name, url: PRICE_DATA_LICENCE.url },
];

/**
 * The bundled prices' attribution (shared/domain/price-data.ts) with the data set's title and the
 * licence linked, as CC BY-SA 4.0 asks wherever the prices are credited.
 */
export function PriceDataCredit() {
  const parts: ReactNode[] = [];
  let rest = PRICE_DATA_ATTRIBUTION;
  for (const link of LINKS) {
    const at = rest.indexOf(link.text);
    if (at < 0) continue;
    parts.push(
      rest.slice(0, at),
      <a key={link.url} href={link.url} rel="noopener" className="text-primary underline">
        {link.text}
      </a>,
    );
    rest = rest.slice(at + link.text.length);
  }
  parts.push(rest);
  return <>{parts}</>;
}
