import type { Language } from '../i18n/languages';
import type { SecurityLevelId } from '../schemas/security';
import { parableSummaries, STORIES_SECTION, type StoryListItem } from './parables-index';
import { getSecurityLevel } from './security-assessment';

/**
 * The Guide screen, the first step of the learning path. Original educational writing that
 * adapts George S. Clason's The Richest Man in Babylon (1926) to Bitcoin practice. Anything
 * presented as Clason's is either his exact wording, marked as a quotation, or labelled as a
 * retelling in modern words; no rewording passes for his text. See docs/content.md.
 */

/** Shown wherever content could read as advice. */
export const EDUCATIONAL_DISCLAIMER =
  'Arkad is educational only and not financial advice. Arkad never predicts future prices: do your own research and make your own decisions.';

export const ATTRIBUTION_NOTICE =
  'Arkad’s content is an original educational adaptation of The Richest Man in Babylon by George S. Clason (1926), a work in the public domain in the United States. Arkad is not affiliated with or endorsed by the author’s estate or any publisher of the book.';

export interface Quote {
  text: string;
  attribution: string;
}

export const CLASON_ATTRIBUTION = 'George S. Clason, The Richest Man in Babylon (1926)';

export const guideQuote: Quote = {
  text: 'A part of all you earn is yours to keep.',
  attribution: CLASON_ATTRIBUTION,
};

export const guideHero = {
  title: 'The Babylonian Path to Bitcoin',
  subtitle: 'Ancient Wisdom, Modern Bitcoin',
  intro:
    'In 1926, George S. Clason began publishing parables set in ancient Babylon about how ordinary people build wealth: keep a part of everything you earn, let it grow, and protect it from loss. This guide applies those lasting habits to Bitcoin, a new kind of money with a fixed supply, so you can learn to save with patience and care rather than chase quick profits.',
} as const;

export interface GuideCard {
  id: string;
  title: string;
  description: string;
  /** One extra fact for the curious. */
  detail: string;
}

/** The three fundamentals cards. */
export const bitcoinFundamentals: readonly GuideCard[] = [
  {
    id: 'maximum-supply',
    title: '21M Maximum Supply',
    description:
      'There will never be more than 21 million bitcoin. New bitcoin is issued to miners on a fixed schedule whose reward halves every 210,000 blocks, about every four years, so no central bank or company can create more.',
    detail:
      'Each bitcoin divides into 100,000,000 satoshis (1 sat = 0.00000001 BTC), so you never need to buy a whole one.',
  },
  {
    id: 'permissionless',
    title: 'Permissionless',
    description:
      'Anyone with an internet connection can create a wallet and send or receive bitcoin. No bank account, application or approval is needed: the network only checks that a transaction follows its rules.',
    detail: 'Because no one has to grant access, Bitcoin works the same way for a saver in any country, at any hour.',
  },
  {
    id: 'peer-to-peer',
    title: 'Peer-to-Peer',
    description:
      'Bitcoin moves directly between people, with no bank in the middle. Thousands of independent computers (nodes) each keep a copy of the ledger and check every transaction against the same rules.',
    detail: 'Satoshi Nakamoto’s 2008 whitepaper was titled "Bitcoin: A Peer-to-Peer Electronic Cash System".',
  },
];

export interface LeanPurseCure {
  number: number;
  /** The cure's name as Clason gives it. */
  title: string;
  /** The cure in a few plain modern words ('Save at least 10% of earnings'). */
  summary: string;
  /** Clason's lesson retold in modern words; not a quotation. */
  clasonMeaning: string;
  bitcoinPractice: string;
  /** The bitcoin practice in one short line, for a list a reader can scan. */
  inBrief: string;
}

