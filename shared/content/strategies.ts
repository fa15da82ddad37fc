import type { Language } from '../i18n/languages';
import type { Strategy, StrategyCategory, StrategyId, StrategyTab } from '../schemas/strategy';
import { EDUCATIONAL_DISCLAIMER } from './guide';

/**
 * The eight built-in strategies, in display order: foundational, growth, advanced. The numbers
 * (risk, complexity, time, minimum, return, passive level) are the product's fixed ratings; the
 * words are our own educational writing. None of it is financial advice or a price prediction.
 */
export const strategies: readonly Strategy[] = [
  {
    id: 'dca',
    name: 'Dollar-Cost Averaging',
    category: 'foundational',
    riskLevel: 2,
    complexity: 1,
    timeCommitment: 'low',
    minInvestment: '$10',
    minInvestmentUsd: 10,
    potentialReturn: 3,
    passiveLevel: 5,
    babylonianPrinciple:
      'Start thy purse to fattening: set aside a fixed part of all you earn, every time you are paid, before you spend on anything else.',
    description:
      'Buy a fixed dollar amount of bitcoin on a fixed schedule, such as $25 every week, whatever the price. When the price is low your money buys more sats, when it is high it buys fewer, so your average cost smooths out over time.',
    whyItMatters:
      'It turns saving into a habit that needs no forecasts. Because you never have to decide whether today is a good day to buy, it rules out one of the beginner mistakes the Guide describes, trying to time the market, and keeps fear and excitement out of the decision.',
    pros: [
      'Needs no price predictions or chart reading',
      'Can be automated on most exchanges and brokerages',
      'Smooths your average purchase price across good and bad months',
      'Can start with small amounts, from about $10',
      'Builds a saving habit that lasts',
    ],
    cons: [
      'In a steadily rising market, one early lump sum would have bought more bitcoin',
      'Many small purchases can cost more in fees as a share of each buy; compare fee schedules',
      'Bitcoin left on the exchange after each purchase carries custody risk until you withdraw it',
      'It does not protect you from a long fall in price',
    ],
    bestFor: [
      'Beginners building their first bitcoin savings',
      'People with a regular income who want a set-and-forget plan',
      'Anyone who finds price swings stressful',
    ],
    implementation: [
      'Work out an amount you can set aside every period without touching your emergency fund or bills: money you will not need for many years and could lose without hardship.',
      'Choose a reputable, regulated exchange or broker available in your country and compare its fees for recurring buys.',
      'Set up a recurring purchase, weekly or monthly, timed to follow your payday.',
      'Withdraw your bitcoin to a wallet you control on a regular schedule, for example once the balance is large enough that the network fee is a small part of it.',
      'Keep a record of each purchase (date, amount, price) for your cost basis and taxes.',
      'Review the plan once or twice a year, not every time the price moves.',
    ],
    iconName: 'CalendarSync',
  },
  {
    id: 'value-averaging',
    name: 'Value Averaging',
    category: 'foundational',
    riskLevel: 3,
    complexity: 3,
    timeCommitment: 'medium',
    minInvestment: '$50',
    minInvestmentUsd: 50,
    potentialReturn: 4,
    passiveLevel: 3,
    babylonianPrinciple:
      'Control thy expenditures: each purchase follows a plan set in advance, so what you buy is decided by your budget and your rules, not by your mood or the headlines.',
    description:
      'Instead of buying a fixed amount, you set a target for what your holding should be worth each month, for example $100 more every month, and buy whatever it takes to reach it. When the price has fallen you buy more; when it has risen you buy less, or nothing.',
    whyItMatters:
      'It builds in the discipline to buy more when prices are low and less when they are high, without guessing where the price goes next. Michael Edleson set the method out in his book Value Averaging as a refinement of dollar-cost averaging.',
    pros: [
      'Buys more when prices fall and less when they rise, by rule rather than by feel',
      'Over volatile periods it often ends with a lower average cost than plain dollar-cost averaging',
      'Gives a clear target path to measure your progress against',
      'Still needs no price forecasts',
    ],
    cons: [
      'Needs a calculation and a manual purchase every month',
      'A deep fall can demand far more cash than you planned, so you need a reserve or a monthly cap',
      'Harder to automate than a fixed recurring buy',
      'The strict version sells when you are above target, which can create taxable events',
    ],
    bestFor: [
      'Savers who already practise dollar-cost averaging and want more structure',
      'People with a cash buffer that can absorb larger purchases in down months',
      'Anyone comfortable keeping a simple spreadsheet',
    ],
    implementation: [
      'Choose how fast the value of your holding should grow, for example $100 more each month, so the target is $100 after month 1, $200 after month 2, and so on.',
      'Set a monthly maximum you will never exceed, and keep a cash reserve for months when the price has fallen.',
      'Each month, multiply your bitcoin balance by the current price to find what it is worth.',
      'Subtract that value from this month’s target: the difference is what you buy. If the target is $300 and your bitcoin is worth $240, you buy $60. If the difference is zero or negative, the buy-only version buys nothing.',
      'Cap the purchase at your monthly maximum and record it.',
      'Check the target path once a year so it still fits your income.',
    ],
    iconName: 'Scale',
  },
  {
    id: 'stacking-sats',
    name: 'Stacking Sats',
    category: 'foundational',
    riskLevel: 1,
    complexity: 1,
    timeCommitment: 'low',
    minInvestment: '$1',
    minInvestmentUsd: 1,
    potentialReturn: 2,
    passiveLevel: 4,
    babylonianPrinciple:
      'Wealth grows from a small seed: Arkad’s fortune began with the part of each wage he refused to spend, and every sat you keep is such a seed.',
    description:
      'Collecting small amounts of bitcoin, counted in satoshis (1 sat = 0.00000001 BTC), whenever you can: spare change, round-ups, rewards and small regular buys. What matters is not the size of any one purchase but a stack that keeps growing.',
    whyItMatters:
      'Thinking in sats removes the false idea that you must buy a whole bitcoin. Small amounts you actually save beat large amounts you only plan to save, and the habit of growing a stack is the foundation for every other strategy.',
    pros: [
      'Starts from about $1, so anyone can begin',
      'The simplest strategy: no schedules or formulas to follow',
      'Makes saving feel rewarding and visible',
      'Works with round-up and rewards apps where they are available',
    ],
    cons: [
      'Very small purchases can lose a large share to fees and spreads',
      'Irregular buying is easy to forget without a reminder',
      'Small balances spread across several apps are costly to withdraw',
      'Growth is slow while the amounts stay tiny',
    ],
    bestFor: ['Complete beginners', 'People on a tight budget', 'Young savers, and families teaching children to save'],
    implementation: [
      'Learn the unit: 100,000,000 sats make one bitcoin, so even $10 buys a meaningful number of sats.',
      'Pick one low-fee way to buy small amounts, and check its fees and spreads first.',
      'Add small, regular triggers: a weekly buy, rounding up your purchases, or moving the money you saved by skipping a purchase.',
      'Track your stack in sats rather than dollars, to keep your attention on accumulation.',
      'Once your balance is worth withdrawing, move it to a wallet you control and write its seed phrase down offline.',
    ],
    iconName: 'Coins',
  },
  {
    id: 'strategic-dip-buying',
    name: 'Strategic Dip Buying',
    category: 'growth',
    riskLevel: 4,
    complexity: 3,
    timeCommitment: 'medium',
    minInvestment: '$500',
    minInvestmentUsd: 500,
    potentialReturn: 5,
    passiveLevel: 2,
    babylonianPrinciple:
      'Make thy gold multiply, as a cautious owner does: idle savings are put to work, but only under rules decided in calm times.',
    description:
      'Keep a cash reserve and use it, by rules set in advance, when the price falls a set distance below its recent high: for example one slice at 20% down, another at 30% and another at 40%. It is usually run alongside a steady dollar-cost averaging plan, not instead of it.',
    whyItMatters:
      'Bitcoin has fallen more than 70% from a peak several times, for example in 2018 and 2022. Deciding in advance what you will do turns the most frightening moments into planned purchases instead of panic selling. But no one knows where a fall will end.',
    pros: [
      'Can lower your average cost if the price later recovers',
      'Rules written in advance reduce emotional decisions',
      'Gives a cash reserve a clear purpose',
      'Complements a steady dollar-cost averaging core',
    ],
    cons: [
      'A dip can keep falling well past your levels: there is no guaranteed bottom',
      'Cash waiting for a dip may never be used if the price keeps rising',
      'Needs monitoring or limit orders, and the discipline to follow your own rules',
      'Easily slides into market timing, the very mistake it is meant to avoid',
    ],
    bestFor: [
      'Savers who already practise dollar-cost averaging and hold a separate cash reserve',
      'People who can stay calm during sharp falls',
      'Learners ready to write down rules and follow them',
    ],
    implementation: [
      'Keep your regular dollar-cost averaging plan running: dip buying is an addition, not a replacement.',
      'Set aside a separate reserve you will not need for years. Never use your emergency fund.',
      'Write your rules down: how far below the recent high each purchase happens, and what share of the reserve each level uses.',
      'Place limit orders at those levels, or set price alerts, so you act by rule and not by feeling.',
      'After each purchase, withdraw to your own wallet as usual and record it.',
      'Review the rules once a year, never in the middle of a fall.',
    ],
    iconName: 'TrendingDown',
  },
  {
    id: 'bitcoin-mining',
    name: 'Bitcoin Mining',
    category: 'growth',
    riskLevel: 4,
    complexity: 4,
    timeCommitment: 'high',
    minInvestment: '$1,000',
    minInvestmentUsd: 1000,
    potentialReturn: 3,
    passiveLevel: 1,
    babylonianPrinciple:
      'Make thy gold multiply, but only in a trade you understand: Clason warns that gold slips away from those who put it into work they do not know.',
    description:
      'Running specialised mining machines (ASICs) that perform proof-of-work to secure the network, usually through a mining pool, and earning a share of the block rewards in bitcoin. Profit depends on your electricity price, the machine’s efficiency, the network’s total hash rate and the bitcoin price.',
    whyItMatters:
      'Mining is how new bitcoin is issued and how the network resists attack. Even a small setup teaches how blocks, difficulty adjustments and halvings work in practice. Every 210,000 blocks, roughly every four years, the new bitcoin paid per block halves, so efficiency matters more and more.',
    pros: [
      'Earns bitcoin directly instead of buying it',
      'Helps secure and decentralise the network',
      'Teaches practical, in-depth knowledge of how Bitcoin works',
      'In cold climates the machines’ heat can warm a room or water',
    ],
    cons: [
      'Often unprofitable at typical household electricity prices',
      'Machines are loud and hot, and lose value as more efficient models arrive',
      'The block subsidy halves every 210,000 blocks, and difficulty rises as more miners join',
      'Needs electrical know-how, space and ongoing maintenance',
      'Buying the same amount of bitcoin has often cost less than mining it',
    ],
    bestFor: [
      'People with access to cheap electricity',
      'Technically minded learners who want hands-on experience',
      'Those who can use the heat, such as for home heating in winter',
    ],
    implementation: [
      'Find your all-in electricity price per kilowatt-hour: it decides almost everything.',
      'Put a machine’s hash rate and power draw into a mining profitability calculator, and compare the result with simply buying bitcoin.',
      'Check your wiring, noise limits, ventilation and any local rules before buying hardware.',
      'Buy from a reputable seller, and join an established mining pool for small, steady payouts.',
      'Send payouts to a wallet you control, and keep records of income, costs and taxes.',
      'Re-run your numbers after difficulty adjustments (every 2,016 blocks, about two weeks) and before each halving.',
    ],
    iconName: 'Pickaxe',
  },
  {
    id: 'lightning-earning',
    name: 'Lightning Network Earning',
    category: 'growth',
    riskLevel: 3,
    complexity: 4,
    timeCommitment: 'medium',
    minInvestment: '$100',
    minInvestmentUsd: 100,
    potentialReturn: 3,
    passiveLevel: 2,
    babylonianPrinciple: 'Increase thy ability to earn: new skills, put to work, bring more gold into your purse.',
    description:
      'Earning sats on the Lightning Network, Bitcoin’s layer for fast payments: either by running a routing node that charges small fees for forwarding other people’s payments, or by being paid in sats for goods, services or content. Lightning payments settle in seconds off-chain, backed by bitcoin locked in channels.',
    whyItMatters:
      'It moves you from only buying bitcoin to earning it, and shows how Bitcoin handles everyday payments. Routing income is usually small; for most people the knowledge gained is the main return.',
    pros: [
      'Earn bitcoin rather than only buy it',
      'Fast, low-fee payments make tiny amounts practical',
      'Deepens your technical understanding of Bitcoin',
      'Accepting sats for your work can reach customers anywhere in the world',
    ],
    cons: [
      'Routing fees are usually small and uncertain compared with the bitcoin locked in channels',
      'A node’s funds sit in a hot wallet, online, which is riskier than cold storage',
      'Opening and closing channels costs on-chain fees, and channels need ongoing management',
      'Mistakes with channel backups can lose funds',
    ],
    bestFor: [
      'Technically curious users comfortable running software',
      'Creators, freelancers and merchants who can accept sats',
      'People who want to learn how Bitcoin payments scale',
    ],
    implementation: [
      'Start by using a Lightning wallet for small payments to learn how invoices and channels work.',
      'If you sell anything, try accepting Lightning payments for it.',
      'To route payments, run a node on dedicated hardware or a node software package, and fund it only with what you can afford to lose.',
      'Open a few channels to well-connected, reliable peers and set modest fees.',
      'Back up your seed phrase and your channel backups, and keep the node software up to date.',
      'Track the fees you earn against your on-chain costs, and treat the first months as tuition.',
    ],
    iconName: 'Zap',
  },
  {
    id: 'options-strategies',
    name: 'Options Strategies',
    category: 'advanced',
    riskLevel: 5,
    complexity: 5,
    timeCommitment: 'high',
    minInvestment: '$5,000',
    minInvestmentUsd: 5000,
    potentialReturn: 5,
    passiveLevel: 1,
    babylonianPrinciple:
      'Clason’s fifth law of gold warns that gold flees those who force it toward impossible earnings, and no strategy here risks that more than options traded with leverage.',
    description:
      'Using bitcoin options, contracts that give the right but not the obligation to buy (a call) or sell (a put) bitcoin at a set price by a set date, to protect a holding or to earn premium, for example by selling covered calls against bitcoin you already own.',
    whyItMatters:
      'Options show how professional markets price risk, and a protective put can put a floor under a large holding. They also include the fastest ways to lose money of anything on this list, so understanding them is protection in itself.',
    pros: [
      'Protective puts can limit losses on a holding you want to keep',
      'Selling covered calls can earn premium income',
      'Defined-risk positions let you know your worst case in advance',
      'Teaches how markets price volatility and risk',
    ],
    cons: [
      'Options you buy can expire worthless, losing the whole premium',
      'Selling options without cover can lose far more than the premium received',
      'A covered call can oblige you to sell your bitcoin if the price rises past the strike',
      'Needs a derivatives account, an understanding of margin and tax rules, and access varies by country',
      'Bitcoin held on a trading platform is not in your custody',
    ],
    bestFor: [
      'Experienced investors who already understand options in other markets',
      'Holders of a large position who want to hedge it',
      'Those with time to watch positions closely',
    ],
    implementation: [
      'Learn the basics first (calls, puts, strike, expiry, premium, and how volatility affects price), ideally by paper trading before using real money.',
      'Use a regulated venue available where you live, and read its margin and liquidation rules.',
      'Begin only with defined-risk positions, such as buying a protective put or selling a call fully covered by bitcoin you own.',
      'Size each position so the worst case is a loss you can accept. Do not sell uncovered options while learning.',
      'Write down the exit plan for each trade before you open it.',
      'Keep your long-term savings in your own wallet, away from the trading account.',
    ],
    iconName: 'ChartCandlestick',
  },
  {
    id: 'business-treasury',
    name: 'Business Treasury',
    category: 'advanced',
    riskLevel: 4,
    complexity: 4,
    timeCommitment: 'medium',
    minInvestment: '$10,000',
    minInvestmentUsd: 10000,
    potentialReturn: 4,
    passiveLevel: 3,
    babylonianPrinciple:
      'Guard thy treasures from loss: a written policy, shared control of the keys and careful custody protect a business’s reserves.',
    description:
      'A business holding part of its cash reserves in bitcoin under a written treasury policy that sets how much to hold, how it is bought, who controls the keys and how it is reported.',
    whyItMatters:
      'Companies face the same question as savers: how to keep reserves from losing purchasing power. Doing it well needs governance, accounting and custody that a personal plan does not, and it shows how Bitcoin is held at institutional scale.',
    pros: [
      'Can diversify reserves beyond cash alone',
      'A written policy brings discipline and transparency',
      'Multisig custody can require several officers to approve any spend',
      'Bitcoin received from customers can be held rather than converted',
    ],
    cons: [
      'Price swings hit the balance sheet and can strain working capital',
      'Needs board approval, and professional accounting and tax advice',
      'A custody mistake affects the whole company',
      'Reporting rules vary by country; in the US, FASB ASU 2023-08 requires crypto assets to be measured at fair value',
    ],
    bestFor: [
      'Business owners with reserves beyond several months of operating costs',
      'Companies that already accept bitcoin payments',
      'Boards willing to set and follow a written policy',
    ],
    implementation: [
      'Leave operating cash and the emergency reserve untouched; consider only true long-term reserves.',
      'Write a treasury policy: the maximum share of reserves, how purchases are made (for example by dollar-cost averaging), rebalancing rules and who may approve transactions.',
      'Get board or owner approval, and take professional accounting and tax advice.',
      'Choose custody: a multisig setup with keys held by different officers, or a qualified custodian, with a tested recovery procedure.',
      'Buy gradually as the policy says, and record every transaction for the accounts.',
      'Report holdings to stakeholders and review the policy at least once a year.',
    ],
    iconName: 'Landmark',
  },
];

