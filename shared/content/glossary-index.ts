import { createGlossaryMatcher, type GlossaryMatcher } from '../domain/glossary-links';
import type { Language } from '../i18n/languages';
import type { GlossaryTerm } from '../schemas/glossary';
import type { GlossaryNames } from './es/glossary-index';

/**
 * The glossary's term index: what running text needs up front to mark glossary terms (each term's
 * name and aliases) and to tell a free term from a Scholar one. It is small and part of the first
 * load; the definitions are in ./glossary-definitions, loaded only when a definition is shown, and
 * ./glossary joins both into whole terms (and its test checks the join against the schema).
 *
 * Terms marked `free` form the fixed free subset; every free term's related terms are free too,
 * so a free learner never follows a related-term link into the upgrade prompt.
 */
export type GlossaryIndexEntry = Pick<GlossaryTerm, 'id' | 'term' | 'aliases' | 'free'>;

/** The index as written, each id kept as the literal it is, so a reference to an unknown term is a type error. */
function withTermIds<const Id extends string>(entries: readonly (GlossaryIndexEntry & { id: Id })[]) {
  return entries;
}

export const glossaryIndex = withTermIds([
  // ---------------------------------------------------------------- basics
  { id: 'bitcoin', term: 'Bitcoin', aliases: ['BTC', 'bitcoins'], free: true },
  { id: 'satoshi', term: 'Satoshi', aliases: ['sats', 'satoshis'], free: true },
  { id: 'satoshi-nakamoto', term: 'Satoshi Nakamoto', aliases: ['Nakamoto'], free: false },
  { id: 'blockchain', term: 'Blockchain', aliases: ['blockchains', 'block chain'], free: true },
  { id: 'wallet', term: 'Wallet', aliases: ['wallets', 'Bitcoin wallet', 'Bitcoin wallets'], free: true },
  { id: 'address', term: 'Address', aliases: ['addresses', 'Bitcoin address', 'Bitcoin addresses'], free: true },
  { id: 'transaction', term: 'Transaction', aliases: ['transactions'], free: true },
  {
    id: 'exchange',
    term: 'Exchange',
    aliases: ['exchanges', 'Bitcoin exchange', 'Bitcoin exchanges', 'crypto exchange', 'crypto exchanges'],
    free: true,
  },
  { id: 'halving', term: 'Halving', aliases: ['halvings', 'halvening'], free: true },
  {
    id: '21-million-cap',
    term: '21 Million Cap',
    aliases: ['21 million', '21M', 'supply cap', 'fixed supply', 'maximum supply'],
    free: true,
  },
  { id: 'circulating-supply', term: 'Circulating Supply', aliases: [], free: true },
  { id: 'peer-to-peer', term: 'Peer-to-Peer', aliases: ['peer to peer', 'P2P'], free: true },
  {
    id: 'decentralization',
    term: 'Decentralization',
    aliases: ['decentralized', 'decentralised', 'decentralisation'],
    free: true,
  },
  { id: 'permissionless', term: 'Permissionless', aliases: [], free: true },
  {
    id: 'whitepaper',
    term: 'Whitepaper',
    aliases: ['white paper', 'Bitcoin whitepaper', 'Bitcoin white paper'],
    free: false,
  },
  { id: 'genesis-block', term: 'Genesis Block', aliases: [], free: false },
  { id: 'fiat-currency', term: 'Fiat Currency', aliases: ['fiat', 'fiat money', 'fiat currencies'], free: true },
  { id: 'inflation', term: 'Inflation', aliases: ['inflationary'], free: true },
  { id: 'scarcity', term: 'Scarcity', aliases: ['scarce'], free: true },
  { id: 'store-of-value', term: 'Store of Value', aliases: ['stores of value'], free: true },
  { id: 'sound-money', term: 'Sound Money', aliases: [], free: false },
  { id: 'altcoin', term: 'Altcoin', aliases: ['altcoins'], free: false },
  { id: 'kyc', term: 'KYC', aliases: ['Know Your Customer', 'know-your-customer'], free: true },
  { id: 'stablecoin', term: 'Stablecoin', aliases: ['stablecoins', 'stable coin', 'stable coins'], free: false },
  { id: 'bitcoin-atm', term: 'Bitcoin ATM', aliases: ['Bitcoin ATMs'], free: false },
  { id: 'bitcoin-pizza-day', term: 'Bitcoin Pizza Day', aliases: ['Pizza Day'], free: false },
  // ------------------------------------------------------------ technology
  { id: 'mining', term: 'Mining', aliases: ['miner', 'miners', 'Bitcoin mining'], free: true },
  { id: 'block', term: 'Block', aliases: ['blocks'], free: true },
  { id: 'confirmation', term: 'Confirmation', aliases: ['confirmations'], free: true },
  { id: 'node', term: 'Node', aliases: ['nodes', 'full node', 'full nodes'], free: true },
  {
    id: 'utxo',
    term: 'UTXO',
    aliases: ['UTXOs', 'unspent transaction output', 'unspent transaction outputs'],
    free: true,
  },
  { id: 'lightning-network', term: 'Lightning Network', aliases: ['Lightning', 'LN'], free: true },
  { id: 'proof-of-work', term: 'Proof of Work', aliases: ['PoW', 'proof-of-work'], free: true },
  { id: 'hash-rate', term: 'Hash Rate', aliases: ['hashrate', 'hash power', 'hashing power'], free: true },
  {
    id: 'difficulty-adjustment',
    term: 'Difficulty Adjustment',
    aliases: ['difficulty adjustments', 'mining difficulty', 'difficulty retarget'],
    free: true,
  },
  { id: 'mempool', term: 'Mempool', aliases: ['mempools', 'memory pool'], free: true },
  {
    id: 'most-work-chain',
    term: 'Most-Work Chain',
    aliases: ['longest chain', 'heaviest chain', 'chain with the most work', 'most work chain'],
    free: true,
  },
  {
    id: 'block-reward',
    term: 'Block Reward',
    aliases: ['block rewards', 'block subsidy', 'mining reward', 'mining rewards'],
    free: true,
  },
  {
    id: 'transaction-fee',
    term: 'Transaction Fee',
    aliases: [
      'transaction fees',
      'network fee',
      'network fees',
      'mining fee',
      'mining fees',
      'miner fee',
      'miner fees',
    ],
    free: true,
  },
  { id: 'public-key', term: 'Public Key', aliases: ['public keys', 'pubkey', 'pubkeys'], free: true },
  { id: 'hash-function', term: 'Hash Function', aliases: ['hash functions', 'hash', 'hashes', 'hashing'], free: false },
  {
    id: 'digital-signature',
    term: 'Digital Signature',
    aliases: ['digital signatures', 'signature', 'signatures'],
    free: false,
  },
  {
    id: 'double-spending',
    term: 'Double Spending',
    aliases: ['double spend', 'double spends', 'double-spend', 'double-spending'],
    free: false,
  },
  {
    id: 'block-explorer',
    term: 'Block Explorer',
    aliases: ['block explorers', 'blockchain explorer', 'blockchain explorers'],
    free: false,
  },
  { id: 'on-chain', term: 'On-Chain', aliases: ['onchain', 'on chain'], free: false },
  { id: 'layer-2', term: 'Layer 2', aliases: ['layer-2', 'layer two', 'second layer', 'L2'], free: true },
  { id: 'open-source', term: 'Open Source', aliases: ['open-source'], free: false },
  { id: 'segwit', term: 'SegWit', aliases: ['Segregated Witness', 'native SegWit'], free: false },
  { id: 'block-height', term: 'Block Height', aliases: ['block heights'], free: false },
  { id: 'consensus-rules', term: 'Consensus Rules', aliases: ['consensus rule', 'consensus'], free: false },
  { id: 'fee-rate', term: 'Fee Rate', aliases: ['fee rates', 'sat/vB', 'sats/vB', 'sats per vbyte'], free: false },
  {
    id: 'change-output',
    term: 'Change Output',
    aliases: ['change outputs', 'change address', 'change addresses'],
    free: false,
  },
  {
    id: 'hd-wallet',
    term: 'HD Wallet',
    aliases: ['HD wallets', 'hierarchical deterministic wallet', 'hierarchical deterministic wallets'],
    free: false,
  },
  { id: 'lightning-invoice', term: 'Lightning Invoice', aliases: ['Lightning invoices'], free: false },
  { id: 'mining-pool', term: 'Mining Pool', aliases: ['mining pools'], free: false },
  { id: 'asic', term: 'ASIC', aliases: ['ASICs', 'ASIC miner', 'ASIC miners'], free: false },
  { id: 'bitcoin-core', term: 'Bitcoin Core', aliases: [], free: false },
  // ------------------------------------------------------------- investing
  { id: 'dollar-cost-averaging', term: 'Dollar-Cost Averaging', aliases: ['DCA', 'dollar cost averaging'], free: true },
  { id: 'lump-sum', term: 'Lump Sum', aliases: ['lump-sum', 'lump sums'], free: true },
  { id: 'volatility', term: 'Volatility', aliases: ['volatile'], free: true },
  { id: 'bull-market', term: 'Bull Market', aliases: ['bull markets', 'bull run', 'bull runs'], free: true },
  { id: 'bear-market', term: 'Bear Market', aliases: ['bear markets', 'crypto winter'], free: true },
  { id: 'hodl', term: 'HODL', aliases: ['hodling', 'hodler', 'hodlers', 'hodled'], free: true },
  { id: 'fomo', term: 'FOMO', aliases: ['fear of missing out'], free: true },
  { id: 'fud', term: 'FUD', aliases: ['fear, uncertainty and doubt', 'fear, uncertainty, and doubt'], free: true },
  {
    id: 'market-cap',
    term: 'Market Cap',
    aliases: ['market capitalization', 'market capitalisation', 'market caps'],
    free: true,
  },
  { id: 'drawdown', term: 'Drawdown', aliases: ['drawdowns', 'max drawdown', 'maximum drawdown'], free: true },
  { id: 'cost-basis', term: 'Cost Basis', aliases: ['average cost', 'average cost basis'], free: true },
  {
    id: 'annualized-return',
    term: 'Annualized Return',
    aliases: ['annualized returns', 'annualised return', 'annualised returns', 'annualized', 'annualised'],
    free: true,
  },
  { id: 'unit-bias', term: 'Unit Bias', aliases: [], free: true },
  {
    id: 'all-time-high',
    term: 'All-Time High',
    aliases: ['ATH', 'ATHs', 'all time high', 'all time highs', 'all-time highs'],
    free: false,
  },
  { id: 'diversification', term: 'Diversification', aliases: ['diversify', 'diversified'], free: false },
  { id: 'risk-tolerance', term: 'Risk Tolerance', aliases: ['risk appetite'], free: true },
  { id: 'time-horizon', term: 'Time Horizon', aliases: ['time horizons', 'investment horizon'], free: true },
  { id: 'compound-growth', term: 'Compound Growth', aliases: ['compounding', 'compound interest'], free: true },
  { id: 'emergency-fund', term: 'Emergency Fund', aliases: ['emergency funds', 'emergency savings'], free: true },
  { id: 'pay-yourself-first', term: 'Pay Yourself First', aliases: ['paying yourself first'], free: true },
  { id: 'timing-the-market', term: 'Timing the Market', aliases: ['market timing', 'time the market'], free: true },
  {
    id: 'leverage',
    term: 'Leverage',
    aliases: ['leveraged', 'margin trading', 'liquidation', 'liquidations', 'liquidated'],
    free: false,
  },
  { id: 'value-averaging', term: 'Value Averaging', aliases: [], free: false },
  { id: 'rebalancing', term: 'Rebalancing', aliases: ['rebalance', 'rebalanced'], free: false },
  { id: 'liquidity', term: 'Liquidity', aliases: [], free: false },
  { id: 'limit-order', term: 'Limit Order', aliases: ['limit orders'], free: false },
  { id: 'bid-ask-spread', term: 'Bid-Ask Spread', aliases: ['bid-ask spreads', 'bid/ask spread'], free: false },
  { id: 'capital-gains', term: 'Capital Gains', aliases: ['capital gain', 'capital gains tax'], free: false },
  {
    id: 'bitcoin-etf',
    term: 'Bitcoin ETF',
    aliases: [
      'Bitcoin ETFs',
      'spot Bitcoin ETF',
      'spot Bitcoin ETFs',
      'ETF',
      'ETFs',
      'exchange-traded fund',
      'exchange-traded funds',
    ],
    free: false,
  },
  { id: 'institutional-adoption', term: 'Institutional Adoption', aliases: [], free: false },
  {
    id: 'four-year-cycle',
    term: 'Four-Year Cycle',
    aliases: ['four year cycle', '4-year cycle', 'halving cycle'],
    free: false,
  },
  {
    id: 'time-preference',
    term: 'Time Preference',
    aliases: ['low time preference', 'high time preference'],
    free: false,
  },
  // -------------------------------------------------------------- security
  { id: 'private-key', term: 'Private Key', aliases: ['private keys'], free: true },
  {
    id: 'seed-phrase',
    term: 'Seed Phrase',
    aliases: ['seed phrases', 'recovery phrase', 'recovery phrases', 'mnemonic phrase', 'mnemonic', 'seed words'],
    free: true,
  },
  { id: 'passphrase', term: 'Passphrase', aliases: ['passphrases', '25th word', 'BIP39 passphrase'], free: true },
  { id: 'cold-storage', term: 'Cold Storage', aliases: ['cold wallet', 'cold wallets'], free: true },
  { id: 'hot-wallet', term: 'Hot Wallet', aliases: ['hot wallets'], free: true },
  {
    id: 'hardware-wallet',
    term: 'Hardware Wallet',
    aliases: ['hardware wallets', 'signing device', 'signing devices'],
    free: true,
  },
  {
    id: 'software-wallet',
    term: 'Software Wallet',
    aliases: ['software wallets', 'mobile wallet', 'mobile wallets', 'desktop wallet', 'desktop wallets'],
    free: true,
  },
  {
    id: 'multisig',
    term: 'Multisig',
    aliases: ['multi-signature', 'multisignature', 'multisig wallet', 'multisig wallets'],
    free: true,
  },
  {
    id: 'self-custody',
    term: 'Self-Custody',
    aliases: ['self custody', 'self-custodial', 'non-custodial'],
    free: true,
  },
  { id: 'custodian', term: 'Custodian', aliases: ['custodians', 'custodial'], free: true },
  { id: 'phishing', term: 'Phishing', aliases: [], free: true },
  {
    id: 'two-factor-authentication',
    term: 'Two-Factor Authentication',
    aliases: ['2FA', 'two factor authentication', 'two-step verification', 'MFA', 'multi-factor authentication'],
    free: true,
  },
  { id: 'social-engineering', term: 'Social Engineering', aliases: [], free: true },
  { id: 'sim-swap', term: 'SIM Swap', aliases: ['SIM swaps', 'SIM swapping', 'SIM-swap', 'SIM-swapping'], free: true },
  {
    id: 'giveaway-scam',
    term: 'Giveaway Scam',
    aliases: ['giveaway scams', 'doubling scam', 'doubling scams'],
    free: false,
  },
  { id: 'not-your-keys', term: 'Not Your Keys, Not Your Coins', aliases: ['not your keys'], free: true },
  { id: 'password-manager', term: 'Password Manager', aliases: ['password managers'], free: true },
  { id: 'counterparty-risk', term: 'Counterparty Risk', aliases: [], free: true },
  {
    id: 'metal-backup',
    term: 'Metal Backup',
    aliases: ['metal backups', 'steel backup', 'steel backups', 'seed plate', 'seed plates'],
    free: false,
  },
  { id: 'address-verification', term: 'Address Verification', aliases: [], free: false },
  {
    id: 'address-reuse',
    term: 'Address Reuse',
    aliases: ['reusing addresses', 'reused address', 'reused addresses'],
    free: false,
  },
  {
    id: 'watch-only-wallet',
    term: 'Watch-Only Wallet',
    aliases: ['watch-only wallets', 'watch only wallet'],
    free: false,
  },
  { id: 'air-gapped', term: 'Air-Gapped', aliases: ['air gapped', 'airgapped', 'air gap', 'air-gap'], free: false },
  {
    id: 'inheritance-planning',
    term: 'Inheritance Planning',
    aliases: ['inheritance plan', 'inheritance plans', 'Bitcoin inheritance'],
    free: false,
  },
  {
    id: 'clipboard-malware',
    term: 'Clipboard Malware',
    aliases: ['clipper malware', 'clipboard hijacker', 'clipboard hijackers'],
    free: false,
  },
  { id: 'proof-of-reserves', term: 'Proof of Reserves', aliases: ['proof-of-reserves'], free: false },
  { id: 'ponzi-scheme', term: 'Ponzi Scheme', aliases: ['Ponzi schemes', 'Ponzi'], free: false },
  { id: 'wrench-attack', term: 'Wrench Attack', aliases: ['wrench attacks', '$5 wrench attack'], free: false },
  // -------------------------------------------------------------- advanced
  { id: 'taproot', term: 'Taproot', aliases: [], free: false },
  { id: 'stock-to-flow', term: 'Stock-to-Flow', aliases: ['S2F', 'stock to flow'], free: false },
  { id: 'sha-256', term: 'SHA-256', aliases: ['SHA256'], free: false },
  { id: 'nonce', term: 'Nonce', aliases: ['nonces'], free: false },
  { id: 'merkle-tree', term: 'Merkle Tree', aliases: ['Merkle trees', 'Merkle root', 'Merkle roots'], free: false },
  { id: 'soft-fork', term: 'Soft Fork', aliases: ['soft forks', 'soft-fork'], free: false },
  { id: 'hard-fork', term: 'Hard Fork', aliases: ['hard forks', 'hard-fork'], free: false },
  {
    id: 'bip',
    term: 'BIP',
    aliases: ['BIPs', 'Bitcoin Improvement Proposal', 'Bitcoin Improvement Proposals'],
    free: false,
  },
  {
    id: '51-percent-attack',
    term: '51% Attack',
    aliases: ['51% attacks', '51 percent attack', 'majority attack'],
    free: false,
  },
  {
    id: 'stale-block',
    term: 'Stale Block',
    aliases: ['stale blocks', 'orphan block', 'orphan blocks', 'orphaned block', 'orphaned blocks'],
    free: false,
  },
  {
    id: 'spv',
    term: 'SPV',
    aliases: ['simplified payment verification', 'SPV wallet', 'SPV wallets', 'SPV client', 'SPV clients'],
    free: false,
  },
  { id: 'bech32m', term: 'Bech32m', aliases: ['bech32m address', 'bech32m addresses'], free: false },
  { id: 'block-size', term: 'Block Size', aliases: ['block weight', 'block size limit'], free: false },
  { id: 'replace-by-fee', term: 'Replace-by-Fee', aliases: ['RBF', 'replace by fee'], free: false },
  { id: 'child-pays-for-parent', term: 'Child Pays for Parent', aliases: ['CPFP'], free: false },
  { id: 'coin-control', term: 'Coin Control', aliases: [], free: false },
  { id: 'coinjoin', term: 'CoinJoin', aliases: ['CoinJoins'], free: false },
  {
    id: 'extended-public-key',
    term: 'Extended Public Key',
    aliases: ['extended public keys', 'xpub', 'xpubs'],
    free: false,
  },
  { id: 'derivation-path', term: 'Derivation Path', aliases: ['derivation paths'], free: false },
  {
    id: 'payment-channel',
    term: 'Payment Channel',
    aliases: ['payment channels', 'Lightning channel', 'Lightning channels'],
    free: false,
  },
  { id: 'sidechain', term: 'Sidechain', aliases: ['sidechains'], free: false },
  {
    id: 'timelock',
    term: 'Timelock',
    aliases: ['timelocks', 'time lock', 'time locks', 'time-lock', 'locktime'],
    free: false,
  },
  { id: 'bitcoin-script', term: 'Bitcoin Script', aliases: [], free: false },
  { id: 'schnorr-signatures', term: 'Schnorr Signatures', aliases: ['Schnorr signature', 'Schnorr'], free: false },
  {
    id: 'psbt',
    term: 'PSBT',
    aliases: ['PSBTs', 'partially signed Bitcoin transaction', 'partially signed Bitcoin transactions'],
    free: false,
  },
]);

