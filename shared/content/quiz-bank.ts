import type { QuizQuestion } from '../domain/quiz';
import { type ClasonChapter, type QuizSource, type QuizTopic, type whitepaperSections } from '../schemas/quiz';
import { quizOptionIds, type QuizStep } from '../domain/quiz-rules';

/**
 * The quiz bank WITH ITS ANSWER KEY. Only the server imports this module (an ESLint zone forbids
 * the client to, and a build test greps the client bundle for it): the browser sees a question's
 * right option, explanation and source only in the graded answer (decision 042).
 *
 * Every question tests something Arkad teaches (the Guide, the Glossary, the Strategies, the
 * Security Assessment) and names where its answer comes from: a chapter of Clason's book, or a
 * primary source (the whitepaper, a BIP, the reference implementation, a specification). The
 * book's chapters are retold, not quoted, unless the text is marked as a quotation.
 */

const stepOfTopic: Record<QuizTopic, QuizStep> = {
  guide: 'guide',
  treasury: 'guide',
  glossary: 'glossary',
  strategies: 'strategies',
  dca: 'strategies',
  security: 'security',
};

const book = (chapter: ClasonChapter): QuizSource => ({ kind: 'book', chapter });
const whitepaper = (section: (typeof whitepaperSections)[number]): QuizSource => ({ kind: 'whitepaper', section });
const bip = (number: number, title: string): QuizSource => ({ kind: 'bip', number, title });
const primary = (title: string): QuizSource => ({ kind: 'primary', title });

const BIP39 = bip(39, 'Mnemonic code for generating deterministic keys');
const BIP32 = bip(32, 'Hierarchical Deterministic Wallets');
const BIP141 = bip(141, 'Segregated Witness (Consensus layer)');
const MAX_MONEY = primary(
  'Bitcoin Core, src/consensus/amount.h (COIN = 100,000,000 satoshis; MAX_MONEY = 21,000,000 × COIN)',
);
const HALVING_INTERVAL = primary('Bitcoin Core, chain parameters (nSubsidyHalvingInterval = 210,000 blocks)');

interface Authored {
  id: string;
  topic: QuizTopic;
  prompt: string;
  /** Three or four options; `answer` is the index of the right one. */
  options: readonly string[];
  answer: number;
  explanation: string;
  source: QuizSource;
}

function question(authored: Authored): QuizQuestion {
  const correctOptionId = quizOptionIds[authored.answer];
  if (correctOptionId === undefined || authored.answer >= authored.options.length)
    throw new Error(`Question ${authored.id}: no option ${authored.answer}`);
  return {
    id: authored.id,
    step: stepOfTopic[authored.topic],
    topic: authored.topic,
    prompt: authored.prompt,
    options: authored.options.map((text, index) => ({ id: quizOptionIds[index] ?? 'd', text })),
    correctOptionId,
    explanation: authored.explanation,
    source: authored.source,
  };
}

