import { describe, expect, it } from 'vitest';
import { cn, prepareClassMerging } from './cn';

describe('cn', () => {
  it('lets a later class of the same group win, before and after the merger is prepared', async () => {
    expect(cn('px-2 py-1', 'px-4', null)).toBe('py-1 px-4');
    await prepareClassMerging();
    expect(cn('h-9 text-sm', { 'h-auto': true, 'p-0': false })).toBe('text-sm h-auto');
  });
});
