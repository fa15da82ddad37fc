import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currencyCodes } from '@shared/domain/fx-currencies';
import { parseRateTable } from '@shared/domain/fx-rates';
import { loadFxRates, RATES_CSV_PATH } from './fx-rates';

// The bundled rates (server/data/usd-rates.csv, a copy of shared/data/fx/usd-rates.csv) and the
// per-currency series the server derives from them.

describe('server/data/usd-rates.csv', () => {
  const text = readFileSync(RATES_CSV_PATH, 'utf8');
  const table = parseRateTable(text);

  it('has a column for every offered currency but USD, on 4,041 ECB business days to 2026-04-13', () => {
    const header = text.split('\n')[0]?.split(',') ?? [];
    expect(header[0]).toBe('date');
    expect([...header.slice(1)].sort()).toEqual(currencyCodes.filter((code) => code !== 'USD').sort());
    expect(table.days).toHaveLength(4041);
    const fx = loadFxRates();
    expect(fx.countableUntil('gbp')).toBe('2026-04-13');
    expect(fx.countableUntil('usd')).toBeNull();
  });

  it('gives the rule’s rate around Easter 2026 and the year end 2025', () => {
    const fx = loadFxRates();
    // Thursday 2026-04-02's rate from Good Friday to Easter Monday; Tuesday's own after.
    for (const day of ['2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05', '2026-04-06'])
      expect(fx.rateOnDay('jpy', day)).toBe(159.601);
    expect(fx.rateOnDay('jpy', '2026-04-07')).toBe(159.843);
    // 2025-12-24 (Wednesday) covers Christmas and Boxing Day; 2025-12-31 covers New Year's Day.
    expect(fx.rateOnDay('eur', '2025-12-26')).toBe(fx.rateOnDay('eur', '2025-12-24'));
    expect(fx.rateOnDay('eur', '2026-01-01')).toBe(fx.rateOnDay('eur', '2025-12-31'));
    expect(fx.rateOnDay('eur', '2026-04-14')).toBeNull();
    expect(fx.rateOnDay('usd', '2026-12-07')).toBe(1);
  });

  it('derives one series per currency on first use, and keeps no more than one each', () => {
    const fx = loadFxRates();
    expect(fx.memory()).toEqual({ currencies: 0, bytes: 0 });
    fx.rateOnDay('gbp', '2020-01-01');
    fx.rateOnDay('gbp', '2021-01-01');
    // 2012-01-01 .. 2026-04-13: 5,217 days x 8 bytes.
    expect(fx.memory()).toEqual({ currencies: 1, bytes: 5217 * 8 });
    for (const code of currencyCodes) fx.rateOnDay(code.toLowerCase() as 'gbp', '2020-01-01');
    expect(fx.memory()).toEqual({ currencies: 27, bytes: 27 * 5217 * 8 });
  });
});