const guideQuestions: Authored[] = [
  {
    id: 'guide-first-cure-share',
    topic: 'guide',
    prompt:
      'Clason’s first cure, ‘Start thy purse to fattening’, asks a saver to keep at least what share of what they earn?',
    options: ['A hundredth', 'A tenth', 'A half', 'Whatever is left at the end of the month'],
    answer: 1,
    explanation:
      'The first cure: of every ten coins that come into the purse, spend no more than nine. At least a tenth is kept, and it is set aside first.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'guide-pay-yourself-first',
    topic: 'guide',
    prompt: 'In the Guide, what does ‘pay yourself first’ mean?',
    options: [
      'Save whatever remains once the bills are paid',
      'Spend on yourself before paying anyone else',
      'Set aside your chosen share of each paycheck before anything else is paid',
      'Borrow so that you can save a larger amount',
    ],
    answer: 2,
    explanation:
      'The tenth is kept before anyone else is paid. What is saved last is usually what is left, and Clason’s point is that little is left unless it is taken first.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'guide-second-cure-expenses',
    topic: 'guide',
    prompt: 'What does the second cure, ‘Control thy expenditures’, say about what we call necessary expenses?',
    options: [
      'They shrink as income rises',
      'They grow to match our income unless we resist them',
      'They are fixed for life',
      'They should be paid with borrowed money',
    ],
    answer: 1,
    explanation:
      'Clason’s lesson, in modern words: necessary expenses always grow to match income unless we resist them, so a budget keeps the saved tenth from being needed for daily living.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'guide-emergency-fund',
    topic: 'guide',
    prompt: 'Why does the Guide put a budget and an emergency fund before any bitcoin?',
    options: [
      'So a bill never forces a hurried sale of bitcoin',
      'Because an emergency fund always earns more than bitcoin',
      'Because bitcoin cannot be sold in an emergency',
      'Because exchanges require an emergency fund',
    ],
    answer: 0,
    explanation:
      'Money you may need soon does not belong in an asset whose price swings this much. With an emergency fund, an unexpected bill is paid from it, not by selling bitcoin at whatever the price is that day.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'guide-third-cure-yield',
    topic: 'guide',
    prompt: 'Bitcoin pays no interest by itself. How does the Guide apply the third cure, ‘Make thy gold multiply’?',
    options: [
      'Lend your bitcoin to whichever platform offers the highest rate',
      'Trade every day to multiply it',
      'Nothing is needed: the network pays interest to holders',
      'Grow the amount you hold by steady saving, and be wary of platforms that promise interest on it',
    ],
    answer: 3,
    explanation:
      'Bitcoin is saved for its fixed supply, not for a yield. Platforms that promised interest on bitcoin have failed and frozen their customers’ funds; steady accumulation grows the amount held, while its value can fall as well as rise.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'guide-fourth-cure',
    topic: 'guide',
    prompt: 'What is Clason’s fourth cure, ‘Guard thy treasures from loss’, about?',
    options: [
      'Keeping the principal safe before chasing large returns',
      'Keeping a cash reserve for emergencies',
      'Spending treasure before it can be lost',
      'Hiding gold where no one can find it',
    ],
    answer: 0,
    explanation:
      'The fourth cure is about investing only where the principal is safe, and taking counsel from people experienced in handling money. (It is not about a cash reserve.) The Guide applies it to bitcoin as protecting your keys.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'guide-fifth-cure',
    topic: 'guide',
    prompt: 'What does the fifth cure, ‘Make of thy dwelling a profitable investment’, recommend in Clason’s book?',
    options: [
      'Renting the largest house one can afford',
      'Borrowing against one’s home to invest',
      'Owning one’s home rather than paying rent to a landlord',
      'Selling one’s home to buy gold',
    ],
    answer: 2,
    explanation:
      'Clason’s lesson: a home of your own improves your family’s life, and a monthly cost becomes something you own. The Guide adds that a home should never be borrowed against to buy bitcoin.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'guide-sixth-cure',
    topic: 'guide',
    prompt: 'The sixth cure is ‘Insure a future income’. What does it ask of a saver?',
    options: [
      'To spend freely while young',
      'To provide in advance for the years when they can no longer work, and for their family',
      'To rely on good luck in old age',
      'To lend all savings at the highest rate',
    ],
    answer: 1,
    explanation:
      'Clason’s lesson: provide for old age and for your family should you no longer be there to earn for them. The Guide adds an inheritance plan, so heirs could recover your bitcoin.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'guide-seventh-cure',
    topic: 'guide',
    prompt: 'The seventh cure is ‘Increase thy ability to earn’. How does it help a saver?',
    options: [
      'It replaces the need to save',
      'It guarantees investment returns',
      'It lets a saver skip the first cure',
      'Greater skill raises what one earns, and so the tenth one can keep',
    ],
    answer: 3,
    explanation:
      'Clason’s lesson: cultivate your skills and study your trade. A higher income grows the tenth you keep, and knowledge also protects what you keep.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'guide-first-law',
    topic: 'guide',
    prompt: 'By the first law of gold, to whom does gold come gladly and in growing amounts?',
    options: [
      'To anyone who puts aside at least a tenth of their earnings for their future and their family’s',
      'To anyone who borrows to invest',
      'To anyone who follows the crowd',
      'To anyone born into a rich family',
    ],
    answer: 0,
    explanation:
      'The first law, retold: gold comes gladly, and in growing amounts, to anyone who puts aside at least a tenth of their earnings to build an estate. The Guide applies it as regular saving, such as dollar-cost averaging.',
    source: book('The Five Laws of Gold'),
  },
  {
    id: 'guide-third-law',
    topic: 'guide',
    prompt: 'The third law of gold says gold stays with the cautious owner. Whose counsel does that owner follow?',
    options: [
      'Anyone who promises the largest return',
      'No one’s',
      'People experienced in handling gold',
      'The first stranger met at the market',
    ],
    answer: 2,
    explanation:
      'The third law, retold: gold clings to the owner who invests it cautiously under the counsel of people experienced in handling it. The Guide applies it as learning from reputable sources and verifying before trusting.',
    source: book('The Five Laws of Gold'),
  },
  {
    id: 'guide-fourth-law',
    topic: 'guide',
    prompt: 'The fourth law of gold warns about investing in what kind of business?',
    options: [
      'One that is old and established',
      'One the investor is not familiar with',
      'One run by the investor’s family',
      'One that pays its debts on time',
    ],
    answer: 1,
    explanation:
      'The fourth law, retold: gold slips away from those who put it into businesses they do not understand. The Guide’s practice: own only what you can explain in your own words.',
    source: book('The Five Laws of Gold'),
  },
  {
    id: 'guide-fifth-law',
    topic: 'guide',
    prompt: 'Which of these does the fifth law of gold warn against?',
    options: [
      'Saving a tenth of every wage',
      'Seeking counsel from experienced people',
      'Owning one’s home',
      'Forcing gold toward impossible earnings and following tricksters’ advice',
    ],
    answer: 3,
    explanation:
      'The fifth law, retold: gold flees those who force it toward impossible earnings or follow the tempting advice of tricksters and schemers. The Guide applies it to leverage, promised returns and giveaway scams.',
    source: book('The Five Laws of Gold'),
  },
  {
    id: 'guide-nomasir',
    topic: 'guide',
    prompt: 'In ‘The Five Laws of Gold’, what did Arkad give his son Nomasir when he sent him out into the world?',
    options: [
      'A bag of gold and a clay tablet with the five laws',
      'A house in Babylon',
      'A letter of credit to a gold lender',
      'A herd of camels',
    ],
    answer: 0,
    explanation:
      'Nomasir received a bag of gold and a clay tablet carved with the five laws. He lost the gold by ignoring them, and prospered once he followed them.',
    source: book('The Five Laws of Gold'),
  },
  {
    id: 'guide-supply-cap',
    topic: 'guide',
    prompt: 'What is the most bitcoin that can ever exist?',
    options: ['21 million', '100 million', 'There is no limit', '210,000'],
    answer: 0,
    explanation:
      'The consensus rules cap the supply at 21 million bitcoin (and because each subsidy is rounded down to whole satoshis, slightly fewer will ever be issued). Every node enforces the cap.',
    source: MAX_MONEY,
  },
  {
    id: 'guide-halving-interval',
    topic: 'guide',
    prompt: 'How often does the reward for a new block halve?',
    options: [
      'Every year',
      'Every 2,016 blocks',
      'Every 210,000 blocks, about every four years',
      'When miners vote for it',
    ],
    answer: 2,
    explanation:
      'The subsidy halves every 210,000 blocks; at about ten minutes a block, that is roughly every four years. (2,016 blocks is the difficulty period, a different rule.)',
    source: HALVING_INTERVAL,
  },
  {
    id: 'guide-subsidy-since-april-2024',
    topic: 'guide',
    prompt: 'Since the April 2024 halving (block 840,000), how many new bitcoin does each block create?',
    options: ['50', '6.25', '12.5', '3.125'],
    answer: 3,
    explanation:
      'The subsidy started at 50 BTC and has halved four times: 25, 12.5, 6.25 and, from block 840,000 until block 1,050,000, 3.125 new bitcoin a block.',
    source: HALVING_INTERVAL,
  },
  {
    id: 'guide-satoshis',
    topic: 'guide',
    prompt: 'How many satoshis make one bitcoin?',
    options: ['1,000', '1,000,000', '100,000,000', '21,000,000'],
    answer: 2,
    explanation:
      'One bitcoin is 100,000,000 satoshis (1 sat = 0.00000001 BTC), so no one needs to buy a whole bitcoin.',
    source: MAX_MONEY,
  },
  {
    id: 'guide-whitepaper-title',
    topic: 'guide',
    prompt: 'What was the title of Satoshi Nakamoto’s 2008 whitepaper?',
    options: [
      'Bitcoin: A Peer-to-Peer Electronic Cash System',
      'Bitcoin: A Digital Gold Standard',
      'Bitcoin: A Bank for the Internet',
    ],
    answer: 0,
    explanation:
      'The whitepaper, published on 31 October 2008, is titled ‘Bitcoin: A Peer-to-Peer Electronic Cash System’: payments sent directly from one party to another without going through a financial institution.',
    source: whitepaper('Abstract'),
  },
  {
    id: 'guide-exchange-claim',
    topic: 'guide',
    prompt: 'In the Guide’s words, what is bitcoin left on an exchange?',
    options: [
      'Coins held in your name on the blockchain, with your keys',
      'A claim on the company, not coins you hold',
      'Insured by the network against loss',
      'Impossible for the exchange to freeze',
    ],
    answer: 1,
    explanation:
      'Whoever holds the private keys controls the bitcoin: an owner moves coins by signing with their key. On an exchange the company holds the keys, so the customer holds a claim on the company.',
    source: whitepaper('2. Transactions'),
  },
];