/** A glossary term's id: one of the index's. */
export type GlossaryTermId = (typeof glossaryIndex)[number]['id'];

const glossaryIndexById: ReadonlyMap<string, GlossaryIndexEntry> = new Map(
  glossaryIndex.map((entry) => [entry.id, entry]),
);

export function getGlossaryIndexEntry(id: string): GlossaryIndexEntry | undefined {
  return glossaryIndexById.get(id);
}

/** The fixed free subset, in the order the terms are defined. */
export const freeGlossaryTermIds: readonly string[] = glossaryIndex
  .filter((entry) => entry.free)
  .map((entry) => entry.id);

const freeGlossaryTermIdSet: ReadonlySet<string> = new Set(freeGlossaryTermIds);

export function isFreeGlossaryTerm(id: string): boolean {
  return freeGlossaryTermIdSet.has(id);
}

/** Built once: marks glossary terms in any text (see shared/domain/glossary-links.ts). */
export const glossaryMatcher = createGlossaryMatcher(glossaryIndex);

/**
 * The glossary's names in one language: each term's name and aliases there (ids and free flags are
 * the same in every language), and a matcher that marks them in that language's text.
 */
export interface GlossaryNameIndex {
  language: Language;
  entries: readonly GlossaryIndexEntry[];
  get(id: string): GlossaryIndexEntry | undefined;
  matcher: GlossaryMatcher;
}

