import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_NOTICE,
  beginnerMistakes,
  bitcoinFundamentals,
  EDUCATIONAL_DISCLAIMER,
  essentialKnowledge,
  fiveLawsOfGold,
  guideHero,
  guideQuote,
  guideSections,
  securityPyramid,
  sevenCures,
} from './guide';

describe('guide content', () => {
  it('says it is educational only and not financial advice', () => {
    expect(EDUCATIONAL_DISCLAIMER).toMatch(/educational only/i);
    expect(EDUCATIONAL_DISCLAIMER).toMatch(/not financial advice/i);
  });

  it('attributes the adaptation to Clason’s 1926 public-domain book', () => {
    expect(ATTRIBUTION_NOTICE).toContain('original educational adaptation');
    expect(ATTRIBUTION_NOTICE).toContain('The Richest Man in Babylon by George S. Clason (1926)');
    expect(ATTRIBUTION_NOTICE).toContain('public domain');
    expect(guideQuote.attribution).toContain('George S. Clason');
  });

  it('has the three fundamentals cards', () => {
    expect(bitcoinFundamentals.map((card) => card.title)).toEqual([
      '21M Maximum Supply',
      'Permissionless',
      'Peer-to-Peer',
    ]);
  });

  it('lists the Seven Cures for a Lean Purse in the book’s order', () => {
    expect(sevenCures.map((cure) => [cure.number, cure.title])).toEqual([
      [1, 'Start thy purse to fattening'],
      [2, 'Control thy expenditures'],
      [3, 'Make thy gold multiply'],
      [4, 'Guard thy treasures from loss'],
      [5, 'Make of thy dwelling a profitable investment'],
      [6, 'Insure a future income'],
      [7, 'Increase thy ability to earn'],
    ]);
    expect(sevenCures[0]?.summary).toBe('Save at least 10% of earnings');
    for (const cure of sevenCures) {
      expect(cure.clasonMeaning.length).toBeGreaterThan(40);
      expect(cure.bitcoinPractice.length).toBeGreaterThan(40);
    }
  });

  it('lists the Five Laws of Gold, each tied to Bitcoin practice', () => {
    expect(fiveLawsOfGold.map((law) => law.number)).toEqual([1, 2, 3, 4, 5]);
    for (const law of fiveLawsOfGold) expect(law.bitcoinPractice.length).toBeGreaterThan(40);
  });

  it('covers fixed supply, volatility and self-custody, and the three beginner mistakes', () => {
    expect(essentialKnowledge.map((card) => card.id)).toEqual(['fixed-supply', 'volatility', 'self-custody']);
    expect(beginnerMistakes.map((mistake) => mistake.id)).toEqual([
      'timing-the-market',
      'investing-too-much',
      'neglecting-security',
    ]);
    // A holding period is no promise: the remedy says so once, and nothing names a number of years.
    expect(beginnerMistakes[1]?.remedy).toBe(
      'Keep any bitcoin holding to money you will not need for many years, and could lose without hardship; no holding period guarantees a recovery.',
    );
  });

  it('builds the security pyramid from exchange custody (lowest) to multi-signature (highest)', () => {
    expect(securityPyramid.map((tier) => [tier.rank, tier.level])).toEqual([
      [1, 'exchange'],
      [2, 'software'],
      [3, 'hardware'],
      [4, 'multisig'],
    ]);
  });

  it('states the supply facts correctly', () => {
    const text = JSON.stringify([bitcoinFundamentals, essentialKnowledge]);
    expect(text).toContain('21 million');
    expect(text).toContain('every 210,000 blocks');
    expect(text).toContain('1 sat = 0.00000001 BTC');
    expect(text).toContain('100,000,000 satoshis');
    expect(text).toContain('3.125 new bitcoin');
  });

  it('gives every cure and law a one-line bitcoin practice short enough to scan on a phone', () => {
    for (const item of [...sevenCures, ...fiveLawsOfGold]) {
      expect(item.inBrief.length, item.title).toBeGreaterThan(20);
      expect(item.inBrief.length, item.title).toBeLessThanOrEqual(60);
    }
  });

  it('dates Clason’s book without an ageing phrase', () => {
    // The pamphlets began in 1926; when they were first bound as a book, sources disagree (A9).
    expect(guideHero.intro).toMatch(/^In 1926, George S\. Clason began publishing parables/);
    expect(guideHero.intro).not.toMatch(/published a book/);
    expect(guideHero.intro).not.toMatch(/century ago/);
  });

  it('shows each law of gold in Clason’s exact words, apart from its modern retelling', () => {
    expect(fiveLawsOfGold.map((law) => law.clasonWording.split(' ').slice(0, 3).join(' '))).toEqual([
      'Gold cometh gladly',
      'Gold laboreth diligently',
      'Gold clingeth to',
      'Gold slippeth away',
      'Gold flees the',
    ]);
    expect(fiveLawsOfGold[0]?.clasonWording).toBe(
      'Gold cometh gladly and in increasing quantity to any man who will put by not less than one-tenth of his earnings to create an estate for his future and that of his family.',
    );
    for (const law of fiveLawsOfGold) expect(law.law, law.title).not.toBe(law.clasonWording);
    expect(guideSections.fiveLaws.intro).toContain('Each is shown in Clason’s words, then retold in modern words');
    expect(guideSections.sevenCures.intro).toContain('retold here in modern words');
  });

  it('says steady buying grows the amount of bitcoin held, not its value', () => {
    const multiply = sevenCures.find((cure) => cure.title === 'Make thy gold multiply')?.bitcoinPractice;
    expect(multiply).toContain('Steady accumulation grows the amount of bitcoin you hold');
    expect(multiply).toContain('can fall as well as rise');
    expect(multiply).not.toMatch(/savings grow/);
  });

  it('makes bitcoin a choice the reader makes, never a recommendation', () => {
    expect(sevenCures[0]?.bitcoinPractice).toContain('If you choose to hold bitcoin, an automatic recurring purchase');
    expect(sevenCures[5]?.bitcoinPractice).toContain(
      'A question to weigh: does bitcoin have a place in your retirement plan at all',
    );
    expect(sevenCures[5]?.bitcoinPractice).not.toMatch(/^Think in decades\. Give /);
  });

  it('claims no ranking of loss causes it cannot source', () => {
    const neglect = beginnerMistakes.find((mistake) => mistake.id === 'neglecting-security');
    expect(neglect?.description).toContain('are common ways beginners lose bitcoin');
    expect(JSON.stringify([sevenCures, beginnerMistakes, guideSections])).not.toMatch(
      /most common|Most bitcoin is lost/,
    );
  });

  it('introduces each section after the hero, with unique anchor ids', () => {
    const sections = Object.values(guideSections);
    expect(sections.map((section) => section.title)).toEqual([
      'Bitcoin Fundamentals',
      'The Seven Cures for a Lean Purse',
      'The Five Laws of Gold',
      'Essential Knowledge',
      'Common Beginner Mistakes',
      'The Security Pyramid',
    ]);
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
    for (const section of sections) expect(section.intro.length, section.title).toBeGreaterThan(40);
  });
});