const treasuryQuestions: Authored[] = [
  {
    id: 'treasury-tenth-of-3000',
    topic: 'treasury',
    prompt: 'A learner earns 3,000 a month and follows the first cure. What is the least they keep each month?',
    options: ['30', '300', '900', '2,700'],
    answer: 1,
    explanation: 'A tenth of 3,000 is 300: of every ten coins, at least one is kept.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'treasury-clay-tablets-plan',
    topic: 'treasury',
    prompt: 'How does Dabasir’s plan in ‘The Clay Tablets from Babylon’ divide his earnings?',
    options: [
      'All to his creditors until every debt is paid',
      'Half saved, half spent',
      'A tenth kept, seven-tenths to live on, two-tenths to repay his debts',
      'Nothing saved until his debts are paid',
    ],
    answer: 2,
    explanation:
      'Dabasir keeps a tenth of all he earns, lives on seven-tenths, and divides two-tenths fairly among his creditors, so he saves and repays at the same time.',
    source: book('The Clay Tablets from Babylon'),
  },
  {
    id: 'treasury-camel-trader',
    topic: 'treasury',
    prompt: 'In ‘The Camel Trader of Babylon’, what did Dabasir do after escaping slavery?',
    options: [
      'He fled Babylon to escape his creditors',
      'He returned to Babylon and set out to repay his debts',
      'He asked the king to cancel his debts',
      'He borrowed more to start again far away',
    ],
    answer: 1,
    explanation:
      'Dabasir decided to face his debts like a free man, returned to Babylon and repaid them. His lesson to Tarkad: where the determination is, the way can be found.',
    source: book('The Camel Trader of Babylon'),
  },
  {
    id: 'treasury-gold-lender',
    topic: 'treasury',
    prompt: 'In ‘The Gold Lender of Babylon’, what does Mathon teach Rodan about lending his gold?',
    options: [
      'Lend it to relatives, who always repay',
      'Lend it to whoever offers the highest interest',
      'Lend it freely: the gods reward generosity',
      'Lend only where the principal is safe and can be repaid',
    ],
    answer: 3,
    explanation:
      'Mathon shows Rodan the tokens of his borrowers: loans backed by something of value or a sound trade came back, loans made on hope did not. His motto: better a little caution than a great regret.',
    source: book('The Gold Lender of Babylon'),
  },
  {
    id: 'treasury-walls',
    topic: 'treasury',
    prompt: 'What lesson does ‘The Walls of Babylon’ draw from the city’s walls during the Assyrian siege?',
    options: [
      'People need protection prepared in advance against what they cannot foresee',
      'Walls are a waste of gold',
      'A city is safest when its army attacks first',
      'Savings should be spent before an enemy can take them',
    ],
    answer: 0,
    explanation:
      'The walls, built beforehand, held while the army was away. The book draws the lesson that people need protection against the unexpected, such as savings and insurance, prepared before it is needed.',
    source: book('The Walls of Babylon'),
  },
  {
    id: 'treasury-good-luck',
    topic: 'treasury',
    prompt: 'In ‘Meet the Goddess of Good Luck’, whom does good luck favour?',
    options: [
      'Gamblers at the races',
      'People of action who take their opportunities',
      'Those who wait patiently to be chosen',
      'The rich only',
    ],
    answer: 1,
    explanation:
      'The discussion in the Temple of Learning concludes that good luck comes to those who act on their opportunities; procrastination lets them pass.',
    source: book('Meet the Goddess of Good Luck'),
  },
  {
    id: 'treasury-luckiest-man',
    topic: 'treasury',
    prompt: 'In ‘The Luckiest Man in Babylon’, what did Sharru Nada learn as a young slave that made him prosperous?',
    options: [
      'How to win at dice',
      'That a rich patron solves everything',
      'That work is a friend, not an enemy',
      'How to avoid work',
    ],
    answer: 2,
    explanation:
      'Sharru Nada, a merchant who had once been a slave, tells Hadan Gula that learning to welcome work, and to do it well, was the start of his freedom and fortune.',
    source: book('The Luckiest Man in Babylon'),
  },
  {
    id: 'treasury-desired-gold',
    topic: 'treasury',
    prompt: 'In ‘The Man Who Desired Gold’, why do Bansir and Kobbi go to see Arkad?',
    options: [
      'They have worked hard all their lives and still have nothing saved',
      'They want to borrow gold from him',
      'They want him to buy a chariot',
      'The king has sent them',
    ],
    answer: 0,
    explanation:
      'Bansir the chariot builder and Kobbi the musician have worked all their lives and have nothing to show for it, while their old friend Arkad has grown rich. They decide to ask him how.',
    source: book('The Man Who Desired Gold'),
  },
  {
    id: 'treasury-azmur',
    topic: 'treasury',
    prompt: 'Arkad lost his first year’s savings when he entrusted them to Azmur the brickmaker. What was the lesson?',
    options: [
      'Never save more than a tenth',
      'Keep savings buried in the ground',
      'Brickmaking is a poor trade',
      'Take advice on an investment only from people experienced in that matter',
    ],
    answer: 3,
    explanation:
      'Azmur bought what he thought were jewels from Phoenician traders, and they were worthless glass. Algamish asks why Arkad trusted a brickmaker’s knowledge about jewels.',
    source: book('The Richest Man in Babylon'),
  },
  {
    id: 'treasury-savings-at-work',
    topic: 'treasury',
    prompt: 'What did Arkad learn from Algamish about the gold he saved?',
    options: [
      'Saved gold should be spent on feasts',
      'Saved gold put to work earns more, and its earnings earn more still',
      'Saved gold is safest kept idle',
      'Saved gold belongs to the king',
    ],
    answer: 1,
    explanation:
      'Arkad learns that a part of all he earns is his to keep, and that the saved part, once put to work, brings earnings that can themselves be put to work.',
    source: book('The Richest Man in Babylon'),
  },
];

