import type { ReactNode } from 'react';
import {
  FX_RATES_LAST_DAY,
  PRICE_DATA_ATTRIBUTION,
  PRICE_DATA_FIRST_DAY,
  PRICE_DATA_LAST_BUNDLED_DAY,
  PRICE_DATA_LICENCE,
  PRICE_DATA_SOURCE,
} from '@shared/domain/price-data';
import { Trans } from '@/i18n/trans';

/** Parts of the attribution that link to their page: the data set's title and its licence. */
const LINKS = [
  { text: PRICE_DATA_SOURCE.title, url: PRICE_DATA_SOURCE.url },
  { text: PRICE_DATA_LICENCE.name, url: PRICE_DATA_LICENCE.url },
];

const linkClass = 'text-primary underline';

/** The English attribution as written (the Terms, which stay English), its title and licence linked. */
function EnglishCredit() {
  const parts: ReactNode[] = [];
  let rest = PRICE_DATA_ATTRIBUTION;
  for (const link of LINKS) {
    const at = rest.indexOf(link.text);
    if (at < 0) continue;
    parts.push(
      rest.slice(0, at),
      <a key={link.url} href={link.url} rel="noopener" className={linkClass}>
        {link.text}
      </a>,
    );
    rest = rest.slice(at + link.text.length);
  }
  parts.push(rest);
  return <>{parts}</>;
}

/**
 * The bundled prices' attribution (shared/domain/price-data.ts) with the data set's title and the
 * licence linked, as CC BY-SA 4.0 asks wherever the prices are credited. In the page's language
 * (the calculator area's message: the calculator and a shared result), the names, the title and the
 * licence exactly as the source gives them; `english` for a page that stays English (the Terms).
 */
export function PriceDataCredit({ english = false }: { english?: boolean }) {
  if (english) return <EnglishCredit />;
  return (
    <Trans
      id="calculator.priceCredit"
      values={{
        first: PRICE_DATA_FIRST_DAY,
        last: PRICE_DATA_LAST_BUNDLED_DAY,
        fxLast: FX_RATES_LAST_DAY,
        title: PRICE_DATA_SOURCE.title,
        licence: PRICE_DATA_LICENCE.name,
      }}
      components={{
        0: <a href={PRICE_DATA_SOURCE.url} rel="noopener" className={linkClass} />,
        1: <a href={PRICE_DATA_LICENCE.url} rel="noopener" className={linkClass} />,
      }}
    />
  );
}
