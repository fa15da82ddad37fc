/**
 * A bounded map in least-recently-used order: reading or writing a key makes it the newest, and
 * writing past `capacity` drops the oldest. A Map keeps insertion order, so the oldest is its first
 * key and each operation is O(1).
 */
export function createLruCache<V>(capacity: number) {
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a whole number from 1');
  const entries = new Map<string, V>();
  return {
    /** The value, made the newest; undefined when not held. */
    get(key: string): V | undefined {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key) as V;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    has(key: string): boolean {
      return entries.has(key);
    },
    /** Holds the value as the newest, dropping the oldest past capacity. */
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > capacity) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    get size(): number {
      return entries.size;
    },
  };
}
