import { describe, expect, it } from 'vitest';
import { analyticsBatchSchema, analyticsEventSchema } from './analytics';

describe('analytics events', () => {
  it('keeps only the properties listed for each event', () => {
    expect(
      analyticsEventSchema.parse({
        name: 'strategy_toggle',
        properties: { strategyId: 'dca', selected: false, path: '/compare', email: 'ada@example.com' },
      }),
    ).toEqual({ name: 'strategy_toggle', properties: { strategyId: 'dca', selected: false, path: '/compare' } });
    expect(analyticsEventSchema.parse({ name: 'login' })).toEqual({ name: 'login', properties: {} });
  });

  it('refuses an unknown name', () => {
    const parsed = analyticsEventSchema.safeParse({ name: 'purchase', properties: {} });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/^name must be one of page_view, login/);
  });

  it('needs a page view path, without query string or fragment', () => {
    expect(analyticsEventSchema.safeParse({ name: 'page_view' }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ name: 'page_view', properties: { path: '/auth?token=abc' } }).success).toBe(
      false,
    );
    expect(analyticsEventSchema.safeParse({ name: 'page_view', properties: { path: '/home#x' } }).success).toBe(false);
    expect(analyticsEventSchema.parse({ name: 'page_view', properties: { path: '/home', tab: 'calculator' } })).toEqual(
      { name: 'page_view', properties: { path: '/home', tab: 'calculator' } },
    );
  });

  it('checks the values of a DCA calculation and a strategy toggle', () => {
    expect(
      analyticsEventSchema.safeParse({ name: 'dca_calculation', properties: { frequency: 'hourly', currency: 'usd' } })
        .success,
    ).toBe(false);
    expect(
      analyticsEventSchema.safeParse({ name: 'strategy_toggle', properties: { strategyId: 'x', selected: true } })
        .success,
    ).toBe(false);
  });

  it('says where an upgrade click happened, from the known places only', () => {
    expect(
      analyticsEventSchema.parse({ name: 'upgrade_click', properties: { source: 'settings', path: '/settings' } }),
    ).toEqual({ name: 'upgrade_click', properties: { source: 'settings', path: '/settings' } });
    expect(analyticsEventSchema.safeParse({ name: 'upgrade_click', properties: {} }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ name: 'upgrade_click', properties: { source: 'banner' } }).success).toBe(
      false,
    );
  });

  it('takes from 1 to 50 events in a batch', () => {
    const login = { name: 'login', properties: {} };
    expect(analyticsBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: Array(50).fill(login) }).success).toBe(true);
    expect(analyticsBatchSchema.safeParse({ events: Array(51).fill(login) }).success).toBe(false);
  });
});
