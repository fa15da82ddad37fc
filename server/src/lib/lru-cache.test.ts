import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache';

describe('createLruCache', () => {
  it('holds at most its capacity, dropping the least recently used', () => {
    const cache = createLruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('keeps falsy values, and makes a key written again the newest', () => {
    const cache = createLruCache<number | null>(2);
    cache.set('zero', 0);
    cache.set('none', null);
    cache.set('zero', 0);
    cache.set('new', 1);
    expect(cache.has('none')).toBe(false);
    expect(cache.get('zero')).toBe(0);
  });

  it('refuses a capacity that holds nothing', () => {
    expect(() => createLruCache(0)).toThrow(RangeError);
    expect(() => createLruCache(1.5)).toThrow(RangeError);
  });
});