const englishNames: GlossaryNameIndex = {
  language: 'en',
  entries: glossaryIndex,
  get: getGlossaryIndexEntry,
  matcher: glossaryMatcher,
};

/** The other languages' names: each its own module, loaded when a page in that language needs it. */
const translatedNames: Record<
  Exclude<Language, 'en'>,
  () => Promise<Readonly<Record<GlossaryTermId, GlossaryNames>>>
> = {
  es: () => import('./es/glossary-index').then((m) => m.glossaryNamesEs),
};

/** The index in another language: the English index's ids and free flags with that language's names. */
export function translatedNameIndex(
  language: Language,
  names: Readonly<Record<GlossaryTermId, GlossaryNames>>,
): GlossaryNameIndex {
  const entries: GlossaryIndexEntry[] = glossaryIndex.map(({ id, free }) => ({
    id,
    term: names[id].term,
    aliases: [...names[id].aliases],
    free,
  }));
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return { language, entries, get: (id) => byId.get(id), matcher: createGlossaryMatcher(entries) };
}

const loadedNames = new Map<Language, GlossaryNameIndex>([['en', englishNames]]);
const loadingNames = new Map<Language, Promise<GlossaryNameIndex>>();

/** The names in a language if they are loaded already (English always is), else undefined. */
export function glossaryNamesIn(language: Language): GlossaryNameIndex | undefined {
  return loadedNames.get(language);
}

/** The names in a language: English at once, another language loaded once (its own chunk). */
export function loadGlossaryNames(language: Language): Promise<GlossaryNameIndex> {
  const loaded = loadedNames.get(language);
  if (loaded) return Promise.resolve(loaded);
  if (language === 'en') return Promise.resolve(englishNames);
  let loading = loadingNames.get(language);
  if (!loading) {
    loading = translatedNames[language]().then((names) => {
      const index = translatedNameIndex(language, names);
      loadedNames.set(language, index);
      return index;
    });
    loadingNames.set(language, loading);
  }
  return loading;
}