/** The Seven Cures for a Lean Purse, in the book's order. */
export const sevenCures: readonly LeanPurseCure[] = [
  {
    number: 1,
    title: 'Start thy purse to fattening',
    summary: 'Save at least 10% of earnings',
    clasonMeaning:
      'Of every ten coins that come into your purse, spend no more than nine. Arkad learned that a part of all he earned was his to keep: at least a tenth, set aside for himself before anyone else was paid.',
    bitcoinPractice:
      'Pay yourself first: decide on a share of each paycheck to save, at least a tenth, before anything else is paid. If you choose to hold bitcoin, an automatic recurring purchase on payday can turn part of those savings into bitcoin before the money is spent. Whether any of your savings goes into bitcoin, and how much, is your own decision; the habit matters more than the amount.',
    inBrief: 'Pay yourself first, on a schedule, every payday.',
  },
  {
    number: 2,
    title: 'Control thy expenditures',
    summary: 'Control expenditures',
    clasonMeaning:
      'What we call necessary expenses always grow to match our income unless we resist them. Budget your spending so that the tenth you keep is never needed for daily living.',
    bitcoinPractice:
      'Keep a budget and an emergency fund first, so you never have to sell bitcoin in a hurry to pay a bill. Money you may need in the coming years does not belong in an asset whose price swings this much.',
    inBrief: 'Budget, and build an emergency fund before any bitcoin.',
  },
  {
    number: 3,
    title: 'Make thy gold multiply',
    summary: 'Make gold multiply',
    clasonMeaning:
      'Savings left idle do not grow. Arkad became rich by putting his saved gold to work, so that it earned more gold, and its earnings earned more still.',
    bitcoinPractice:
      'Bitcoin pays no interest by itself: it is saved for its fixed supply, not for a yield. Be wary of platforms that promise interest on your bitcoin; several such lenders failed in 2022 and froze their customers’ funds. Steady accumulation grows the amount of bitcoin you hold; what that amount is worth can fall as well as rise.',
    inBrief: 'Grow by steady saving, not by chasing yield.',
  },
  {
    number: 4,
    title: 'Guard thy treasures from loss',
    summary: 'Guard against loss',
    clasonMeaning:
      'The first rule of investing is to keep your principal safe. Before chasing large returns, make sure you will not lose what you have, and take counsel from people experienced in handling money.',
    bitcoinPractice:
      'Protect your keys: learn self-custody, back up your seed phrase offline, move to a hardware wallet as your holdings grow, and ignore anyone who offers to multiply your coins. Bitcoin savers lose their coins to scams, hacks, failed custodians and lost keys, not to flaws in the network.',
    inBrief: 'Protect your keys and back up your seed phrase offline.',
  },
  {
    number: 5,
    title: 'Make of thy dwelling a profitable investment',
    summary: 'Make the dwelling profitable',
    clasonMeaning:
      'Own your home rather than pay rent to a landlord. A home of your own improves your family’s life, and what was a cost each month becomes something you own.',
    bitcoinPractice:
      'Get your foundations in order before taking on risk: a secure place to live, housing costs you can carry, and no high-interest debt. Never borrow against your home to buy bitcoin.',
    inBrief: 'Secure your home and clear costly debt first.',
  },
  {
    number: 6,
    title: 'Insure a future income',
    summary: 'Insure future income',
    clasonMeaning:
      'Provide in advance for the years when you can no longer work, and for your family should you no longer be there to earn for them.',
    bitcoinPractice:
      'Think in decades. A question to weigh: does bitcoin have a place in your retirement plan at all, and if so, how large a share could you hold through a deep fall? If you hold bitcoin, make an inheritance plan: clear recovery instructions kept with your estate documents, so your family could recover your bitcoin without you ever sharing your seed phrase while you live.',
    inBrief: 'Think in decades, and leave your heirs a recovery plan.',
  },
  {
    number: 7,
    title: 'Increase thy ability to earn',
    summary: 'Increase earning ability',
    clasonMeaning:
      'Cultivate your skills and study your trade. The wiser and more capable you become, the more you can earn, and the more you can save.',
    bitcoinPractice:
      'Keep learning. Understanding how Bitcoin works protects you from scams and panic, and a higher income grows the tenth you can save. This learning path is itself an investment in your ability to earn, and to keep what you earn.',
    inBrief: 'Keep learning: knowledge guards and grows your savings.',
  },
];

export interface LawOfGold {
  number: number;
  /** Our short heading for the law; not Clason's wording. */
  title: string;
  /** The law word for word as the 1926 edition prints it on Arkad's clay tablet. */
  clasonWording: string;
  /** The same law retold in modern words. */
  law: string;
  bitcoinPractice: string;
  /** The bitcoin practice in one short line, for a list a reader can scan. */
  inBrief: string;
}