const strategiesById = new Map<string, Strategy>(strategies.map((strategy) => [strategy.id, strategy]));

export function getStrategy(id: string): Strategy | undefined {
  return strategiesById.get(id);
}

export const strategyCategoryLabels: Record<StrategyCategory, string> = {
  foundational: 'Foundational',
  growth: 'Growth',
  advanced: 'Advanced',
};

/** The Strategies screen's tabs, in order. */
export const strategyTabs: ReadonlyArray<{ id: StrategyTab; label: string }> = [
  { id: 'foundational', label: 'Foundational' },
  { id: 'growth', label: 'Growth' },
  { id: 'advanced', label: 'Advanced' },
  { id: 'all', label: 'All Strategies' },
];
export const DEFAULT_STRATEGY_TAB: StrategyTab = 'foundational';

/** The strategies a tab shows, in table order: one category, or every strategy for 'all'. */
export function strategiesByTab(tab: StrategyTab, list: readonly Strategy[] = strategies): Strategy[] {
  return tab === 'all' ? [...list] : list.filter((strategy) => strategy.category === tab);
}

export type RiskBadgeTone = 'green' | 'yellow' | 'red';

/** Risk badge colour: 2 or less green, 3 or less yellow, otherwise red. */
export function riskBadgeTone(riskLevel: number): RiskBadgeTone {
  if (riskLevel <= 2) return 'green';
  if (riskLevel <= 3) return 'yellow';
  return 'red';
}

