/**
 * Where to go after signing in: the page the learner asked for, carried in `?next=`. Only a path on
 * this site is accepted (never another origin, a protocol-relative '//host' or a backslash trick),
 * and never the sign-in screen itself; anything else is refused and the caller falls back to '/'.
 */
const BASE = 'https://arkad.invalid';

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007F\\]/;

export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || UNSAFE_CHARACTERS.test(next)) return null;
  let url: URL;
  let decodedPath: string;
  try {
    url = new URL(next, BASE);
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (url.origin !== BASE || UNSAFE_CHARACTERS.test(decodedPath)) return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The safe `next` of a query string ('mode=signin&next=%2Fsettings'), or null. */
export function returnPathFromSearch(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get('next'));
}