/** The Five Laws of Gold, in the book's order: Clason's wording, then a modern retelling. */
export const fiveLawsOfGold: readonly LawOfGold[] = [
  {
    number: 1,
    title: 'Gold comes to those who save',
    clasonWording:
      'Gold cometh gladly and in increasing quantity to any man who will put by not less than one-tenth of his earnings to create an estate for his future and that of his family.',
    law: 'Gold comes gladly, and in growing amounts, to anyone who puts aside at least a tenth of their earnings to build an estate for their own future and their family’s.',
    bitcoinPractice:
      'Regular saving, such as dollar-cost averaging part of every paycheck, is the engine. Time and consistency do more than perfect timing.',
    inBrief: 'Save regularly: consistency beats timing.',
  },
  {
    number: 2,
    title: 'Gold works for the wise owner',
    clasonWording:
      'Gold laboreth diligently and contentedly for the wise owner who finds for it profitable employment, multiplying even as the flocks of the field.',
    law: 'Gold labours diligently for the wise owner who finds it profitable employment, multiplying like flocks in the field.',
    bitcoinPractice:
      'Bitcoin itself pays no interest, so here the wise owner’s work is patience: holding in your own custody with a horizon of years, not lending your bitcoin to platforms whose risks you cannot check.',
    inBrief: 'Let patience and self-custody do the work.',
  },
  {
    number: 3,
    title: 'Gold stays with the cautious owner',
    clasonWording:
      'Gold clingeth to the protection of the cautious owner who invests it under the advice of men wise in its handling.',
    law: 'Gold clings to the owner who invests it cautiously, under the counsel of people experienced in handling it.',
    bitcoinPractice:
      'Learn from experienced, reputable sources such as those in the Trusted Communities directory, verify before you trust, and start small while you learn.',
    inBrief: 'Learn from experienced, reputable sources.',
  },
  {
    number: 4,
    title: 'Gold slips away from the unfamiliar',
    clasonWording:
      'Gold slippeth away from the man who invests it in businesses or purposes with which he is not familiar or which are not approved by those skilled in its keep.',
    law: 'Gold slips away from those who put it into businesses or schemes they do not understand, or that people skilled in keeping gold would not approve.',
    bitcoinPractice:
      'Understand what you own. Bitcoin is not the same as the thousands of other crypto tokens: do not buy anything you cannot explain in your own words.',
    inBrief: 'Own only what you can explain in your own words.',
  },
  {
    number: 5,
    title: 'Gold flees those who chase impossible earnings',
    clasonWording:
      'Gold flees the man who would force it to impossible earnings or who followeth the alluring advice of tricksters and schemers or who trusts it to his own inexperience and romantic desires in investment.',
    law: 'Gold flees those who force it toward impossible earnings, who follow the tempting advice of tricksters and schemers, or who trust it to their own inexperience and romantic dreams.',
    bitcoinPractice:
      'Avoid leverage, promises of guaranteed returns, giveaway scams and get-rich-quick trading. If an offer sounds too good to be true, it is.',
    inBrief: 'Walk away from leverage and too-good-to-be-true offers.',
  },
];

/** Essential knowledge: fixed supply, volatility is normal, self-custody. */
export const essentialKnowledge: readonly GuideCard[] = [
  {
    id: 'fixed-supply',
    title: 'Fixed Supply',
    description:
      'Bitcoin’s supply is capped at 21 million. Since the April 2024 halving each new block creates 3.125 new bitcoin, and that amount keeps halving every 210,000 blocks until new issuance ends around the year 2140.',
    detail: 'No one can change the cap alone: every node enforces the same issuance rules.',
  },
  {
    id: 'volatility',
    title: 'Volatility Is Normal',
    description:
      'Bitcoin’s price has often moved 20% or more within weeks, and it has fallen more than 70% from a peak several times. Swings this large are normal for bitcoin; a plan written down in calm times is what keeps a saver from deciding in a panic.',
    detail:
      'A steady schedule such as dollar-cost averaging turns price swings from a source of stress into part of the plan.',
  },
  {
    id: 'self-custody',
    title: 'Self-Custody',
    description:
      'Whoever holds the private keys controls the bitcoin. Bitcoin left on an exchange is a claim on the company, not coins you hold. Learning to keep your own keys, and to back up your seed phrase safely, is what makes your bitcoin truly yours.',
    detail: 'Bitcoiners sum this up as: not your keys, not your coins.',
  },
];

export interface BeginnerMistake {
  id: string;
  title: string;
  description: string;
  /** What to do instead. */
  remedy: string;
}

export const beginnerMistakes: readonly BeginnerMistake[] = [
  {
    id: 'timing-the-market',
    title: 'Trying to time the market',
    description:
      'Waiting for the perfect dip, or buying because the price is soaring, usually means buying high out of excitement and selling low out of fear. No one reliably predicts short-term prices.',
    remedy: 'Follow a fixed schedule such as dollar-cost averaging, and write your plan down while you are calm.',
  },
  {
    id: 'investing-too-much',
    title: 'Investing more than you can afford to lose',
    description:
      'Money you may need in the coming years, such as rent, your emergency fund or savings for a planned expense, can force you to sell at the worst moment during a downturn.',
    remedy:
      'Keep any bitcoin holding to money you will not need for many years, and could lose without hardship; no holding period guarantees a recovery.',
  },
  {
    id: 'neglecting-security',
    title: 'Neglecting security',
    description:
      'Leaving large amounts on an exchange, keeping the seed phrase in a photo or cloud note, or skipping two-factor authentication are common ways beginners lose bitcoin.',
    remedy:
      'Take the Security Assessment, move your savings into self-custody as they grow, and keep your seed phrase offline and private.',
  },
];

