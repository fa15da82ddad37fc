import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { createTreasuryStore, pendingChanges } from './treasury-store';

describe('createTreasuryStore', () => {
  it('starts with the 1,000 default goal and no entries when nothing is saved', () => {
    expect(createTreasuryStore(localStorage).read()).toEqual({ targetAmount: 1000, targetDate: null, entries: [] });
  });

  it('gives older entries a clientId once and saves it, so every later read has the same one', () => {
    localStorage.setItem(
      storageKeys.treasuryGoal,
      JSON.stringify({
        targetAmount: 5000,
        entries: [{ month: 'Jan', amount: 33.333, date: 'Tue Jan 06 2026 10:00:00 GMT+0000' }],
      }),
    );
    let n = 0;
    const store = createTreasuryStore(localStorage, () => `00000000-0000-4000-8000-00000000000${++n}`);
    const first = store.read();
    expect(first.entries).toEqual([
      // Rounded to the cent; the date read as ISO.
      {
        month: 'Jan',
        amount: 33.33,
        date: '2026-01-06T10:00:00.000Z',
        clientId: '00000000-0000-4000-8000-000000000001',
      },
    ]);
    expect(pendingChanges(first)).toBe(1);
    const again = createTreasuryStore(localStorage, () => 'never-used').read();
    expect(again.entries[0]?.clientId).toBe('00000000-0000-4000-8000-000000000001');
  });

  it('drops an entry that cannot be used, with a warning, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(
      storageKeys.treasuryGoal,
      JSON.stringify({
        entries: [
          { month: '', amount: 5, date: '2026-01-01T00:00:00.000Z' },
          { month: 'Feb', amount: -5, date: '2026-02-01T00:00:00.000Z' },
          { month: 'Mar', amount: 5, date: 'not a date' },
          { month: 'Apr', amount: 5, date: '2026-04-01T00:00:00.000Z' },
        ],
      }),
    );
    expect(
      createTreasuryStore(localStorage)
        .read()
        .entries.map((entry) => entry.month),
    ).toEqual(['Apr']);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it.each([['not json'], ['"a string"'], ['{"entries": {"month": "Jan"}}'], ['null']])(
    'ignores %s with a warning and starts empty',
    (text) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      localStorage.setItem(storageKeys.treasuryGoal, text);
      expect(createTreasuryStore(localStorage).read()).toEqual({ targetAmount: 1000, targetDate: null, entries: [] });
      expect(warn).toHaveBeenCalledOnce();
    },
  );
});