export type ComplexityLabel = 'Simple' | 'Medium' | 'Complex';

/** Complexity label: 2 or less 'Simple', 3 or less 'Medium', otherwise 'Complex'. */
export function complexityLabel(complexity: number): ComplexityLabel {
  if (complexity <= 2) return 'Simple';
  if (complexity <= 3) return 'Medium';
  return 'Complex';
}

export const timeCommitmentLabels: Record<Strategy['timeCommitment'], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/** A strategy's words, in one language (its id, ratings and minimum are the same in every language). */
export type StrategyText = Pick<
  Strategy,
  'name' | 'babylonianPrinciple' | 'description' | 'whyItMatters' | 'pros' | 'cons' | 'bestFor' | 'implementation'
>;

/**
 * What every screen that shows a strategy labels it with, in one language: shared by the Strategies
 * tab, the Learn More dialog, the Wizard's results and Compare. `{placeholders}` are filled by
 * fillLabel.
 */
export interface StrategyLabels {
  categories: Record<StrategyCategory, string>;
  tabs: Record<StrategyTab, string>;
  timeCommitment: Record<Strategy['timeCommitment'], string>;
  complexity: Record<ComplexityLabel, string>;
  facts: { timeCommitment: string; minInvestment: string; potentialReturn: string; passiveLevel: string };
  /** 'Risk {level}/5' */
  risk: string;
  /** 'Complexity {level}/5' */
  complexityTitle: string;
  principle: string;
  learnMore: string;
  /** Read after Learn More by screen readers: 'about {name}'. */
  learnMoreAbout: string;
  detailTabs: Record<'overview' | 'pros-cons' | 'best-for' | 'how-to', string>;
  sections: {
    whyItMatters: string;
    atAGlance: string;
    pros: string;
    cons: string;
    whoItSuits: string;
    stepByStep: string;
  };
  /** '{category} strategy · {time} time commitment · from {minimum}' */
  subtitle: string;
  disclaimer: string;
}

