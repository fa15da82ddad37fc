import { describe, expect, it } from 'vitest';
import { returnPathFromSearch, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/settings', '/settings'],
    ['/settings?section=preferences', '/settings?section=preferences'],
    ['/home?tab=calculator#results', '/home?tab=calculator#results'],
    ['/compare', '/compare'],
  ])('keeps the same-origin path %s', (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'settings',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/settings',
    'javascript:alert(1)',
    '/%0d%0aLocation:evil',
    ' /settings',
    '/\tsettings',
    // Back to the sign-in screen itself would loop.
    '/auth',
    '/auth?mode=signup',
  ])('refuses %j', (next) => {
    expect(safeReturnPath(next)).toBeNull();
  });

  it('reads ?next= from a query string', () => {
    expect(returnPathFromSearch('mode=signup&next=%2Fsettings%3Fsection%3Dsecurity')).toBe(
      '/settings?section=security',
    );
    expect(returnPathFromSearch('next=%2F%2Fevil.example')).toBeNull();
    expect(returnPathFromSearch('mode=signin')).toBeNull();
  });
});
