/** A compressed encoding the server sends: brotli or gzip. */
export type Encoding = 'br' | 'gzip';

/** Brotli when the client takes it, else gzip, else none (q=0 refuses an encoding). */
export function chooseEncoding(acceptEncoding: string | undefined, available: Set<Encoding>): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (available.has('br') && takes('br')) return 'br';
  if (available.has('gzip') && takes('gzip')) return 'gzip';
  return null;
}
