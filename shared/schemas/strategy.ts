import { z } from 'zod';
import { formatWholeDollars } from '../domain/format';

/** The eight built-in strategies, in display order: foundational, growth, advanced. */
export const strategyIds = [
  'dca',
  'value-averaging',
  'stacking-sats',
  'strategic-dip-buying',
  'bitcoin-mining',
  'lightning-earning',
  'options-strategies',
  'business-treasury',
] as const;
export const strategyIdSchema = z.enum(strategyIds);
export type StrategyId = z.infer<typeof strategyIdSchema>;

export const strategyCategoryValues = ['foundational', 'growth', 'advanced'] as const;
export const strategyCategorySchema = z.enum(strategyCategoryValues);
export type StrategyCategory = z.infer<typeof strategyCategorySchema>;

export const timeCommitmentValues = ['low', 'medium', 'high'] as const;
export const timeCommitmentSchema = z.enum(timeCommitmentValues);
export type TimeCommitment = z.infer<typeof timeCommitmentSchema>;

/**
 * The lucide-react icons the strategies use, by their export name. shared/ cannot import React, so
 * the client maps each name to its component with
 * `satisfies Record<StrategyIconName, LucideIcon>`; strategies.test.ts also checks every name is
 * exported by the installed lucide-react.
 */
export const strategyIconNames = [
  'CalendarSync',
  'Scale',
  'Coins',
  'TrendingDown',
  'Pickaxe',
  'Zap',
  'ChartCandlestick',
  'Landmark',
] as const;
export const strategyIconSchema = z.enum(strategyIconNames);
export type StrategyIconName = z.infer<typeof strategyIconSchema>;

const text = z.string().trim().min(1);
const textList = z.array(text).min(1);
/** The 1-5 rating scales: riskLevel, complexity, potentialReturn, passiveLevel. */
const oneToFive = z.number().int().min(1).max(5);

export const strategySchema = z
  .strictObject({
    id: strategyIdSchema,
    name: text,
    category: strategyCategorySchema,
    riskLevel: oneToFive,
    complexity: oneToFive,
    timeCommitment: timeCommitmentSchema,
    /** Display text, whole dollars with thousands commas ('$1,000'). */
    minInvestment: z.string().regex(/^\$\d{1,3}(,\d{3})*$/, 'Minimum investment is dollar text such as $1,000'),
    /** The same amount as a number, for the wizard's investment rules. */
    minInvestmentUsd: z.number().int().positive(),
    potentialReturn: oneToFive,
    passiveLevel: oneToFive,
    /** One sentence naming the principle from Clason's book the strategy puts into practice. */
    babylonianPrinciple: text,
    description: text,
    whyItMatters: text,
    pros: textList,
    cons: textList,
    bestFor: textList,
    /** How-to steps, in order. */
    implementation: textList,
    iconName: strategyIconSchema,
  })
  .refine((strategy) => formatWholeDollars(strategy.minInvestmentUsd) === strategy.minInvestment, {
    path: ['minInvestmentUsd'],
    message: 'minInvestmentUsd must be the amount minInvestment shows',
  });
export type Strategy = z.infer<typeof strategySchema>;

/** The full list: ids unique. */
export const strategyListSchema = z.array(strategySchema).superRefine((strategies, ctx) => {
  const seen = new Set<string>();
  strategies.forEach((strategy, index) => {
    if (seen.has(strategy.id)) {
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `Duplicate strategy id "${strategy.id}"` });
    }
    seen.add(strategy.id);
  });
});

/** The Strategies screen's tabs; Foundational is the default. */
export const strategyTabValues = ['foundational', 'growth', 'advanced', 'all'] as const;
export const strategyTabSchema = z.enum(strategyTabValues);
export type StrategyTab = z.infer<typeof strategyTabSchema>;