const glossaryQuestions: Authored[] = [
  {
    id: 'glossary-double-spend',
    topic: 'glossary',
    prompt: 'What problem does Bitcoin’s public chain of blocks solve without a trusted third party?',
    options: [
      'Double-spending the same coins',
      'Forgotten passwords',
      'Slow internet connections',
      'Exchange rates between currencies',
    ],
    answer: 0,
    explanation:
      'The whitepaper proposes a peer-to-peer network that timestamps transactions into a chain of proof-of-work, so a payee can check that the coins were not already spent without a mint or bank.',
    source: whitepaper('1. Introduction'),
  },
  {
    id: 'glossary-proof-of-work',
    topic: 'glossary',
    prompt: 'In proof-of-work, what do miners change to search for a valid block hash?',
    options: [
      'The recipient’s address',
      'A nonce in the block',
      'The amount of each transaction',
      'The 21 million cap',
    ],
    answer: 1,
    explanation:
      'Miners increment a nonce in the block until the block’s hash meets the required target. Finding it takes work; checking it takes one hash.',
    source: whitepaper('4. Proof-of-Work'),
  },
  {
    id: 'glossary-longest-chain',
    topic: 'glossary',
    prompt: 'Which chain do nodes treat as the correct one?',
    options: [
      'The one with the most transactions',
      'The one chosen by the largest exchange',
      'The one with the most proof-of-work behind it',
      'The oldest one, whatever comes later',
    ],
    answer: 2,
    explanation:
      'Nodes consider the longest chain, the one with the greatest proof-of-work effort invested in it, to be correct, and keep extending it.',
    source: whitepaper('5. Network'),
  },
  {
    id: 'glossary-coinbase-incentive',
    topic: 'glossary',
    prompt: 'What do miners earn for a block they add to the chain?',
    options: [
      'Interest paid by holders',
      'A fee from the central bank',
      'Nothing: mining is volunteer work',
      'Newly created bitcoin (the subsidy) plus the block’s transaction fees',
    ],
    answer: 3,
    explanation:
      'The first transaction in a block creates new coins owned by the block’s creator, and the block’s transaction fees go to them too. Once issuance ends, fees alone remain.',
    source: whitepaper('6. Incentive'),
  },
  {
    id: 'glossary-utxo',
    topic: 'glossary',
    prompt: 'A wallet pays 0.3 BTC from a single 1 BTC coin (an unspent output). What happens to the rest?',
    options: [
      'It goes back to the payer as a change output, less the fee',
      'It is lost',
      'The miner keeps all of it',
      'It stays locked until the next halving',
    ],
    answer: 0,
    explanation:
      'A transaction spends whole outputs and creates new ones: one to the payee and, normally, one back to the payer as change. Whatever the outputs do not claim is the miner’s fee.',
    source: whitepaper('9. Combining and Splitting Value'),
  },
  {
    id: 'glossary-confirmations',
    topic: 'glossary',
    prompt: 'Why do recipients wait for more confirmations on larger payments?',
    options: [
      'Each confirmation adds interest',
      'The chance that an attacker could reverse the payment falls with every block added on top',
      'Fees are refunded after six blocks',
      'Confirmations are needed to see the amount',
    ],
    answer: 1,
    explanation:
      'The whitepaper shows that the probability of an attacker with less than half the hash power catching up drops exponentially as blocks are added after the transaction.',
    source: whitepaper('11. Calculations'),
  },
  {
    id: 'glossary-spv',
    topic: 'glossary',
    prompt: 'What does simplified payment verification (SPV) let a light wallet do?',
    options: [
      'Verify a payment with block headers and a Merkle branch, without the full chain',
      'Mine blocks on a phone',
      'Change the consensus rules',
      'Reverse a confirmed payment',
    ],
    answer: 0,
    explanation:
      'An SPV client keeps only the block headers of the longest chain and checks a Merkle branch linking the transaction to a block, trusting that the chain’s work vouches for it.',
    source: whitepaper('8. Simplified Payment Verification'),
  },
  {
    id: 'glossary-merkle-tree',
    topic: 'glossary',
    prompt: 'In the whitepaper, what lets old spent transactions be pruned without breaking a block’s hash?',
    options: [
      'A Merkle tree of the transactions, whose root is in the block header',
      'Encryption of the block',
      'The halving',
      'A backup on each exchange',
    ],
    answer: 0,
    explanation:
      'Transactions are hashed into a Merkle tree with only the root in the block’s hash, so interior branches can be stubbed off to reclaim disk space.',
    source: whitepaper('7. Reclaiming Disk Space'),
  },
  {
    id: 'glossary-timestamp-server',
    topic: 'glossary',
    prompt: 'How does each block prove that the blocks before it existed?',
    options: [
      'A government notary signs it',
      'Each block’s hash includes the previous block’s hash, forming a chain',
      'Each block repeats every earlier transaction',
      'It carries the date set by the wallet',
    ],
    answer: 1,
    explanation:
      'The whitepaper’s timestamp server hashes a block of items together with the previous hash; each timestamp reinforces the ones before it, which is what makes a chain of blocks.',
    source: whitepaper('3. Timestamp Server'),
  },
  {
    id: 'glossary-privacy-new-keys',
    topic: 'glossary',
    prompt: 'What does the whitepaper suggest to keep transactions from being linked to a common owner?',
    options: [
      'Sending every payment through an exchange',
      'Never using bitcoin twice',
      'A new key pair for each transaction',
      'Encrypting the blockchain',
    ],
    answer: 2,
    explanation:
      'Public keys are anonymous, but reusing one links payments together. A fresh key pair (a new address) for each transaction keeps them from being linked to one owner, though inputs spent together still reveal a common owner.',
    source: whitepaper('10. Privacy'),
  },
  {
    id: 'glossary-difficulty-period',
    topic: 'glossary',
    prompt: 'How often does the proof-of-work difficulty adjust?',
    options: [
      'Every block',
      'Every 2,016 blocks, about every two weeks',
      'Every 210,000 blocks',
      'Only when developers change it',
    ],
    answer: 1,
    explanation:
      'Every 2,016 blocks the target is recalculated so blocks keep arriving about every ten minutes on average, however much hash power joins or leaves.',
    source: primary(
      'Bitcoin Core, chain parameters (nPowTargetTimespan of two weeks ÷ nPowTargetSpacing of ten minutes = 2,016 blocks)',
    ),
  },
  {
    id: 'glossary-seed-phrase-bip39',
    topic: 'glossary',
    prompt: 'Which standard defines the seed phrase, a list of words that encodes a wallet’s master secret?',
    options: ['BIP-39', 'BIP-141', 'BIP-173', 'BIP-350'],
    answer: 0,
    explanation:
      'BIP-39 turns random entropy plus a checksum into words from a fixed list, and derives the wallet’s seed from those words (and an optional passphrase).',
    source: BIP39,
  },
  {
    id: 'glossary-hd-wallet',
    topic: 'glossary',
    prompt: 'What does a hierarchical deterministic (HD) wallet derive from one seed?',
    options: [
      'One address only',
      'A tree of keys, so one backup restores every address',
      'A new seed for every payment',
      'The blockchain itself',
    ],
    answer: 1,
    explanation:
      'BIP-32 derives a whole tree of key pairs from a single seed, so the wallet can use a fresh address for every payment and one backup still restores them all.',
    source: BIP32,
  },
  {
    id: 'glossary-segwit-weight',
    topic: 'glossary',
    prompt: 'Since SegWit, what does a transaction’s fee depend on?',
    options: [
      'The amount sent',
      'Its size in virtual bytes (vbytes)',
      'The distance between sender and recipient',
      'The number of confirmations',
    ],
    answer: 1,
    explanation:
      'BIP-141 measures transactions by weight; the virtual size is the weight divided by four, and fee rates are quoted in satoshis per vbyte.',
    source: BIP141,
  },
  {
    id: 'glossary-bech32-prefix',
    topic: 'glossary',
    prompt: 'How does a native SegWit (bech32) address on Bitcoin’s main network begin?',
    options: ['1', '3', 'bc1', 'tb1'],
    answer: 2,
    explanation:
      'BIP-173 addresses use the human-readable part ‘bc’ on the main network, then the separator ‘1’. (‘tb1’ is testnet.)',
    source: bip(173, 'Base32 address format for native v0-16 witness outputs'),
  },
  {
    id: 'glossary-bech32m',
    topic: 'glossary',
    prompt: 'Which address encoding do Taproot (SegWit version 1) addresses use?',
    options: ['Base58Check', 'Bech32m', 'Bech32 exactly as in BIP-173', 'Hexadecimal'],
    answer: 1,
    explanation:
      'BIP-350 introduced bech32m, a modified checksum, for witness version 1 and later; Taproot addresses on the main network begin with ‘bc1p’.',
    source: bip(350, 'Bech32m format for v1+ witness addresses'),
  },
  {
    id: 'glossary-taproot-schnorr',
    topic: 'glossary',
    prompt: 'Which signature scheme did the Taproot upgrade bring to Bitcoin?',
    options: ['RSA', 'Schnorr signatures', 'Passwords', 'None: Taproot removed signatures'],
    answer: 1,
    explanation: 'BIP-340 specifies Schnorr signatures over secp256k1, used by Taproot’s spending rules (BIP-341).',
    source: bip(340, 'Schnorr Signatures for secp256k1'),
  },
  {
    id: 'glossary-multisig',
    topic: 'glossary',
    prompt: 'What does a 2-of-3 multisignature wallet need to spend?',
    options: ['All three keys', 'Any two of its three keys', 'Only the newest key', 'A password and one key'],
    answer: 1,
    explanation:
      'An M-of-N arrangement names N keys and requires signatures from any M of them: two of the three here, so one lost or stolen key neither blocks nor steals the funds.',
    source: bip(11, 'M-of-N Standard Transactions'),
  },
  {
    id: 'glossary-psbt',
    topic: 'glossary',
    prompt: 'What is a PSBT used for?',
    options: [
      'Passing an unsigned or partly signed transaction between wallets and signing devices',
      'Buying bitcoin on an exchange',
      'Storing a seed phrase',
      'Mining on a laptop',
    ],
    answer: 0,
    explanation:
      'A Partially Signed Bitcoin Transaction carries what each signer needs, so a software wallet can prepare a payment that a hardware wallet, or several multisig signers, then sign.',
    source: bip(174, 'Partially Signed Bitcoin Transaction Format'),
  },
  {
    id: 'glossary-genesis',
    topic: 'glossary',
    prompt: 'When was Bitcoin’s first block, the genesis block, created?',
    options: ['31 October 2008', '3 January 2009', '1 January 2010', '22 May 2010'],
    answer: 1,
    explanation: 'The genesis block is timestamped 3 January 2009. The whitepaper came first, on 31 October 2008.',
    source: primary('The blockchain itself: block 0’s header timestamp (2009-01-03 18:15:05 UTC)'),
  },
  {
    id: 'glossary-node',
    topic: 'glossary',
    prompt: 'What does a full node do?',
    options: [
      'Holds other people’s bitcoin',
      'Sets the price of bitcoin',
      'Keeps a copy of the chain and checks every block and transaction against the rules',
      'Issues new bitcoin on request',
    ],
    answer: 2,
    explanation:
      'Each node accepts a block only if all its transactions are valid and not already spent, and keeps its own copy of the ledger: no one has to be trusted to apply the rules.',
    source: whitepaper('5. Network'),
  },
  {
    id: 'glossary-private-key',
    topic: 'glossary',
    prompt: 'In Bitcoin, how does an owner move coins to someone else?',
    options: [
      'By asking a bank to transfer them',
      'By digitally signing a transaction with their private key',
      'By sending their password to the recipient',
      'By mining a block first',
    ],
    answer: 1,
    explanation:
      'The whitepaper defines a coin as a chain of digital signatures: each owner transfers it by signing a hash of the previous transaction and the next owner’s public key.',
    source: whitepaper('2. Transactions'),
  },
];

