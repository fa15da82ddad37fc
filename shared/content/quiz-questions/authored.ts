import type { ClasonChapter, QuizSource, QuizTopic, whitepaperSections } from '../../schemas/quiz';
import type { PassageRef } from '../passages';

/**
 * A question as written: the bank (../quiz-bank.ts) turns it into a QuizQuestion. These modules
 * hold the answer key, so only the server imports them (an ESLint zone forbids the client to).
 */
export interface Authored {
  id: string;
  topic: QuizTopic;
  prompt: string;
  /** Three or four options; `answer` is the index of the right one. */
  options: readonly string[];
  answer: number;
  explanation: string;
  /**
   * Where the answer comes from, as the learner reads it beside the answer: Arkad's own text where
   * the answer is Arkad's teaching; the book, the whitepaper, a BIP or a standard only where that
   * text itself says the answer.
   */
  source: QuizSource;
  /** The passage a learner can open in Arkad that teaches the answer. */
  taughtBy: PassageRef;
  /** Words of the right answer (its option or explanation) that the passage says too. */
  keyTerms: readonly string[];
}

/** Arkad's own text, by the place a learner reads it ('Strategies › Dollar-Cost Averaging'). */
export const arkad = (section: string): QuizSource => ({ kind: 'arkad', section });
export const book = (chapter: ClasonChapter): QuizSource => ({ kind: 'book', chapter });
export const whitepaper = (section: (typeof whitepaperSections)[number]): QuizSource => ({
  kind: 'whitepaper',
  section,
});
export const bip = (number: number, title: string): QuizSource => ({ kind: 'bip', number, title });
export const primary = (title: string): QuizSource => ({ kind: 'primary', title });

export const BIP39 = bip(39, 'Mnemonic code for generating deterministic keys');
export const BIP32 = bip(32, 'Hierarchical Deterministic Wallets');
export const BIP141 = bip(141, 'Segregated Witness (Consensus layer)');
export const MAX_MONEY = primary(
  'Bitcoin Core, src/consensus/amount.h (COIN = 100,000,000 satoshis; MAX_MONEY = 21,000,000 × COIN)',
);
export const HALVING_INTERVAL = primary('Bitcoin Core, chain parameters (nSubsidyHalvingInterval = 210,000 blocks)');

/**
 * A question in another language (shared/content/es/quiz-*.ts): the prompt, every option in the
 * authored order (the same count; `answer` and everything else are the English question's), and the
 * explanation. Keyed by the question's id, so a missing or extra one is a type error.
 */
export interface TranslatedQuestion {
  prompt: string;
  options: readonly string[];
  explanation: string;
}
