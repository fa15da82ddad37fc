/**
 * Where each kind of passage sits on its screen: the anchor ids and addresses a lesson link opens
 * (./passages resolves a reference to one of them). No imports, so a screen can mark its passages
 * without loading the texts behind them.
 */

/** A learning-path tab opened at one of its anchors: `/home?tab=<tab>&section=<anchor>`. */
export const passageHref = (tab: string, anchor: string): string =>
  `/home?tab=${tab}&section=${encodeURIComponent(anchor)}`;

/** The Guide's hero (its title, introduction and the book's quotation). */
export const GUIDE_HERO_ANCHOR = 'guide-hero';
/** A cure's or a law's card on the Guide screen. */
export const cureAnchor = (number: number): string => `guide-cure-${number}`;
export const lawAnchor = (number: number): string => `guide-law-${number}`;
/** A strategy's card on the Strategies screen; opening it opens its Learn More dialog. */
export const STRATEGY_ANCHOR_PREFIX = 'strategy-';
export const strategyAnchor = (id: string): string => `${STRATEGY_ANCHOR_PREFIX}${id}`;
/** The heading of the Security Assessment's comparison of the four levels, and of each level in it. */
export const SECURITY_LEVELS_ANCHOR = 'security-levels-title';
export const securityLevelAnchor = (level: string): string => `security-level-${level}`;
/** A story from Babylon: its own page. */
export const parableHref = (id: string): string => `/stories/${encodeURIComponent(id)}`;