const strategyQuestions: Authored[] = [
  {
    id: 'strategies-value-averaging',
    topic: 'strategies',
    prompt:
      'Value averaging with a target that grows by $100 a month: the target is now $300 and the holding is worth $250. What does the plan buy?',
    options: ['$100', '$50', '$300', 'Nothing'],
    answer: 1,
    explanation:
      'Value averaging buys whatever brings the holding up to its target: $300 − $250 = $50. Had the holding been worth more than the target, it would buy less, or nothing.',
    source: primary('Michael E. Edleson, Value Averaging (the method’s own book)'),
  },
  {
    id: 'strategies-value-averaging-difference',
    topic: 'strategies',
    prompt: 'How does value averaging differ from dollar-cost averaging?',
    options: [
      'It sets a target for what the holding should be worth, and buys whatever it takes to reach it',
      'It buys the same amount every time',
      'It buys only once',
      'It sells everything each month',
    ],
    answer: 0,
    explanation:
      'Dollar-cost averaging fixes the amount spent; value averaging fixes the growth of the holding’s value, so it buys more after a fall and less, or nothing, after a rise.',
    source: primary('Michael E. Edleson, Value Averaging (the method’s own book)'),
  },
  {
    id: 'strategies-stacking-sats-unit',
    topic: 'strategies',
    prompt: 'Stacking sats counts bitcoin in satoshis. What is one sat?',
    options: ['0.01 BTC', '0.0001 BTC', '0.00000001 BTC', 'One US cent of bitcoin'],
    answer: 2,
    explanation: 'A bitcoin is 100,000,000 satoshis, so 1 sat is 0.00000001 BTC: no one has to buy a whole bitcoin.',
    source: MAX_MONEY,
  },
  {
    id: 'strategies-stacking-seed',
    topic: 'strategies',
    prompt: 'The Strategies tab links stacking sats to which part of Arkad’s story in the book?',
    options: [
      'His fortune began with the part of each wage he refused to spend',
      'He won a chariot race',
      'He inherited his father’s gold',
      'He found treasure in the walls of Babylon',
    ],
    answer: 0,
    explanation:
      'Arkad’s wealth began with the small part of each wage he kept; small amounts actually saved are the seed, not large amounts only planned.',
    source: book('The Richest Man in Babylon'),
  },
  {
    id: 'strategies-dip-rules',
    topic: 'strategies',
    prompt: 'What makes dip buying ‘strategic’ in the Strategies tab?',
    options: [
      'Buying whenever the news is frightening',
      'Rules set in advance for how much to buy at set distances below the recent high',
      'Borrowing to buy every dip',
      'Knowing where a fall will end',
    ],
    answer: 1,
    explanation:
      'A cash reserve is used by rules decided in calm times, for example a slice at 20% down, another at 30% and another at 40%. No one knows where a fall will end.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'strategies-mining-difficulty',
    topic: 'strategies',
    prompt: 'More miners join the network and blocks come faster than every ten minutes. What happens next?',
    options: [
      'The subsidy rises',
      'The difficulty rises at the next adjustment, bringing blocks back toward ten minutes',
      'The 21 million cap grows',
      'Nothing ever changes',
    ],
    answer: 1,
    explanation:
      'The difficulty follows a moving average aimed at an average number of blocks per hour: more hash power makes it harder, so a miner’s share of the rewards shrinks as others join.',
    source: whitepaper('4. Proof-of-Work'),
  },
  {
    id: 'strategies-mining-revenue',
    topic: 'strategies',
    prompt: 'Which two things make up a miner’s income from a block?',
    options: [
      'The block subsidy and the transaction fees',
      'Interest and dividends',
      'Exchange fees and withdrawal fees',
      'Donations and advertising',
    ],
    answer: 0,
    explanation:
      'The block’s first transaction pays its creator the new coins (the subsidy) and the difference between the block’s inputs and outputs (the fees).',
    source: whitepaper('6. Incentive'),
  },
  {
    id: 'strategies-lightning-fees',
    topic: 'strategies',
    prompt: 'How does a Lightning routing node earn?',
    options: [
      'From interest the network pays on channel balances',
      'From mining blocks',
      'From the fees it sets for forwarding other people’s payments',
      'From a share of every on-chain transaction',
    ],
    answer: 2,
    explanation:
      'Each channel announces a base fee and a proportional fee for forwarding payments. The node earns them only while it is online, with bitcoin kept in hot channels.',
    source: primary(
      'Lightning BOLT #7: P2P Node and Channel Discovery (channel_update: fee_base_msat, fee_proportional_millionths)',
    ),
  },
  {
    id: 'strategies-options-law',
    topic: 'strategies',
    prompt:
      'Options strategies are rated the riskiest and most complex in the Strategies tab. Which law of gold warns about forcing money toward high returns?',
    options: ['The first', 'The second', 'The third', 'The fifth'],
    answer: 3,
    explanation:
      'The fifth law warns that gold flees those who force it toward impossible earnings or trust it to their own inexperience.',
    source: book('The Five Laws of Gold'),
  },
  {
    id: 'strategies-unfamiliar',
    topic: 'strategies',
    prompt:
      'Before trying a strategy such as options or a Lightning node, which law of gold asks whether you understand it well enough?',
    options: ['The fourth: gold slips away from the unfamiliar', 'The first: save a tenth', 'The sixth cure', 'None'],
    answer: 0,
    explanation:
      'The fourth law warns that gold slips away from those who put it into businesses or schemes they do not understand.',
    source: book('The Five Laws of Gold'),
  },
  {
    id: 'strategies-business-treasury',
    topic: 'strategies',
    prompt: 'Which of the seven cures does a business that keeps a fixed share of its profits as reserves follow?',
    options: [
      'The first: keep a part of all you earn',
      'The fifth: own your dwelling',
      'The seventh: increase your ability to earn',
      'None of them',
    ],
    answer: 0,
    explanation:
      'Keeping a fixed share of all that comes in, before it is spent, is the first cure, whether for a person or a business.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'strategies-counsel',
    topic: 'strategies',
    prompt: 'A stranger online promises to double any bitcoin you send him. Which chapter’s laws describe this?',
    options: [
      '‘The Five Laws of Gold’: gold flees those who follow the advice of tricksters and schemers',
      '‘The Walls of Babylon’: build walls',
      '‘The Luckiest Man in Babylon’: work is a friend',
    ],
    answer: 0,
    explanation:
      'The fifth law warns against the tempting advice of tricksters and schemers and against impossible earnings. Sending bitcoin to be ‘doubled’ is a giveaway scam.',
    source: book('The Five Laws of Gold'),
  },
];