export interface SecurityPyramidTier {
  level: SecurityLevelId;
  /** 1 is the lowest security, 4 the highest. */
  rank: number;
  title: string;
  summary: string;
}

const pyramidSummaries: Record<SecurityLevelId, string> = {
  exchange: 'A company holds your keys: convenient for buying, but the least control.',
  software: 'You hold your keys in an app on an internet-connected phone or computer.',
  hardware: 'Your keys stay offline on a dedicated signing device.',
  multisig: 'Several keys in separate places must agree: no single point of failure.',
};

/** The security pyramid, from exchange custody (lowest) to multi-signature (highest). */
export const securityPyramid: readonly SecurityPyramidTier[] = (
  ['exchange', 'software', 'hardware', 'multisig'] as const
).map((level, index) => ({
  level,
  rank: index + 1,
  title: getSecurityLevel(level).title,
  summary: pyramidSummaries[level],
}));

export interface GuideSection {
  /** Anchor id on the Guide screen. */
  id: string;
  title: string;
  intro: string;
}

/** The Guide's sections after the hero, in screen order, each with a one-line introduction. */
export const guideSections = {
  fundamentals: {
    id: 'guide-fundamentals',
    title: 'Bitcoin Fundamentals',
    intro: 'Three properties set Bitcoin apart from the money you already use.',
  },
  sevenCures: {
    id: 'guide-seven-cures',
    title: 'The Seven Cures for a Lean Purse',
    intro:
      'In the book, Arkad teaches seven remedies for an empty purse to the men of Babylon. Each lesson is retold here in modern words, with one way it can apply to saving in bitcoin.',
  },
  fiveLaws: {
    id: 'guide-five-laws',
    title: 'The Five Laws of Gold',
    intro:
      'Before Arkad’s son Nomasir set out to make his own way, his father gave him five laws carved on a clay tablet. Each is shown in Clason’s words, then retold in modern words; read as rules for keeping money, they fit bitcoin well.',
  },
  essentialKnowledge: {
    id: 'guide-essential-knowledge',
    title: 'Essential Knowledge',
    intro: 'Three facts worth understanding before deciding whether to buy any bitcoin.',
  },
  beginnerMistakes: {
    id: 'guide-beginner-mistakes',
    title: 'Common Beginner Mistakes',
    intro: 'Many early losses come from a few avoidable habits, not from the technology.',
  },
  securityPyramid: {
    id: 'guide-security-pyramid',
    title: 'The Security Pyramid',
    intro:
      'Where you keep your bitcoin matters as much as how much you buy. Each step up the pyramid gives you more control and removes a way to lose your savings, in return for a little more care.',
  },
} as const satisfies Record<string, GuideSection>;

/** Everything the Guide screen says, in one language. */
export interface GuideContent {
  disclaimer: string;
  attribution: string;
  quote: Quote;
  hero: { title: string; subtitle: string; intro: string };
  fundamentals: readonly GuideCard[];
  sevenCures: readonly LeanPurseCure[];
  fiveLawsOfGold: readonly LawOfGold[];
  essentialKnowledge: readonly GuideCard[];
  beginnerMistakes: readonly BeginnerMistake[];
  securityPyramid: readonly SecurityPyramidTier[];
  sections: Record<keyof typeof guideSections, GuideSection>;
  /** The Stories from Babylon section and its list. */
  stories: { section: GuideSection; list: readonly StoryListItem[] };
}

/** The Guide in English, the source every other language translates. */
export const guideContent: GuideContent = {
  disclaimer: EDUCATIONAL_DISCLAIMER,
  attribution: ATTRIBUTION_NOTICE,
  quote: guideQuote,
  hero: guideHero,
  fundamentals: bitcoinFundamentals,
  sevenCures,
  fiveLawsOfGold,
  essentialKnowledge,
  beginnerMistakes,
  securityPyramid,
  sections: guideSections,
  stories: { section: STORIES_SECTION, list: parableSummaries },
};

/**
 * The Guide in `language`. English is in this module; every other language is its own chunk
 * (shared/content/es/guide.ts), fetched only by a visitor who reads it.
 */
export function loadGuideContent(language: Language): Promise<GuideContent> {
  if (language === 'es') return import('./es/guide').then((module) => module.guideEs);
  return Promise.resolve(guideContent);
}
