import { describe, expect, it } from 'vitest';
import { isSpaRoute, spaRoutes } from './spa-routes';

describe('isSpaRoute', () => {
  it('knows every route of the app, as the router matches them', () => {
    for (const path of Object.values(spaRoutes)) expect(isSpaRoute(path), path).toBe(true);
    expect(isSpaRoute('/home/')).toBe(true);
    expect(isSpaRoute('/Settings')).toBe(true);
    expect(isSpaRoute('/certificate/q9XbW3n5T0yZk1Lr8cVd2A')).toBe(true);
  });

  it('knows no other path', () => {
    for (const path of [
      '/no-such-page',
      '/sitemap.xml',
      '/home/extra',
      '/subscription/other',
      '/homes',
      '/certificate',
      '/certificate/',
      '/certificate/a/b',
    ]) {
      expect(isSpaRoute(path), path).toBe(false);
    }
  });
});