const dcaQuestions: Authored[] = [
  {
    id: 'dca-definition',
    topic: 'dca',
    prompt: 'What is dollar-cost averaging (DCA)?',
    options: [
      'Buying only after the price falls',
      'Buying a fixed amount on a fixed schedule, whatever the price',
      'Buying once, with all your savings',
      'Selling a fixed amount every week',
    ],
    answer: 1,
    explanation:
      'DCA spends the same amount at regular times, such as $25 every week. The Guide ties it to the first law of gold: regular saving of a part of every wage.',
    source: book('The Five Laws of Gold'),
  },
  {
    id: 'dca-more-when-low',
    topic: 'dca',
    prompt: 'With DCA, what happens when the price is low on a purchase day?',
    options: [
      'The fixed amount buys more sats',
      'The fixed amount buys fewer sats',
      'The purchase is skipped',
      'The purchase doubles',
    ],
    answer: 0,
    explanation:
      'A fixed amount divided by a lower price is more bitcoin; at a higher price the same amount buys fewer sats.',
    source: book('The Five Laws of Gold'),
  },
  {
    id: 'dca-average-cost',
    topic: 'dca',
    prompt: 'You buy $100 of bitcoin at $50,000 and $100 at $25,000. What did each bitcoin cost you on average?',
    options: ['$37,500', 'About $33,333', '$25,000', '$50,000'],
    answer: 1,
    explanation:
      '$100 buys 0.002 BTC at $50,000 and 0.004 BTC at $25,000: $200 for 0.006 BTC, about $33,333 per bitcoin. A fixed amount buys more when cheap, so the average cost is below the average price.',
    source: book('The Five Laws of Gold'),
  },
  {
    id: 'dca-timing-mistake',
    topic: 'dca',
    prompt: 'Which beginner mistake from the Guide does a fixed DCA schedule rule out?',
    options: ['Neglecting security', 'Trying to time the market', 'Forgetting a password', 'Paying network fees'],
    answer: 1,
    explanation:
      'On a fixed schedule there is no day to pick, so fear and excitement stay out of the decision. The Guide’s first law practice: consistency does more than perfect timing.',
    source: book('The Five Laws of Gold'),
  },
  {
    id: 'dca-rising-market',
    topic: 'dca',
    prompt: 'In a market that rises steadily, how does DCA compare with one early lump sum of the same total?',
    options: [
      'DCA always buys more bitcoin',
      'They always buy the same amount',
      'The early lump sum would have bought more bitcoin',
      'DCA is impossible in a rising market',
    ],
    answer: 2,
    explanation:
      'If every later price is higher, money spent early buys more than money spent later. DCA trades that for never having to choose the day.',
    source: book('The Five Laws of Gold'),
  },
  {
    id: 'dca-long-fall',
    topic: 'dca',
    prompt: 'Does DCA protect a saver from a long fall in price?',
    options: [
      'Yes, DCA cannot lose money',
      'Yes, after four purchases',
      'No: it smooths the average cost but does not protect against a long fall',
      'Only on weekends',
    ],
    answer: 2,
    explanation:
      'DCA spreads purchases over time; if the price falls and stays low, the holding is worth less than was paid. Only money that could be lost without hardship belongs in it.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'dca-payday',
    topic: 'dca',
    prompt: 'Why does the Strategies tab suggest timing a recurring purchase to follow payday?',
    options: [
      'Prices are lowest on paydays',
      'Exchanges charge no fees on paydays',
      'The saved share is set aside before the money can be spent',
      'Banks require it',
    ],
    answer: 2,
    explanation: 'It is the first cure, pay yourself first: the tenth is taken before anything else is paid.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'dca-withdraw',
    topic: 'dca',
    prompt: 'Bitcoin bought by recurring purchases stays on the exchange. What risk does it carry there?',
    options: [
      'None: exchanges cannot fail',
      'Custody risk: the exchange holds the keys until you withdraw to a wallet you control',
      'It stops counting toward the 21 million',
      'It loses satoshis every day',
    ],
    answer: 1,
    explanation:
      'Whoever holds the keys controls the coins. Withdrawing to your own wallet on a schedule, once the amount makes the network fee a small part of it, ends that risk.',
    source: whitepaper('2. Transactions'),
  },
  {
    id: 'dca-small-fees',
    topic: 'dca',
    prompt: 'Why can many very small recurring purchases cost more?',
    options: [
      'A fixed fee per purchase is a larger share of a small buy',
      'Small purchases are taxed at a higher rate everywhere',
      'The network refuses small purchases',
      'They cannot cost more',
    ],
    answer: 0,
    explanation:
      'A $1 fee is 10% of a $10 purchase but 1% of a $100 one, so fee schedules matter for small, frequent buys. Watching such costs is the second cure, controlling expenditures.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'dca-amount',
    topic: 'dca',
    prompt: 'How does the Strategies tab suggest choosing the amount for a DCA plan?',
    options: [
      'As much as an exchange lets you borrow',
      'The amount that matches the last price rise',
      'An amount you can set aside every period without touching your emergency fund or bills',
      'Your whole emergency fund at once',
    ],
    answer: 2,
    explanation:
      'The amount comes from the budget: money not needed for many years, which could be lost without hardship. That is the second cure, controlling expenditures, at work.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'dca-review',
    topic: 'dca',
    prompt: 'How often does the Strategies tab suggest reviewing a DCA plan?',
    options: ['Every time the price moves', 'Once or twice a year', 'Never', 'Every hour'],
    answer: 1,
    explanation:
      'A plan reviewed at every price move turns back into market timing. A review once or twice a year checks that the amount still fits the budget.',
    source: book('The Five Laws of Gold'),
  },
  {
    id: 'dca-habit',
    topic: 'dca',
    prompt: 'In ‘The Clay Tablets from Babylon’, what made Dabasir’s plan work over time?',
    options: [
      'Applying the same division to every wage, without exception',
      'Waiting for a lucky day',
      'Borrowing to pay his debts faster',
      'Saving only in good months',
    ],
    answer: 0,
    explanation:
      'Dabasir sets aside a tenth, lives on seven-tenths and repays with two-tenths every time he is paid; the steady habit, not any single payment, clears his debts and builds his savings. DCA is the same kind of habit.',
    source: book('The Clay Tablets from Babylon'),
  },
];

