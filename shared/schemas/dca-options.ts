/**
 * The DCA calculator's frequencies and periods, alone: the analytics schema (on every page's first
 * load) names the frequencies without loading the calculator's request and result schemas.
 */

export const dcaFrequencies = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export type DcaFrequency = (typeof dcaFrequencies)[number];

/** 3 months, 6 months and 1 year, plus the longer ones, 'since 2012' (all) and a custom start date. */
export const dcaTimeframes = ['3months', '6months', '1year', '2years', '4years', '5years', 'all', 'custom'] as const;
export type DcaTimeframe = (typeof dcaTimeframes)[number];