export const strategyLabels: StrategyLabels = {
  categories: strategyCategoryLabels,
  tabs: { foundational: 'Foundational', growth: 'Growth', advanced: 'Advanced', all: 'All Strategies' },
  timeCommitment: timeCommitmentLabels,
  complexity: { Simple: 'Simple', Medium: 'Medium', Complex: 'Complex' },
  facts: {
    timeCommitment: 'Time commitment',
    minInvestment: 'Minimum investment',
    potentialReturn: 'Potential return',
    passiveLevel: 'Passive level',
  },
  risk: 'Risk {level}/5',
  complexityTitle: 'Complexity {level}/5',
  principle: 'Babylonian principle',
  learnMore: 'Learn More',
  learnMoreAbout: 'about {name}',
  detailTabs: { overview: 'Overview', 'pros-cons': 'Pros & Cons', 'best-for': 'Best For', 'how-to': 'How To' },
  sections: {
    whyItMatters: 'Why It Matters',
    atAGlance: 'At a Glance',
    pros: 'Pros',
    cons: 'Cons',
    whoItSuits: 'Who It Suits',
    stepByStep: 'Step by Step',
  },
  subtitle: '{category} strategy · {time} time commitment · from {minimum}',
  disclaimer: EDUCATIONAL_DISCLAIMER,
};

/** A label with its `{placeholders}` filled: fillLabel('Risk {level}/5', { level: 2 }) is 'Risk 2/5'. */
export function fillLabel(label: string, values: Readonly<Record<string, string | number>>): string {
  return label.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** The strategies in one language: each strategy whole (English ratings, translated words) and the labels. */
export interface StrategiesContent {
  strategies: readonly Strategy[];
  labels: StrategyLabels;
}

/** The strategies in English, the source every other language translates. */
export const strategiesContent: StrategiesContent = { strategies, labels: strategyLabels };

/** The English strategies with another language's words, in the same order. */
export function translatedStrategies(texts: Readonly<Record<StrategyId, StrategyText>>): readonly Strategy[] {
  return strategies.map((strategy) => ({ ...strategy, ...texts[strategy.id] }));
}

/**
 * The strategies in `language`. English is in this module; every other language is its own chunk
 * (shared/content/es/strategies.ts), fetched only by a visitor who reads it.
 */
export function loadStrategies(language: Language): Promise<StrategiesContent> {
  if (language === 'es')
    return import('./es/strategies').then((module) => ({
      strategies: translatedStrategies(module.strategyTextsEs),
      labels: module.strategyLabelsEs,
    }));
  return Promise.resolve(strategiesContent);
}