const securityQuestions: Authored[] = [
  {
    id: 'security-pyramid-order',
    topic: 'security',
    prompt: 'In the Security Pyramid, which order runs from the least to the most protection?',
    options: [
      'Multi-signature, hardware wallet, software wallet, exchange',
      'Exchange, software wallet, hardware wallet, multi-signature',
      'Software wallet, exchange, multi-signature, hardware wallet',
      'Hardware wallet, exchange, software wallet, multi-signature',
    ],
    answer: 1,
    explanation:
      'Exchange custody gives the least control (a company holds the keys); a software wallet keeps keys on an online device; a hardware wallet keeps them offline; multi-signature removes the single point of failure.',
    source: bip(11, 'M-of-N Standard Transactions'),
  },
  {
    id: 'security-seed-words',
    topic: 'security',
    prompt: 'How many words are on the list that BIP-39 seed phrases are drawn from?',
    options: ['256', '1,024', '2,048', '21,000'],
    answer: 2,
    explanation: 'BIP-39 word lists hold 2,048 words, so each word encodes 11 bits of the seed’s entropy and checksum.',
    source: BIP39,
  },
  {
    id: 'security-seed-lengths',
    topic: 'security',
    prompt: 'Which seed phrase lengths does BIP-39 define?',
    options: ['12, 15, 18, 21 or 24 words', 'Any number of words', 'Exactly 6 words', '32 or 64 words'],
    answer: 0,
    explanation: 'BIP-39 maps 128 to 256 bits of entropy, plus a checksum, to 12, 15, 18, 21 or 24 words.',
    source: BIP39,
  },
  {
    id: 'security-passphrase',
    topic: 'security',
    prompt: 'What does the optional BIP-39 passphrase do?',
    options: [
      'It unlocks the exchange account',
      'It replaces the seed phrase',
      'It resets the wallet to factory settings',
      'Combined with the seed phrase it derives a different wallet, so the words alone do not open it',
    ],
    answer: 3,
    explanation:
      'The seed is derived from the words and the passphrase together. Each passphrase opens a different wallet; forgetting it loses access as surely as losing the words.',
    source: BIP39,
  },
  {
    id: 'security-seed-storage',
    topic: 'security',
    prompt: 'Where does the Security Assessment advise keeping a seed phrase backup?',
    options: [
      'In a photo on your phone',
      'In a cloud note or email to yourself',
      'On paper or metal, stored offline',
      'With the exchange’s support team',
    ],
    answer: 2,
    explanation:
      'Anyone who reads the words controls the bitcoin. Photos, email and cloud notes can be reached by hackers; paper or metal kept offline cannot.',
    source: BIP39,
  },
  {
    id: 'security-who-asks',
    topic: 'security',
    prompt: 'Someone asks for your seed phrase to ‘verify’ or ‘fix’ your wallet. When is typing the seed phrase right?',
    options: [
      'When support staff ask politely',
      'Only into your own wallet or device, when you restore it yourself',
      'When a website says your wallet is at risk',
      'When a giveaway requires it',
    ],
    answer: 1,
    explanation:
      'The seed phrase is the master secret from which the wallet’s keys are derived. Your own wallet needs it only when you restore it yourself; anyone else asking for it is trying to take your bitcoin.',
    source: BIP32,
  },
  {
    id: 'security-preset-seed',
    topic: 'security',
    prompt: 'A new hardware wallet arrives with a seed phrase already printed on a card. What does that mean?',
    options: [
      'It is a scam: whoever wrote the words can take what you store',
      'It saves time and is safe to use',
      'It is the manufacturer’s normal practice',
      'It only matters for multisig',
    ],
    answer: 0,
    explanation:
      'The device must generate the seed itself, during your own setup. Anyone who already knows the words controls every address derived from them.',
    source: BIP32,
  },
  {
    id: 'security-hardware-keys',
    topic: 'security',
    prompt: 'Why does a hardware wallet protect keys from malware on your computer?',
    options: [
      'It encrypts the blockchain',
      'It signs transactions inside the device, so the private keys never reach the computer',
      'It hides your address from the network',
      'It needs no backup',
    ],
    answer: 1,
    explanation:
      'The computer prepares an unsigned transaction; the device signs it after you confirm it on its own screen, and returns only the signature.',
    source: bip(174, 'Partially Signed Bitcoin Transaction Format'),
  },
  {
    id: 'security-verify-address',
    topic: 'security',
    prompt: 'Why confirm the recipient’s address and amount on the hardware wallet’s own screen?',
    options: [
      'Because malware on the computer can change what the computer shows',
      'Because the screen is larger',
      'Because it makes the fee lower',
      'There is no reason to',
    ],
    answer: 0,
    explanation:
      'The device’s screen is out of the computer’s reach. Checking it there catches malware that swaps the address, before you sign a payment that cannot be reversed.',
    source: whitepaper('2. Transactions'),
  },
  {
    id: 'security-multisig-single-point',
    topic: 'security',
    prompt: 'What is the main protection a 2-of-3 multisig setup gives?',
    options: [
      'No single lost or stolen key can lose or take the savings',
      'It makes transactions free',
      'It needs no backups at all',
      'It makes the bitcoin untraceable',
    ],
    answer: 0,
    explanation: 'Any two keys can spend: a thief with one key cannot, and the owner who loses one key still has two.',
    source: bip(11, 'M-of-N Standard Transactions'),
  },
  {
    id: 'security-descriptor',
    topic: 'security',
    prompt: 'Besides each key’s seed phrase, what must a multisig owner back up?',
    options: [
      'The exchange password',
      'The wallet configuration, its output descriptor',
      'A screenshot of the balance',
      'Nothing else',
    ],
    answer: 1,
    explanation:
      'The descriptor records which keys, which threshold and which script type make up the wallet. Without it, the seed phrases alone may not be enough to find and spend the funds.',
    source: bip(380, 'Output Script Descriptors General Operation'),
  },
  {
    id: 'security-exchange-control',
    topic: 'security',
    prompt: 'With exchange custody, who controls the private keys?',
    options: ['You do', 'The miners do', 'The exchange does', 'No one does'],
    answer: 2,
    explanation:
      'On an exchange the company holds the keys. If it is hacked, fails or freezes your account, you may not get your bitcoin back: not your keys, not your coins.',
    source: whitepaper('2. Transactions'),
  },
  {
    id: 'security-hot-wallet',
    topic: 'security',
    prompt: 'Why is a software wallet on a phone called a hot wallet?',
    options: [
      'Its keys live on a device connected to the internet',
      'It heats the phone',
      'It holds only stolen coins',
      'It is the newest kind of wallet',
    ],
    answer: 0,
    explanation:
      'You hold your own keys, but on an online device, where malware or a compromised phone can reach them. Hardware wallets keep keys offline (cold).',
    source: BIP32,
  },
  {
    id: 'security-test-recovery',
    topic: 'security',
    prompt: 'Why restore a new wallet from its seed phrase while it holds only a small amount?',
    options: [
      'To prove that the backup really restores the wallet before it holds savings',
      'To earn a reward from the network',
      'To change the seed phrase',
      'Restoring is not possible',
    ],
    answer: 0,
    explanation:
      'A backup never tested may hold a wrong or missing word. Restoring from it first, with little at stake, shows that it recreates the same keys and addresses.',
    source: BIP32,
  },
  {
    id: 'security-two-factor',
    topic: 'security',
    prompt: 'For an exchange account, which second factor does the assessment suggest over SMS codes?',
    options: [
      'An authenticator app or a security key',
      'A second password sent by email',
      'Your seed phrase',
      'No second factor',
    ],
    answer: 0,
    explanation:
      'SMS codes can be intercepted, for example when an attacker moves your phone number to a new SIM; NIST restricts them for this reason. Authenticator apps and security keys do not depend on the phone network.',
    source: primary(
      'NIST Special Publication 800-63B, Digital Identity Guidelines, section 5.1.3.3 (SMS is a restricted authenticator)',
    ),
  },
  {
    id: 'security-official-source',
    topic: 'security',
    prompt: 'Where should a wallet app be installed from?',
    options: [
      'Only from its official website or official app store listing',
      'From a link in a direct message',
      'From whichever site appears first in ads',
      'From a file shared in a chat group',
    ],
    answer: 0,
    explanation:
      'Fake wallet apps and look-alike sites steal seed phrases. The official source, with its address checked, is the protection; Clason’s fifth law warns that gold flees those who follow tricksters and schemers.',
    source: book('The Five Laws of Gold'),
  },
  {
    id: 'security-grows-with-holdings',
    topic: 'security',
    prompt: 'What does the assessment’s Important Reminder say about security over time?',
    options: [
      'Security should grow with your holdings',
      'Security matters only for large amounts',
      'One setup is enough for life',
      'Security is the exchange’s job',
    ],
    answer: 0,
    explanation:
      'What is fine for a few hundred dollars is not enough for life savings: as the stack grows, take the assessment again and move up the pyramid. Clason’s fourth cure guards the principal first.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'security-guard-cure',
    topic: 'security',
    prompt: 'Which of Clason’s cures does the Guide apply as protecting your keys and backing up your seed phrase?',
    options: ['The first', 'The fourth: guard thy treasures from loss', 'The fifth', 'The seventh'],
    answer: 1,
    explanation:
      'The fourth cure keeps the principal safe before seeking returns. For bitcoin, the Guide notes that savers lose coins to scams, hacks, failed custodians and lost keys.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'security-inheritance',
    topic: 'security',
    prompt: 'What does an inheritance plan for bitcoin need, in the Guide’s words?',
    options: [
      'Your seed phrase shared with every heir today',
      'Nothing: heirs inherit bitcoin automatically',
      'Clear recovery instructions kept with your estate documents, without sharing the seed phrase while you live',
      'A post on social media with your address',
    ],
    answer: 2,
    explanation:
      'The sixth cure provides for one’s family. Bitcoin cannot be recovered without its keys, so heirs need instructions they can follow, kept safely, while the seed phrase stays private during your life.',
    source: book('Seven Cures for a Lean Purse'),
  },
  {
    id: 'security-hardware-seller',
    topic: 'security',
    prompt: 'Where does the assessment advise buying a hardware wallet?',
    options: [
      'From the manufacturer or an authorised reseller, never second-hand',
      'From the cheapest auction listing',
      'From someone who offers one with a seed phrase already set up',
      'Anywhere: they cannot be tampered with',
    ],
    answer: 0,
    explanation:
      'A device from an unknown hand may be tampered with. Bought new from the maker or an authorised seller, and set up by you, it generates keys no one else knows. Arkad’s first savings were lost to worthless glass bought as jewels from travelling traders.',
    source: book('The Richest Man in Babylon'),
  },
  {
    id: 'security-different-makers',
    topic: 'security',
    prompt: 'Why use hardware wallets from different manufacturers for the keys of a multisig setup?',
    options: [
      'So a flaw in one maker’s devices cannot expose every key',
      'Because one maker cannot make two devices',
      'To make the fees lower',
      'It makes no difference',
    ],
    answer: 0,
    explanation:
      'Multisig removes single points of failure; keys on devices from one maker would share any flaw that maker has.',
    source: bip(11, 'M-of-N Standard Transactions'),
  },
  {
    id: 'security-hd-backup',
    topic: 'security',
    prompt: 'An HD wallet has used 50 different receiving addresses. How many seed phrase backups does it need?',
    options: [
      '50, one per address',
      'One: every address is derived from the same seed',
      'None',
      'One per month of use',
    ],
    answer: 1,
    explanation:
      'BIP-32 derives every key of the wallet from one seed, so one backup of the seed phrase restores all 50 addresses.',
    source: BIP32,
  },
];

/** Every question, with its key. */
export const quizBank: readonly QuizQuestion[] = [
  ...guideQuestions,
  ...treasuryQuestions,
  ...glossaryQuestions,
  ...strategyQuestions,
  ...dcaQuestions,
  ...securityQuestions,
].map(question);
