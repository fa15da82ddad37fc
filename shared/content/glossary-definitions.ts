import type { GlossaryTerm } from '../schemas/glossary';

/**
 * What each glossary term says, by term id: original, educational writing. Nothing here is
 * financial advice or a price prediction. Figures that change over time (supply mined, block
 * subsidy) are dated in the text.
 *
 * The names, aliases and free flags are in ./glossary-index (part of the first load); this module
 * is loaded only when a definition is shown (a term's popup, the Glossary tab).
 */
export type GlossaryDefinition<Icon extends string = GlossaryIconName> = Omit<
  GlossaryTerm,
  'id' | 'term' | 'aliases' | 'free' | 'icon'
> & { icon: Icon };

/**
 * What a definition says in words: the part a translation gives (shared/content/es/glossary-definitions.ts).
 * The category, icon and related terms are the English definition's, whatever the language.
 */
export type GlossaryDefinitionText = Pick<
  GlossaryDefinition,
  'definition' | 'shortDefinition' | 'whyItMatters' | 'examples'
>;

/** The definitions as written, each icon kept as the literal name it is (not widened to string). */
function withIconNames<const Icon extends string>(definitions: Record<string, GlossaryDefinition<Icon>>) {
  return definitions;
}

const definitions = withIconNames({
  // ---------------------------------------------------------------- basics
  bitcoin: {
    category: 'basics',
    icon: 'Bitcoin',
    definition:
      'Bitcoin is a digital money that runs on a public network of computers instead of a bank or government. Anyone can send it to anyone else over the internet, and its rules, including its fixed supply, are enforced by the software every participant runs.',
    shortDefinition:
      'A digital money with a fixed supply, run by a worldwide network of computers rather than any bank or government.',
    whyItMatters:
      'It is the asset this whole learning path is about: knowing what it is, and what it is not, is the first defence against both hype and fear.',
    examples: [
      'Written with a capital B, Bitcoin usually means the network and its rules; written small, bitcoin (BTC) usually means the units you hold.',
      'You can own a fraction of a bitcoin, such as 0.001 BTC, because each one divides into 100,000,000 satoshis.',
    ],
    relatedTerms: ['satoshi', 'blockchain', '21-million-cap', 'peer-to-peer', 'wallet'],
  },
  satoshi: {
    category: 'basics',
    icon: 'Coins',
    definition:
      "A satoshi is the smallest unit of bitcoin: 1 satoshi equals 0.00000001 BTC, so one bitcoin is made of 100,000,000 satoshis. It is named after Bitcoin's creator, Satoshi Nakamoto.",
    shortDefinition:
      'The smallest unit of bitcoin: 1 satoshi = 0.00000001 BTC, and 100,000,000 satoshis make one bitcoin.',
    whyItMatters:
      "Counting in sats shows that nobody needs to buy a whole bitcoin; small, regular savings of a few thousand sats add up, much as Arkad's saved tenths grew into a fortune in Clason's book.",
    examples: ['0.001 BTC is 100,000 sats.', 'Saving 10,000 sats a week for a year gives 520,000 sats, or 0.0052 BTC.'],
    relatedTerms: ['bitcoin', 'unit-bias', 'dollar-cost-averaging'],
  },
  'satoshi-nakamoto': {
    category: 'basics',
    icon: 'UserRound',
    definition:
      'Satoshi Nakamoto is the pseudonymous person or group who wrote the Bitcoin whitepaper in 2008 and released the first Bitcoin software in January 2009. Satoshi stopped communicating publicly around 2011, and their real identity has never been confirmed.',
    shortDefinition:
      'The pseudonymous creator of Bitcoin, who published the whitepaper in 2008 and stepped away around 2011; their identity is unknown.',
    whyItMatters:
      'Because its creator stepped away, Bitcoin has no founder, chief executive or company in charge; it is run by the people who use it, which is part of what makes it hard to control.',
    examples: [
      'The whitepaper was shared on a cryptography mailing list on 31 October 2008 under the name Satoshi Nakamoto.',
    ],
    relatedTerms: ['whitepaper', 'genesis-block', 'bitcoin', 'decentralization'],
  },
  blockchain: {
    category: 'basics',
    icon: 'Link',
    definition:
      "A blockchain is a shared record of transactions, grouped into blocks that are linked in order, each one referring to the one before it. Bitcoin's blockchain is copied and checked by thousands of independent computers, so changing past entries would mean redoing an enormous amount of work.",
    shortDefinition:
      'The shared, append-only record of every Bitcoin transaction, grouped into blocks that are chained together in order.',
    whyItMatters:
      "The blockchain is why you do not need to trust anyone's private ledger: anyone can check the full history of bitcoin and verify that the rules were followed.",
    examples: [
      'Every bitcoin transaction since January 2009 can still be looked up on the blockchain.',
      'Adding a new block extends the chain; past blocks are never edited.',
    ],
    relatedTerms: ['block', 'transaction', 'node', 'proof-of-work'],
  },
  wallet: {
    category: 'basics',
    icon: 'Wallet',
    definition:
      'A Bitcoin wallet is an app or device that holds the keys controlling your bitcoin and lets you send and receive it. The coins themselves are recorded on the blockchain; the wallet keeps the private keys that prove they are yours.',
    shortDefinition:
      'The app or device that stores the keys controlling your bitcoin and lets you send and receive it.',
    whyItMatters:
      "Whoever controls a wallet's keys controls the money, so choosing a wallet and backing it up decide whether a new saver's bitcoin stays theirs.",
    examples: [
      'A phone app that shows a balance and a receive address is a software wallet.',
      'A small dedicated device that signs transactions offline is a hardware wallet.',
    ],
    relatedTerms: ['private-key', 'seed-phrase', 'hardware-wallet', 'software-wallet', 'self-custody'],
  },
  address: {
    category: 'basics',
    icon: 'QrCode',
    definition:
      'A Bitcoin address is a string of letters and numbers, derived from a public key, that others use to send you bitcoin. Modern addresses usually begin with bc1, while older formats begin with 1 or 3.',
    shortDefinition:
      'A string, usually starting with bc1, 1 or 3, that bitcoin can be sent to, rather like an account number you can share.',
    whyItMatters:
      'Bitcoin payments cannot be reversed, so sending to a wrong or tampered address usually means the funds are gone; checking addresses carefully is a basic habit.',
    examples: [
      'A native SegWit address starts with bc1q, and a Taproot address starts with bc1p.',
      'Most wallets show a fresh address for each payment you receive, which protects your privacy.',
    ],
    relatedTerms: ['public-key', 'wallet', 'transaction', 'private-key'],
  },
  transaction: {
    category: 'basics',
    icon: 'Send',
    definition:
      'A transaction is a signed message that moves bitcoin from one or more inputs to one or more outputs. Once it is included in a block and confirmed, it becomes part of the permanent record.',
    shortDefinition:
      'A signed transfer of bitcoin from one or more inputs to one or more outputs, recorded on the blockchain once confirmed.',
    whyItMatters:
      'Knowing that every transfer is final once confirmed, and that each one costs a fee, helps you plan purchases and withdrawals without surprises.',
    examples: [
      'Moving bitcoin from an exchange to your own hardware wallet is an on-chain transaction.',
      'A transaction that pays two people at once simply has two outputs, plus usually a change output back to the sender.',
    ],
    relatedTerms: ['utxo', 'transaction-fee', 'confirmation', 'mempool'],
  },
  exchange: {
    category: 'basics',
    icon: 'ArrowLeftRight',
    definition:
      "An exchange is a business where you can buy and sell bitcoin for ordinary money such as dollars or euros. Most exchanges hold customers' bitcoin for them until it is withdrawn, which makes them a custodian.",
    shortDefinition:
      'A company where you can buy and sell bitcoin for ordinary money; while your coins stay there, it holds them for you.',
    whyItMatters:
      'Exchanges are the usual starting point for beginners, but coins left on one depend on that company staying honest, solvent and secure; exchange custody is the lowest level of the security pyramid.',
    examples: [
      'Buying 0.01 BTC with dollars on an exchange, then withdrawing it to your own wallet.',
      'When the exchange Mt. Gox collapsed in 2014, many customers lost the bitcoin it was holding for them.',
    ],
    relatedTerms: ['custodian', 'kyc', 'counterparty-risk', 'self-custody', 'fiat-currency'],
  },
  halving: {
    category: 'basics',
    icon: 'Scissors',
    definition:
      'The halving is the scheduled cut in the number of new bitcoins created with each block. It happens every 210,000 blocks, roughly every four years: the reward started at 50 BTC in 2009 and fell to 3.125 BTC at the April 2024 halving.',
    shortDefinition:
      'The cut in half of the new-bitcoin reward per block, every 210,000 blocks (roughly every four years).',
    whyItMatters:
      "The halving makes Bitcoin's issuance predictable and shrinking over time, on a public schedule that no one can speed up or change on a whim.",
    examples: [
      'Reward per block: 50 BTC from 2009, 25 from 2012, 12.5 from 2016, 6.25 from 2020 and 3.125 from 2024.',
      'The next halving is due at block 1,050,000, expected around 2028.',
    ],
    relatedTerms: ['block-reward', 'mining', '21-million-cap', 'block', 'inflation'],
  },
  '21-million-cap': {
    category: 'basics',
    icon: 'Lock',
    definition:
      "Bitcoin's rules allow no more than 21 million bitcoins ever to exist. New coins are released on a declining schedule through mining, and the last fraction of a bitcoin is expected to be created around the year 2140.",
    shortDefinition:
      "Bitcoin's hard limit: no more than 21 million bitcoins will ever exist, released on a schedule that ends around 2140.",
    whyItMatters:
      'A fixed, public supply means no one can create more bitcoin to pay their bills, which is the main reason people compare it with gold.',
    examples: [
      'More than 19 million of the 21 million bitcoins had already been mined by 2024.',
      'Because each bitcoin splits into 100,000,000 satoshis, the cap equals 2.1 quadrillion satoshis.',
    ],
    relatedTerms: ['halving', 'circulating-supply', 'scarcity', 'block-reward'],
  },
  'circulating-supply': {
    category: 'basics',
    icon: 'ChartPie',
    definition:
      'Circulating supply is the number of bitcoins that have been created so far through mining. It grows a little with every block until new issuance ends around 2140, just under the 21 million cap: 20,999,999.9769 BTC, because each block subsidy is rounded down to whole satoshis.',
    shortDefinition:
      'How many bitcoins have been mined so far; it grows slowly with each block toward the 21 million cap.',
    whyItMatters:
      'Circulating supply multiplied by price gives market cap, and comparing it with the cap shows how much new supply is still to come.',
    examples: [
      'Since the April 2024 halving, with 3.125 BTC created per block and about 144 blocks a day, roughly 450 new bitcoins enter circulation each day.',
      'Some coins counted in the circulating supply are believed lost for good because their keys were misplaced.',
    ],
    relatedTerms: ['21-million-cap', 'market-cap', 'block-reward', 'halving'],
  },
  'peer-to-peer': {
    category: 'basics',
    icon: 'Users',
    definition:
      "Peer-to-peer means participants deal directly with each other rather than through a central middleman. Bitcoin's network is peer-to-peer: computers pass transactions and blocks among themselves, and payments go from one person to another without a bank in between.",
    shortDefinition:
      "Direct from one participant to another, with no central company in the middle; this is how Bitcoin's network and payments work.",
    whyItMatters:
      'Without a central operator there is no single point that can freeze accounts or switch the network off.',
    examples: [
      'The whitepaper is titled Bitcoin: A Peer-to-Peer Electronic Cash System.',
      "Paying a friend in bitcoin from your own wallet needs no bank's approval.",
    ],
    relatedTerms: ['decentralization', 'node', 'permissionless'],
  },
  decentralization: {
    category: 'basics',
    icon: 'Network',
    definition:
      'Decentralization means control is spread across many independent participants instead of held by one authority. In Bitcoin, thousands of nodes check the rules and many miners compete to add blocks, so no single party can change the system alone.',
    shortDefinition:
      'Control spread across many independent participants, so no single company or government can run or change Bitcoin alone.',
    whyItMatters:
      "Decentralization is what makes Bitcoin's fixed supply credible: a rule is only as strong as the difficulty of changing it.",
    examples: [
      'If one country bans mining, miners elsewhere keep producing blocks.',
      'Each node rejects blocks that break the rules it runs, so no developer, miner or company can make it accept rules its operator does not choose.',
    ],
    relatedTerms: ['node', 'peer-to-peer', 'mining', 'permissionless'],
  },
  permissionless: {
    category: 'basics',
    icon: 'DoorOpen',
    definition:
      'Permissionless means anyone can use the system without asking for approval. With Bitcoin, anyone with an internet connection can create a wallet, receive coins or run a node, without opening an account or filling in an application.',
    shortDefinition:
      'Open to anyone without approval: no account, application or sign-off is needed to hold, send or receive bitcoin.',
    whyItMatters:
      'It lets people who are shut out of banking save and receive payments, although buying bitcoin through a regulated exchange still usually involves identity checks.',
    examples: [
      'Creating a new wallet on a phone takes minutes and asks for no name or email address.',
      'Running a node at home needs no registration with anyone.',
    ],
    relatedTerms: ['peer-to-peer', 'decentralization', 'kyc', 'self-custody'],
  },
  whitepaper: {
    category: 'basics',
    icon: 'FileText',
    definition:
      'The Bitcoin whitepaper is the nine-page paper, Bitcoin: A Peer-to-Peer Electronic Cash System, that Satoshi Nakamoto published on 31 October 2008. It describes how a network could agree on a single history of payments without a trusted third party.',
    shortDefinition: 'The nine-page paper Satoshi Nakamoto published in 2008 that first described how Bitcoin works.',
    whyItMatters:
      'It is short and readable, and going back to the original source is a good antidote to second-hand claims about what Bitcoin is meant to be.',
    examples: ['The paper introduces proof of work as the way to order transactions and prevent double spending.'],
    relatedTerms: ['satoshi-nakamoto', 'peer-to-peer', 'proof-of-work', 'double-spending'],
  },
  'genesis-block': {
    category: 'basics',
    icon: 'Flag',
    definition:
      'The genesis block is the first block of the Bitcoin blockchain, mined by Satoshi Nakamoto on 3 January 2009. It carries a newspaper headline from that day about a second bank bailout, often read as a comment on the banking system.',
    shortDefinition:
      'Block 0, the first block of Bitcoin, mined on 3 January 2009 and carrying a headline about a bank bailout.',
    whyItMatters:
      'Every later block links back to it, so the whole chain, and every balance on it, traces its history to this block.',
    examples: [
      'Its embedded text reads: The Times 03/Jan/2009 Chancellor on brink of second bailout for banks.',
      'Its 50 BTC reward can never be spent, a quirk of how the first block was coded.',
    ],
    relatedTerms: ['block', 'satoshi-nakamoto', 'blockchain', 'block-height', 'bitcoin-pizza-day'],
  },
  'fiat-currency': {
    category: 'basics',
    icon: 'Banknote',
    definition:
      'Fiat currency is money that has value because a government declares it legal tender, not because it can be exchanged for a commodity such as gold. Its supply is managed by central banks and can be expanded.',
    shortDefinition:
      'Government-issued money, such as dollars or euros, whose supply is managed by central banks and not tied to gold.',
    whyItMatters:
      'Most people earn and spend in fiat, so understanding how its purchasing power tends to fall over time explains why savers look for other ways to store value.',
    examples: [
      'The US dollar has not been convertible into gold since 1971.',
      "The price of bitcoin is usually quoted in a fiat currency, as in 'BTC/USD'.",
    ],
    relatedTerms: ['inflation', 'store-of-value', 'bitcoin', 'exchange'],
  },
  inflation: {
    category: 'basics',
    icon: 'Flame',
    definition:
      'Inflation is the general rise in prices over time, which means each unit of money buys less. It is often linked to growth in the money supply.',
    shortDefinition: 'The general rise in prices over time, so each unit of money buys a little less each year.',
    whyItMatters:
      'Cash savings lose purchasing power during inflation, so money left idle for years quietly buys less. The Richest Man in Babylon never mentions inflation; its reason for putting gold to work is simply that idle gold earns nothing.',
    examples: [
      'At 3% yearly inflation, something that costs $100 today costs about $134 after 10 years.',
      "Bitcoin's own new supply shrinks instead: it is cut in half at every halving.",
    ],
    relatedTerms: ['fiat-currency', 'scarcity', 'store-of-value', 'halving'],
  },
  scarcity: {
    category: 'basics',
    icon: 'Gem',
    definition:
      'Scarcity means something is limited in supply compared with the demand for it. Bitcoin is scarce by design: its total can never exceed 21 million, and new coins arrive on a fixed, shrinking schedule.',
    shortDefinition:
      "Being limited in supply; bitcoin's total is capped at 21 million and its issuance shrinks over time.",
    whyItMatters:
      'Scarcity is one reason people use something as a store of value, but scarcity alone does not guarantee any price; demand matters just as much.',
    examples: ['Gold is scarce because it is hard to mine; bitcoin is scarce because its rules fix the supply.'],
    relatedTerms: ['21-million-cap', 'store-of-value', 'halving', 'inflation'],
  },
  'store-of-value': {
    category: 'basics',
    icon: 'Vault',
    definition:
      'A store of value is an asset that keeps its purchasing power over long periods, so you can save now and spend later. Gold has played this role for thousands of years; how well bitcoin fills it is actively debated, not least because of its volatility.',
    shortDefinition:
      'An asset that holds its purchasing power over time, so wealth saved today can be spent years later.',
    whyItMatters:
      'Asking whether an asset has held its purchasing power over many years, rather than how fast its price rose last month, helps separate saving from speculation.',
    examples: ['People who hold bitcoin as a store of value typically plan in years, not weeks.'],
    relatedTerms: ['scarcity', 'inflation', 'volatility', 'time-horizon'],
  },
  'sound-money': {
    category: 'basics',
    icon: 'Medal',
    definition:
      "Sound money is money whose supply cannot easily be expanded, so its purchasing power is protected over time. Historically the term described gold- and silver-based money; Bitcoin's supporters apply it to bitcoin's fixed supply.",
    shortDefinition:
      "Money whose supply is hard to expand, so it holds its value; historically gold, and in its supporters' view, bitcoin.",
    whyItMatters:
      "The idea explains much of Bitcoin's appeal, while economists still disagree about whether a money with a fixed supply would suit a whole economy.",
    examples: [
      "In Clason's Babylon the money is gold. The historical Babylon, in its great age, weighed out silver by the shekel instead: coinage began in Lydia around 600 BC and reached Mesopotamia under Persian rule.",
    ],
    relatedTerms: ['fiat-currency', 'inflation', '21-million-cap', 'store-of-value', 'time-preference'],
  },
  altcoin: {
    category: 'basics',
    icon: 'Shapes',
    definition:
      'Altcoin is a name for any cryptocurrency other than bitcoin. There are thousands of them, with very different designs, goals and levels of risk, and many have failed or lost most of their value.',
    shortDefinition: 'Any cryptocurrency other than bitcoin; thousands exist, with very different designs and risks.',
    whyItMatters:
      "Arkad focuses on bitcoin; knowing that other coins follow different rules, often without a fixed supply, avoids assuming they share bitcoin's properties.",
    examples: ["A coin whose issuance its founding team can change at will does not share bitcoin's fixed supply."],
    relatedTerms: ['bitcoin', 'stablecoin', 'market-cap', 'decentralization'],
  },
  kyc: {
    category: 'basics',
    icon: 'IdCard',
    definition:
      'KYC, short for Know Your Customer, is the identity check that regulated financial businesses must carry out. Exchanges typically ask for an identity document and proof of address before you can buy or withdraw bitcoin.',
    shortDefinition:
      'Know Your Customer: the identity checks regulated exchanges require before you can buy or withdraw.',
    whyItMatters:
      'KYC links your identity to the bitcoin you buy on that platform, which matters for taxes, for privacy and for deciding how much personal data you are willing to share.',
    examples: ['Uploading a photo of your passport and a selfie when opening an exchange account is a KYC check.'],
    relatedTerms: ['exchange', 'custodian', 'permissionless'],
  },
  stablecoin: {
    category: 'basics',
    icon: 'CircleDollarSign',
    definition:
      'A stablecoin is a cryptocurrency designed to keep a steady value, usually one US dollar, typically by holding reserves such as cash or government bonds. Most are issued by companies that can freeze tokens.',
    shortDefinition:
      'A crypto token designed to track a currency such as the US dollar, usually issued by a company that holds reserves.',
    whyItMatters:
      "Stablecoins are used to move dollars around crypto platforms, but unlike bitcoin they depend on the issuer's reserves and honesty.",
    examples: [
      'A token meant to be redeemable for exactly $1 is a stablecoin; if its reserves fall short, it can lose that peg.',
    ],
    relatedTerms: ['altcoin', 'counterparty-risk', 'fiat-currency', 'custodian'],
  },
  'bitcoin-atm': {
    category: 'basics',
    icon: 'CreditCard',
    definition:
      "A Bitcoin ATM is a kiosk that sells bitcoin for cash or card and sends the coins to an address you provide. Its fees are often much higher than an online exchange's.",
    shortDefinition: 'A kiosk that sells bitcoin for cash, usually with much higher fees than an online exchange.',
    whyItMatters:
      'Scammers often tell victims to pay through Bitcoin ATMs because the payments cannot be reversed; no genuine government agency or company asks to be paid this way.',
    examples: [
      'Someone claiming to be from the tax office and demanding payment through a Bitcoin ATM is running a scam.',
    ],
    relatedTerms: ['exchange', 'address', 'social-engineering', 'transaction-fee'],
  },
  'bitcoin-pizza-day': {
    category: 'basics',
    icon: 'Pizza',
    definition:
      'Bitcoin Pizza Day, 22 May, marks the first widely known purchase of physical goods with bitcoin: in 2010 Laszlo Hanyecz paid 10,000 BTC for two pizzas.',
    shortDefinition:
      '22 May 2010, when Laszlo Hanyecz paid 10,000 BTC for two pizzas, the first well-known real-world bitcoin purchase.',
    whyItMatters:
      'It is a reminder of how young Bitcoin is and how far its value has swung, in both directions, since its early days.',
    examples: ['The 10,000 BTC spent on those pizzas equals one trillion satoshis.'],
    relatedTerms: ['bitcoin', 'satoshi', 'volatility'],
  },
  // ------------------------------------------------------------ technology
  mining: {
    category: 'technology',
    icon: 'Pickaxe',
    definition:
      'Mining is the process in which computers compete to add the next block to the blockchain by performing proof of work. The winner earns the block reward: newly created bitcoin plus the fees of the transactions in that block.',
    shortDefinition:
      'Computers competing, through proof of work, to add the next block and earn new bitcoin plus transaction fees.',
    whyItMatters:
      'Mining both issues new bitcoin on its fixed schedule and secures the record of payments, because rewriting history would mean redoing the work.',
    examples: [
      "A miner who finds a valid block between the April 2024 halving and the next one, due at block 1,050,000, earns 3.125 BTC plus that block's fees.",
      'Most miners join mining pools to receive smaller but steadier payouts.',
    ],
    relatedTerms: ['proof-of-work', 'block-reward', 'hash-rate', 'difficulty-adjustment', 'halving'],
  },
  block: {
    category: 'technology',
    icon: 'Box',
    definition:
      'A block is a batch of transactions added to the blockchain together. A new block is found about every 10 minutes on average, and each one contains a reference to the previous block, linking them into a chain.',
    shortDefinition: 'A batch of transactions added to the blockchain together, about every 10 minutes on average.',
    whyItMatters:
      "Blocks set Bitcoin's rhythm: confirmations, halvings and difficulty changes are all counted in blocks, not in days.",
    examples: [
      'About 144 blocks are found per day: 24 hours times roughly 6 blocks an hour.',
      'The block at height 840,000 brought the 2024 halving.',
    ],
    relatedTerms: ['blockchain', 'confirmation', 'mining', 'block-reward'],
  },
  confirmation: {
    category: 'technology',
    icon: 'CircleCheck',
    definition:
      'A transaction gets its first confirmation when it is included in a block, and each block added on top counts as one more. The more confirmations it has, the harder it would be to reverse.',
    shortDefinition:
      'A count of the blocks built on top of the block holding your transaction; more confirmations mean a more final payment.',
    whyItMatters: 'Knowing when a payment is really settled stops you treating an unconfirmed transaction as final.',
    examples: [
      'Many exchanges credit deposits after a few confirmations, often between 1 and 6, which takes roughly 10 to 60 minutes.',
      'A transaction still waiting in the mempool has zero confirmations.',
    ],
    relatedTerms: ['block', 'transaction', 'mempool'],
  },
  node: {
    category: 'technology',
    icon: 'Server',
    definition:
      'A node is a computer running Bitcoin software that keeps a copy of the blockchain and checks every transaction and block against the rules. Nodes reject anything invalid, whoever sends it.',
    shortDefinition:
      'A computer running Bitcoin software that stores the blockchain and independently checks every rule.',
    whyItMatters:
      "Nodes are where Bitcoin's rules are actually enforced; running your own lets you verify your payments without trusting someone else's server.",
    examples: [
      'A small home computer can run a full node.',
      'If a miner created a block paying itself 100 BTC, nodes would reject it as invalid.',
    ],
    relatedTerms: ['decentralization', 'blockchain', 'peer-to-peer', 'mining'],
  },
  utxo: {
    category: 'technology',
    icon: 'Boxes',
    definition:
      'A UTXO, or unspent transaction output, is a piece of bitcoin that has been received and not yet spent. A wallet balance is the sum of the UTXOs its keys control, and spending uses up whole UTXOs, returning any leftover as change.',
    shortDefinition:
      'Unspent transaction output: a separate piece of received bitcoin; your balance is the sum of these pieces.',
    whyItMatters:
      'Every UTXO adds to the size of the transaction that spends it, so a wallet full of tiny UTXOs can be costly to spend when fees are high.',
    examples: [
      'Receiving 50,000 sats three times gives you three UTXOs, not one balance of 150,000 sats.',
      'Paying 80,000 sats from two 50,000-sat UTXOs creates an output to the recipient and returns 20,000 sats, minus the fee, to you as change.',
    ],
    relatedTerms: ['transaction', 'transaction-fee', 'wallet'],
  },
  'lightning-network': {
    category: 'technology',
    icon: 'Zap',
    definition:
      'The Lightning Network is a second layer built on top of Bitcoin that lets people make fast, low-cost payments through payment channels without recording each payment on the blockchain. Only the opening and closing of channels are written on-chain.',
    shortDefinition:
      'A payment network on top of Bitcoin for fast, cheap payments that touch the blockchain only when channels open or close.',
    whyItMatters:
      'It makes small, everyday bitcoin payments practical, with different trade-offs from holding coins on-chain, such as needing a wallet that stays online or relying on a provider.',
    examples: [
      'Paying 1,000 sats for an article from a Lightning wallet usually settles within seconds.',
      'A café can accept a 5,000-sat payment over Lightning for a fraction of the cost of an on-chain transaction.',
    ],
    relatedTerms: ['layer-2', 'transaction-fee', 'confirmation'],
  },
  'proof-of-work': {
    category: 'technology',
    icon: 'Cpu',
    definition:
      'Proof of work is the method Bitcoin uses to decide who adds the next block: miners repeatedly hash the block data until they find a result below a target. Finding such a result takes enormous amounts of computation, but checking it is instant.',
    shortDefinition:
      "Bitcoin's security method: miners spend real computing power to find a valid block, which anyone can check instantly.",
    whyItMatters:
      'Because blocks cost real energy to produce, rewriting past transactions would mean outspending the whole honest network, which keeps the record secure.',
    examples: [
      'Finding a valid block is like rolling dice with trillions of sides over and over until a number below the target comes up.',
      'Checking that a block meets the target takes a fraction of a second on an ordinary computer.',
    ],
    relatedTerms: ['mining', 'hash-rate', 'difficulty-adjustment', 'block'],
  },
  'hash-rate': {
    category: 'technology',
    icon: 'Gauge',
    definition:
      "Hash rate is the total computing power miners devote to Bitcoin, measured in hashes per second. The network's hash rate is counted in exahashes per second, that is, quintillions of guesses every second.",
    shortDefinition: 'The combined computing power securing Bitcoin, measured in hashes per second.',
    whyItMatters:
      'A higher hash rate means an attacker would need more computing power to rewrite recent blocks, so it is a rough gauge of how well the network is secured.',
    examples: [
      '1 exahash per second (EH/s) is 1,000,000,000,000,000,000 hashes every second.',
      'When miners switch machines off, the hash rate falls and blocks arrive a little more slowly until the next difficulty adjustment.',
    ],
    relatedTerms: ['mining', 'proof-of-work', 'difficulty-adjustment'],
  },
  'difficulty-adjustment': {
    category: 'technology',
    icon: 'SlidersHorizontal',
    definition:
      'The difficulty adjustment is the automatic change in how hard it is to mine a block, made every 2,016 blocks, about every two weeks. If blocks arrived faster than one every 10 minutes on average, mining becomes harder; if slower, it becomes easier.',
    shortDefinition:
      'Every 2,016 blocks (about two weeks) Bitcoin resets how hard mining is, keeping blocks about 10 minutes apart on average.',
    whyItMatters:
      "It keeps Bitcoin's issuance schedule steady however much computing power joins or leaves, so nobody can mine the remaining supply faster.",
    examples: [
      'If the last 2,016 blocks took 12 days instead of 14, the difficulty rises by about 17% so that the next 2,016 take closer to 14.',
      'A single adjustment can change the difficulty by at most a factor of four.',
    ],
    relatedTerms: ['mining', 'hash-rate', 'block', 'proof-of-work'],
  },
  'most-work-chain': {
    category: 'technology',
    icon: 'Layers',
    definition:
      'The most-work chain is the valid chain of blocks with the most proof of work behind it, often called the longest chain. Every node follows it and builds on it, and if two chains compete, nodes switch to whichever gathers more work.',
    shortDefinition:
      'The valid chain with the most proof of work behind it, which every node follows; often called the longest chain.',
    whyItMatters:
      'Because nodes count work, not blocks, rewriting a confirmed payment would mean redoing the work of every block on top of it and then outpacing the rest of the network.',
    examples: [
      'Two miners find a block at the same moment: nodes keep both until the next block lands on one of them, and that chain, with more work, is the one all follow.',
    ],
    relatedTerms: ['proof-of-work', 'node', 'blockchain', 'confirmation'],
  },
  mempool: {
    category: 'technology',
    icon: 'Hourglass',
    definition:
      'The mempool, short for memory pool, is the waiting area where valid transactions sit until a miner includes them in a block. Each node keeps its own mempool, and miners usually pick the transactions paying the highest fee rates first.',
    shortDefinition:
      'The waiting room for unconfirmed transactions; miners usually pick the ones paying the highest fee rate first.',
    whyItMatters:
      'When the mempool is crowded, fees rise and low-fee transactions can wait hours or days, so checking it before sending can save money.',
    examples: [
      'During a busy period, a transaction paying a low fee may stay in the mempool until demand falls.',
      'Block explorers show how full the mempool is and which fee rates are currently getting confirmed.',
    ],
    relatedTerms: ['transaction-fee', 'confirmation', 'block', 'node'],
  },
  'block-reward': {
    category: 'technology',
    icon: 'Award',
    definition:
      'The block reward is what a miner earns for adding a block: newly created bitcoin, called the subsidy, plus all the fees paid by the transactions in the block. The subsidy halves every 210,000 blocks.',
    shortDefinition:
      'What a miner earns per block: newly created bitcoin (3.125 BTC since April 2024) plus the transaction fees in the block.',
    whyItMatters:
      'The block reward is how new bitcoin enters circulation; as the subsidy shrinks, miners will rely more and more on fees to keep securing the network.',
    examples: ['A block with a 3.125 BTC subsidy and 0.1 BTC of fees pays its miner 3.225 BTC.'],
    relatedTerms: ['halving', 'mining', 'transaction-fee', 'circulating-supply'],
  },
  'transaction-fee': {
    category: 'technology',
    icon: 'Receipt',
    definition:
      'A transaction fee is the amount of bitcoin paid to have a transaction included in a block. It goes to the miner and depends on the size of the transaction in virtual bytes (vbytes) and on how busy the network is, not on the amount sent.',
    shortDefinition:
      'What you pay miners to include your transaction; it depends on its size in virtual bytes (vbytes) and on demand, not on the amount sent.',
    whyItMatters:
      'Fees are part of the real cost of buying and moving bitcoin, and they weigh most on small, frequent transactions.',
    examples: [
      'Sending 0.5 BTC can cost the same fee as sending 0.005 BTC, because both transactions can be the same size.',
      'At 10 sat/vB, a 140-vbyte transaction pays 1,400 sats.',
    ],
    relatedTerms: ['mempool', 'utxo', 'block-reward', 'confirmation'],
  },
  'public-key': {
    category: 'technology',
    icon: 'KeyRound',
    definition:
      'A public key is derived from a private key and can be shared without risk. It lets others check your digital signatures, and Bitcoin addresses are created from it.',
    shortDefinition:
      'A key derived from your private key that can safely be shared; addresses are made from it and it verifies your signatures.',
    whyItMatters:
      'The split between a public key you can share and a private key you must protect is the foundation of how bitcoin ownership works.',
    examples: [
      'Deriving a public key from a private key is easy, but working backwards is practically impossible.',
      'A watch-only wallet built from public keys can show your balance but cannot spend.',
    ],
    relatedTerms: ['private-key', 'address', 'wallet'],
  },
  'hash-function': {
    category: 'technology',
    icon: 'Hash',
    definition:
      'A hash function turns any input into a fixed-length string of characters, its hash, in a way that is easy to compute but practically impossible to reverse. Changing even one character of the input produces a completely different hash.',
    shortDefinition:
      'A function that turns any data into a fixed-length fingerprint; a tiny change to the input gives a totally different result.',
    whyItMatters:
      'Hashes link blocks together and power proof of work, which is why tampering with any past transaction is immediately detectable.',
    examples: [
      'Bitcoin uses SHA-256, which always produces a 256-bit hash, whether the input is one word or a whole block.',
      'Each block header contains the hash of the previous block, chaining the blocks together.',
    ],
    relatedTerms: ['sha-256', 'proof-of-work', 'blockchain', 'merkle-tree'],
  },
  'digital-signature': {
    category: 'technology',
    icon: 'Signature',
    definition:
      'A digital signature is proof, created with a private key, that the holder of that key approved a specific message. In Bitcoin every spend must carry a valid signature, which anyone can check with the matching public key without learning the private key.',
    shortDefinition:
      'Proof made with a private key that its holder approved a transaction, checkable by anyone with the public key.',
    whyItMatters:
      'Signatures are how Bitcoin knows a spend is authorised, with no username, password or bank involved.',
    examples: [
      'A hardware wallet creates the signature inside the device, so the private key never touches your computer.',
    ],
    relatedTerms: ['private-key', 'public-key', 'transaction', 'schnorr-signatures'],
  },
  'double-spending': {
    category: 'technology',
    icon: 'Copy',
    definition:
      'Double spending is trying to spend the same bitcoin twice. Bitcoin prevents it because every node checks that each coin is spent only once, and the order of transactions in blocks decides which spend counts.',
    shortDefinition:
      "Trying to spend the same coins twice; Bitcoin's nodes and block ordering make sure only one spend counts.",
    whyItMatters:
      'Solving double spending without a central bookkeeper was the key problem the Bitcoin whitepaper set out to solve.',
    examples: [
      'A merchant who waits for confirmations before handing over expensive goods is protected against a double spend.',
    ],
    relatedTerms: ['confirmation', 'proof-of-work', 'whitepaper', '51-percent-attack'],
  },
  'block-explorer': {
    category: 'technology',
    icon: 'Search',
    definition:
      'A block explorer is a website or app for looking up blocks, transactions and addresses on the blockchain. It shows whether a transaction has confirmed, what fee it paid and how busy the mempool is.',
    shortDefinition:
      'A website for looking up blocks, transactions and addresses, for example to check whether a payment has confirmed.',
    whyItMatters:
      'It lets you verify what happened to a payment yourself, instead of relying on what a company or a stranger tells you.',
    examples: [
      'Pasting a transaction ID into a block explorer to see how many confirmations it has.',
      "Looking up your own addresses on someone else's explorer can reveal them to its operator; an explorer connected to your own node avoids that.",
    ],
    relatedTerms: ['transaction', 'confirmation', 'mempool', 'address'],
  },
  'on-chain': {
    category: 'technology',
    icon: 'Link2',
    definition:
      "On-chain describes anything recorded directly on the Bitcoin blockchain, as opposed to off-chain activity such as transfers inside an exchange's own books or payments over Lightning.",
    shortDefinition:
      "Recorded directly on the Bitcoin blockchain, rather than in a company's database or on a second layer.",
    whyItMatters:
      "Only on-chain bitcoin held with your own keys is fully yours; an exchange balance is an entry in the company's books.",
    examples: [
      'Withdrawing from an exchange to your own wallet is an on-chain transaction; a trade between two customers of the same exchange is not.',
    ],
    relatedTerms: ['blockchain', 'transaction', 'lightning-network', 'layer-2', 'sidechain'],
  },
  'layer-2': {
    category: 'technology',
    icon: 'Layers',
    definition:
      'A layer 2 is a system built on top of the Bitcoin blockchain, which is layer 1, that handles transactions off the blockchain and settles back to it when needed. It aims to make payments faster and cheaper while relying on Bitcoin for final settlement.',
    shortDefinition:
      'A system built on top of Bitcoin, such as Lightning, that handles payments off-chain and settles back to the blockchain.',
    whyItMatters:
      "Space in Bitcoin's blocks is limited, so many small payments are expected to happen on layers built above the blockchain.",
    examples: ['The Lightning Network is the best-known Bitcoin layer 2.'],
    relatedTerms: ['lightning-network', 'transaction-fee', 'blockchain'],
  },
  'open-source': {
    category: 'technology',
    icon: 'Code',
    definition:
      "Open source software publishes its code so that anyone can read, check, copy and improve it. Bitcoin's main software is open source, so its rules can be audited by anyone.",
    shortDefinition: "Software whose code is public for anyone to inspect and improve, as Bitcoin's is.",
    whyItMatters:
      "Open code means you do not have to take anyone's word for how Bitcoin or a wallet works; independent experts can check.",
    examples: [
      'Anyone can read the code that enforces the 21 million cap.',
      'Many hardware wallet makers publish their firmware so that researchers can look for flaws.',
    ],
    relatedTerms: ['bitcoin-core', 'node', 'consensus-rules', 'bip'],
  },
  segwit: {
    category: 'technology',
    icon: 'Split',
    definition:
      'SegWit, short for Segregated Witness, is a 2017 upgrade that moved signature data into a separate part of each transaction. It fixed a flaw called transaction malleability, made the Lightning Network practical and lowered fees by counting signature data at a discount.',
    shortDefinition:
      'A 2017 soft-fork upgrade that separated signature data, fixing malleability and lowering fees; native SegWit addresses start with bc1q.',
    whyItMatters: 'Native SegWit and newer address types usually pay lower fees than older formats.',
    examples: ['A native SegWit address starts with bc1q.', 'SegWit activated in August 2017 at block 481,824.'],
    relatedTerms: ['soft-fork', 'taproot', 'transaction-fee', 'block-size', 'lightning-network'],
  },
  'block-height': {
    category: 'technology',
    icon: 'ListOrdered',
    definition:
      "Block height is a block's position in the chain, counted from the genesis block at height 0. It is the clock Bitcoin's rules use for scheduled events such as halvings.",
    shortDefinition: "A block's number in the chain, counting from 0 at the genesis block; Bitcoin's own clock.",
    whyItMatters:
      'Because halvings and other rule changes are scheduled by height rather than by date, their calendar dates can only be estimated.',
    examples: ['Halvings happen at multiples of 210,000: heights 210,000, 420,000, 630,000 and 840,000 so far.'],
    relatedTerms: ['block', 'genesis-block', 'halving', 'timelock'],
  },
  'consensus-rules': {
    category: 'technology',
    icon: 'Gavel',
    definition:
      'Consensus rules are the rules every node enforces to decide whether a block or transaction is valid, such as the 21 million cap, the reward schedule and the need for valid signatures.',
    shortDefinition:
      'The rules every node checks, such as the 21 million cap and valid signatures; anything that breaks them is rejected.',
    whyItMatters:
      "These rules are why your bitcoin's properties cannot be changed by a company, or by a majority of miners, acting alone.",
    examples: [
      'A block that pays its miner more than the allowed reward breaks the consensus rules and is ignored by nodes.',
    ],
    relatedTerms: ['node', 'soft-fork', 'hard-fork', '21-million-cap'],
  },
  'fee-rate': {
    category: 'technology',
    icon: 'Percent',
    definition:
      'Fee rate is the fee a transaction pays per unit of size, usually quoted in satoshis per virtual byte (sat/vB). Miners rank transactions by fee rate, not by total fee.',
    shortDefinition:
      'The fee per unit of transaction size, in sats per virtual byte (sat/vB); miners choose the highest rates first.',
    whyItMatters: 'Choosing a fee rate trades speed for cost: urgent payments pay more, patient ones can pay less.',
    examples: ['A 200-vbyte transaction pays 1,000 sats at 5 sat/vB and 10,000 sats at 50 sat/vB.'],
    relatedTerms: ['transaction-fee', 'mempool', 'replace-by-fee', 'child-pays-for-parent', 'block-explorer'],
  },
  'change-output': {
    category: 'technology',
    icon: 'Undo2',
    definition:
      'A change output returns the leftover amount to your own wallet when the coins you spend are worth more than the payment. It works like getting change after paying with a large banknote.',
    shortDefinition:
      'The part of a transaction that sends leftover bitcoin back to your own wallet, like change from a banknote.',
    whyItMatters:
      'Change explains why a wallet shows a new output after a payment, and why careless wallets can reveal to observers which output is yours.',
    examples: ['Spending a 100,000-sat UTXO to pay 30,000 sats with a 1,000-sat fee creates 69,000 sats of change.'],
    relatedTerms: ['utxo', 'transaction', 'coin-control', 'address-reuse'],
  },
  'hd-wallet': {
    category: 'technology',
    icon: 'FolderTree',
    definition:
      'An HD (hierarchical deterministic) wallet generates all its keys and addresses from a single seed, following the standard called BIP32. One backup of its seed phrase can restore every address the wallet has ever created.',
    shortDefinition:
      'A wallet that derives all its keys from one seed, so one seed phrase backup restores every address.',
    whyItMatters: 'It is why a single 12- or 24-word backup is enough, instead of backing up every key separately.',
    examples: ['Restoring a seed phrase in a different compatible wallet brings back the same addresses and balance.'],
    relatedTerms: ['seed-phrase', 'derivation-path', 'extended-public-key', 'wallet'],
  },
  'lightning-invoice': {
    category: 'technology',
    icon: 'ReceiptText',
    definition:
      'A Lightning invoice is a payment request, usually shown as a QR code or a long string starting with lnbc, that tells a Lightning wallet how much to pay and to whom. Standard invoices expire after a set time and are meant to be paid only once.',
    shortDefinition:
      'A one-time payment request on the Lightning Network, often a QR code or a string starting with lnbc.',
    whyItMatters: 'Because an invoice can be paid only once and expires, each payment usually needs a fresh invoice.',
    examples: ["A café's till shows a QR code for a 5,000-sat Lightning invoice that expires after a few minutes."],
    relatedTerms: ['lightning-network', 'payment-channel', 'address'],
  },
  'mining-pool': {
    category: 'technology',
    icon: 'UsersRound',
    definition:
      'A mining pool is a group of miners who combine their hash rate and share the rewards in proportion to the work each contributes. It turns rare, large wins into small, regular payouts.',
    shortDefinition:
      'Miners combining their computing power and sharing the rewards, for smaller but steadier payouts.',
    whyItMatters:
      'A few large pools coordinate a big share of the hash rate, which is why the community watches pool concentration as a decentralization concern.',
    examples: [
      "A miner contributing 0.01% of a pool's hash rate receives about 0.01% of the pool's rewards, minus the pool's fee.",
    ],
    relatedTerms: ['mining', 'hash-rate', 'asic', 'decentralization'],
  },
  asic: {
    category: 'technology',
    icon: 'Microchip',
    definition:
      'An ASIC (application-specific integrated circuit) is a chip built to do one job very efficiently; Bitcoin ASIC miners do nothing but compute SHA-256 hashes. They replaced mining with ordinary processors and graphics cards years ago.',
    shortDefinition:
      'A chip designed for a single task; Bitcoin ASIC miners only compute SHA-256 hashes, far faster than ordinary computers.',
    whyItMatters:
      'Since ASICs arrived, mining on a laptop cannot compete, so the economics of mining are worth understanding before considering it.',
    examples: ['A single modern ASIC miner can compute more than 100 trillion hashes per second.'],
    relatedTerms: ['mining', 'sha-256', 'hash-rate', 'mining-pool'],
  },
  'bitcoin-core': {
    category: 'technology',
    icon: 'Terminal',
    definition:
      'Bitcoin Core is the most widely used Bitcoin node software, descended from the original program Satoshi Nakamoto released in 2009. It is open source and maintained by developers around the world.',
    shortDefinition:
      "The most widely used Bitcoin node software, open source and descended from Satoshi Nakamoto's original program.",
    whyItMatters:
      'Running Bitcoin Core lets you verify every rule yourself, and because it is open source, changes to it are reviewed in public.',
    examples: [
      'Installing Bitcoin Core and letting it download the blockchain turns a home computer into a full node.',
    ],
    relatedTerms: ['node', 'open-source', 'consensus-rules', 'bip'],
  },
  // ------------------------------------------------------------- investing
  'dollar-cost-averaging': {
    category: 'investing',
    icon: 'Repeat',
    definition:
      'Dollar-cost averaging (DCA) means buying a fixed amount at regular intervals, such as $50 every week, whatever the price. The same amount buys more when the price is low and less when it is high, which smooths out the average price paid.',
    shortDefinition: 'Buying a fixed amount at regular intervals, whatever the price, to spread purchases over time.',
    whyItMatters:
      'DCA turns the Babylonian habit of keeping part of every wage into a routine, and it removes the pressure of trying to time the market.',
    examples: [
      '$100 a month for 12 months is $1,200 invested in 12 equal purchases.',
      'At $20,000 per bitcoin, $100 buys 0.005 BTC; at $25,000 it buys 0.004 BTC.',
    ],
    relatedTerms: ['lump-sum', 'volatility', 'timing-the-market', 'cost-basis', 'pay-yourself-first'],
  },
  'lump-sum': {
    category: 'investing',
    icon: 'Package',
    definition:
      'Lump sum investing means putting a whole amount in at once instead of spreading it over time. It is fully exposed to the market immediately, for better or worse, at a single price.',
    shortDefinition: 'Investing a whole amount at once, at one price, rather than spreading it out over time.',
    whyItMatters:
      'Comparing a lump sum with DCA shows the trade-off between being invested sooner and lowering the risk of buying everything just before a fall.',
    examples: ['Investing $1,200 on a single day instead of $100 a month for a year.'],
    relatedTerms: ['dollar-cost-averaging', 'timing-the-market', 'volatility', 'drawdown'],
  },
  volatility: {
    category: 'investing',
    icon: 'Activity',
    definition:
      'Volatility is how much and how quickly a price moves up and down. Bitcoin has historically been far more volatile than stocks or gold, with daily moves of 10% and falls of more than 70% from a peak.',
    shortDefinition:
      "How sharply a price swings up and down; bitcoin's price has historically swung far more than stocks or gold.",
    whyItMatters:
      'Expecting volatility is what lets a saver hold on through falls instead of selling in panic, and it is why the guide warns against investing money you may need within the next few years.',
    examples: [
      "A 20% fall within a week has happened many times in bitcoin's history.",
      'Two savers who bought at different times can see very different results over the same year because of volatility.',
    ],
    relatedTerms: ['drawdown', 'risk-tolerance', 'dollar-cost-averaging', 'bear-market'],
  },
  'bull-market': {
    category: 'investing',
    icon: 'TrendingUp',
    definition:
      'A bull market is a long period of rising prices and optimism. In bitcoin, bull markets have often been steep and have been followed by sharp declines.',
    shortDefinition: 'A long stretch of rising prices and optimism.',
    whyItMatters:
      'The excitement of a bull market breeds FOMO; remembering that past rises were followed by deep falls helps keep a plan steady.',
    examples: ['Headlines about record prices and friends asking how to buy are typical of a bull market.'],
    relatedTerms: ['bear-market', 'fomo', 'volatility', 'hodl'],
  },
  'bear-market': {
    category: 'investing',
    icon: 'TrendingDown',
    definition:
      'A bear market is a long period of falling prices and pessimism, often defined as a fall of 20% or more from a recent high. Bitcoin bear markets have included falls of more than 70%.',
    shortDefinition:
      'A long stretch of falling prices and pessimism, often counted from a 20% fall from a recent high.',
    whyItMatters:
      'Bear markets test whether a plan and its time horizon were realistic; for someone using DCA, the same fixed amount buys more bitcoin while prices are low.',
    examples: ['In 2022 bitcoin fell by more than 70% from its November 2021 peak.'],
    relatedTerms: ['bull-market', 'drawdown', 'fud', 'dollar-cost-averaging'],
  },
  hodl: {
    category: 'investing',
    icon: 'Anchor',
    definition:
      'HODL means holding bitcoin for the long term rather than selling during price swings. It began as a misspelling of hold in a 2013 forum post and is now often expanded as Hold On for Dear Life.',
    shortDefinition:
      'Holding bitcoin long term through price swings; it began as a misspelling of hold in a 2013 forum post.',
    whyItMatters:
      'HODLing reflects the patience the Babylonian lessons teach, but it is a choice to make with open eyes, because prices can stay low for years.',
    examples: ['A saver who keeps their bitcoin through a 50% fall, following a plan made in advance, is HODLing.'],
    relatedTerms: ['time-horizon', 'volatility', 'timing-the-market', 'fud'],
  },
  fomo: {
    category: 'investing',
    icon: 'Rocket',
    definition:
      'FOMO, the fear of missing out, is the urge to buy because prices are rising and others seem to be getting rich. It often pushes people to buy near peaks and to invest more than they planned.',
    shortDefinition:
      'Fear of missing out: the urge to buy in a hurry because prices are rising and everyone seems to profit.',
    whyItMatters:
      'Recognising FOMO helps you keep to a set plan, such as a fixed DCA amount, instead of chasing a rally.',
    examples: ['Doubling a monthly purchase because of a news story about a price record is FOMO at work.'],
    relatedTerms: ['fud', 'bull-market', 'timing-the-market'],
  },
  fud: {
    category: 'investing',
    icon: 'Megaphone',
    definition:
      'FUD, short for fear, uncertainty and doubt, describes alarming or misleading claims that spread worry about an asset. Some warnings are valid, so the skill lies in checking the facts rather than reacting to the headline.',
    shortDefinition:
      'Fear, uncertainty and doubt: alarming claims, accurate or not, that can push people into panic selling.',
    whyItMatters: 'Separating real risks from noise helps you avoid selling in a panic at a low point.',
    examples: [
      'A headline claims a country has banned bitcoin; checking whether the ban is new, real and meaningful is the answer to FUD.',
    ],
    relatedTerms: ['fomo', 'bear-market', 'hodl', 'volatility'],
  },
  'market-cap': {
    category: 'investing',
    icon: 'ChartColumn',
    definition:
      "Market cap, short for market capitalization, is the current price multiplied by the circulating supply. For bitcoin it gives the total value of all the coins mined so far at today's price.",
    shortDefinition:
      "Price multiplied by circulating supply: the total value of all existing bitcoins at today's price.",
    whyItMatters:
      'Comparing market caps rather than prices per coin is the fair way to compare the size of different assets, and it guards against unit bias.',
    examples: ['With illustrative figures, 19.8 million BTC at $50,000 each is a market cap of $990 billion.'],
    relatedTerms: ['circulating-supply', 'unit-bias', '21-million-cap'],
  },
  drawdown: {
    category: 'investing',
    icon: 'ArrowDownRight',
    definition:
      'A drawdown is the fall in value from a peak to a later low, usually given as a percentage. It shows how much an investment has lost from its best point before recovering.',
    shortDefinition: 'The percentage fall from a peak to a later low; it measures how deep a decline has been.',
    whyItMatters:
      "Knowing bitcoin's past drawdowns helps you judge honestly whether you could live with a similar fall in your own savings.",
    examples: [
      'A fall from $60,000 to $24,000 is a 60% drawdown.',
      'After a 50% drawdown, the price must double, a 100% rise, just to return to the peak.',
    ],
    relatedTerms: ['volatility', 'bear-market', 'risk-tolerance'],
  },
  'annualized-return': {
    category: 'investing',
    icon: 'Percent',
    definition:
      'An annualized return is the yearly rate that, compounded, would turn the money invested into its final value over the time it was actually invested. It puts results over different lengths of time on the same footing: a rate per year.',
    shortDefinition: 'The yearly rate that would give the same result over the time the money was actually invested.',
    whyItMatters:
      'A total return says how much was gained, an annualized return how fast. Money invested in stages, as with dollar-cost averaging, is invested for less time on average than a lump sum, so the yearly rates of the two are not comparable; compare their total returns and final values instead.',
    examples: [
      'A lump sum that doubles in two years gained 100% in total, about 41.4% a year annualized, because 1.414 x 1.414 = 2.',
      'If $100 a month for a year ends 20% above the $1,200 put in, the annualized rate is far above 20%: the average dollar was invested for only about half of that year.',
    ],
    relatedTerms: ['compound-growth', 'dollar-cost-averaging', 'lump-sum', 'time-horizon'],
  },
  'cost-basis': {
    category: 'investing',
    icon: 'Calculator',
    definition:
      'Cost basis is what you paid for an investment, including fees. Your average cost basis is the total amount spent divided by the amount of bitcoin bought.',
    shortDefinition:
      'What you paid for your bitcoin, including fees; the average is total spent divided by bitcoin bought.',
    whyItMatters:
      'It tells you whether you are in profit or at a loss, and it is usually needed to work out tax when you sell.',
    examples: [
      'Spending $1,000 on 0.02 BTC and another $1,000 on 0.04 BTC gives 0.06 BTC at an average cost of about $33,333 per bitcoin.',
    ],
    relatedTerms: ['dollar-cost-averaging', 'lump-sum', 'drawdown'],
  },
  'unit-bias': {
    category: 'investing',
    icon: 'Brain',
    definition:
      "Unit bias is the feeling that you must own whole units of something, or that a low price per unit means something is cheap. Bitcoin's high price per coin leads some beginners to think it is out of reach, even though it divides into satoshis.",
    shortDefinition:
      'The mistaken sense that you need whole coins, or that a low price per coin means cheap; bitcoin divides into sats.',
    whyItMatters: 'Seeing past unit bias lets you start small and compare assets by market cap, not by price per coin.',
    examples: [
      '$10 buys 20,000 sats when the price is $50,000 per bitcoin.',
      'A coin priced at one cent is not cheaper than bitcoin in any meaningful sense if trillions of them exist.',
    ],
    relatedTerms: ['satoshi', 'market-cap', 'dollar-cost-averaging'],
  },
  'all-time-high': {
    category: 'investing',
    icon: 'Mountain',
    definition:
      'An all-time high (ATH) is the highest price an asset has ever reached. Prices are often described by how far they sit above or below the last all-time high.',
    shortDefinition:
      'The highest price ever reached, often used as a reference point for how far a price has risen or fallen.',
    whyItMatters:
      'New highs tend to bring excitement and FOMO; remembering that bitcoin has fallen far below earlier highs before keeps expectations realistic.',
    examples: ['A price 30% below the last all-time high is in a 30% drawdown.'],
    relatedTerms: ['drawdown', 'bull-market', 'fomo', 'volatility'],
  },
  diversification: {
    category: 'investing',
    icon: 'LayoutGrid',
    definition:
      'Diversification is spreading savings across different assets so that a loss in one does not ruin the whole. Many people hold bitcoin as one part of a wider plan that also includes cash savings and other investments.',
    shortDefinition: 'Spreading savings across different assets so that one bad outcome does not sink the whole plan.',
    whyItMatters:
      "Bitcoin's volatility makes the share it takes of your savings an important decision; The Richest Man in Babylon stresses guarding your treasure against loss.",
    examples: [
      'Someone with an emergency fund in cash, most savings in a pension and a small share in bitcoin is diversified.',
    ],
    relatedTerms: ['risk-tolerance', 'emergency-fund', 'volatility', 'rebalancing'],
  },
  'risk-tolerance': {
    category: 'investing',
    icon: 'Thermometer',
    definition:
      'Risk tolerance is how much loss or uncertainty you can accept, financially and emotionally, without abandoning your plan. It depends on your income, your other savings, your time horizon and your temperament.',
    shortDefinition:
      'How much loss and uncertainty you can handle, financially and emotionally, without abandoning your plan.',
    whyItMatters:
      "Matching a bitcoin plan to your real risk tolerance, rather than to optimism, is what keeps you from selling at the worst moment; Arkad's wizard asks about it for this reason.",
    examples: [
      'Someone who would lose sleep over a 30% fall has a lower risk tolerance than someone who would shrug it off.',
    ],
    relatedTerms: ['volatility', 'drawdown', 'time-horizon', 'emergency-fund'],
  },
  'time-horizon': {
    category: 'investing',
    icon: 'CalendarClock',
    definition:
      'A time horizon is how long you plan to hold an investment before you need the money. The longer the horizon, the more time there is to ride out falls.',
    shortDefinition:
      'How long you plan to hold before you need the money; longer horizons leave more time to ride out falls.',
    whyItMatters:
      'Money needed within a few years is poorly suited to a volatile asset; the Guide lists investing money you may need in the coming years among common beginner mistakes.',
    examples: [
      'Saving for a house deposit next year is a short time horizon; saving for retirement in 25 years is a long one.',
    ],
    relatedTerms: ['volatility', 'hodl', 'risk-tolerance', 'emergency-fund'],
  },
  'compound-growth': {
    category: 'investing',
    icon: 'Sprout',
    definition:
      'Compound growth happens when gains themselves start to earn gains, so growth builds on growth over time. The Richest Man in Babylon calls this making your gold multiply; bitcoin itself pays no interest, so with bitcoin the compounding comes from the habit of adding to savings.',
    shortDefinition:
      'Growth on top of earlier growth; small, regular savings build up faster the longer they are kept going.',
    whyItMatters:
      'Compounding rewards time and consistency more than size, which fits the first Babylonian lesson: keep a part of all you earn, every time you are paid.',
    examples: [
      "$1,000 growing 5% a year becomes about $1,629 after 10 years, not $1,500, because each year's gain also grows.",
    ],
    relatedTerms: ['pay-yourself-first', 'time-horizon', 'dollar-cost-averaging'],
  },
  'emergency-fund': {
    category: 'investing',
    icon: 'LifeBuoy',
    definition:
      'An emergency fund is cash set aside, often three to six months of essential expenses, for unexpected costs such as losing a job or a large repair. It is kept somewhere stable and quick to reach, not in a volatile asset.',
    shortDefinition:
      'Cash kept for unexpected costs, often three to six months of expenses, somewhere stable and quick to reach.',
    whyItMatters:
      'With an emergency fund in place you are far less likely to be forced to sell bitcoin during a downturn: it works like a guard posted in front of your long-term savings.',
    examples: ['If essential costs are $2,000 a month, a three-month emergency fund is $6,000.'],
    relatedTerms: ['pay-yourself-first', 'risk-tolerance', 'time-horizon'],
  },
  'pay-yourself-first': {
    category: 'investing',
    icon: 'PiggyBank',
    definition:
      'Paying yourself first means setting aside a share of every income as savings before spending anything. The first cure for a lean purse in The Richest Man in Babylon is to keep at least one tenth of all you earn.',
    shortDefinition:
      'Saving a fixed share of every income before spending anything, as in the Babylonian rule of keeping a tenth.',
    whyItMatters:
      'It is the habit the whole Arkad path builds on: a regular amount saved automatically, for instance through DCA, before the rest is spent.',
    examples: [
      'On a $3,000 monthly income, keeping one tenth means setting aside $300 before paying for anything else.',
    ],
    relatedTerms: ['dollar-cost-averaging', 'compound-growth', 'emergency-fund'],
  },
  'timing-the-market': {
    category: 'investing',
    icon: 'Timer',
    definition:
      "Timing the market means trying to buy just before prices rise and sell just before they fall. Even professionals rarely manage it reliably, and missing a handful of strong days can mean missing much of a year's gain.",
    shortDefinition:
      'Trying to buy right before prices rise and sell right before they fall, which even professionals rarely manage.',
    whyItMatters:
      'The guide lists it among the common beginner mistakes; a regular buying schedule removes the need to guess.',
    examples: [
      "Waiting months for a 'better entry' while the price keeps rising is a failed attempt at timing the market.",
    ],
    relatedTerms: ['dollar-cost-averaging', 'fomo', 'lump-sum', 'volatility'],
  },
  leverage: {
    category: 'investing',
    icon: 'TriangleExclamationPoint',
    definition:
      'Leverage means trading with borrowed money to increase the size of a position. Gains and losses are both multiplied, and if the price moves far enough against the position, the platform closes it automatically, which is called liquidation.',
    shortDefinition:
      'Trading with borrowed money to magnify a position; losses are magnified too, and positions can be forcibly closed.',
    whyItMatters:
      "With bitcoin's volatility, leveraged positions are often wiped out by ordinary price swings; it is the opposite of the patient saving Arkad teaches.",
    examples: ['With 10x leverage, a 10% price fall wipes out the entire deposit.'],
    relatedTerms: ['volatility', 'risk-tolerance', 'drawdown', 'counterparty-risk'],
  },
  'value-averaging': {
    category: 'investing',
    icon: 'Target',
    definition:
      'Value averaging is a plan in which you set a target growth path for the value of your holdings and each period invest whatever is needed to reach it: more after prices fall, less, or even a sale, after they rise. It was popularised by Michael Edleson.',
    shortDefinition:
      'Investing whatever amount brings your holdings up to a preset target path: more after falls, less after rises.',
    whyItMatters:
      'It can lower the average cost compared with plain DCA, but it needs spare cash for large top-ups after falls and more attention every period.',
    examples: [
      'With a target of $100 of holdings after month 1 and $200 after month 2, if the first $100 is worth $80 at the end of month 2, the month 2 purchase is $120.',
    ],
    relatedTerms: ['dollar-cost-averaging', 'cost-basis', 'rebalancing', 'volatility'],
  },
  rebalancing: {
    category: 'investing',
    icon: 'Scale',
    definition:
      "Rebalancing is returning a portfolio to its planned mix by selling some of what has grown and buying what has shrunk. It keeps the portfolio's risk close to what was intended.",
    shortDefinition:
      'Bringing savings back to their planned mix, trimming what has grown and topping up what has shrunk.',
    whyItMatters:
      'After a big rise, bitcoin can become a much larger share of savings than intended; rebalancing is one way people keep that in check.',
    examples: ['A plan with 5% in bitcoin that grows to 10% after a rally can be rebalanced back to 5%.'],
    relatedTerms: ['diversification', 'risk-tolerance', 'capital-gains', 'value-averaging'],
  },
  liquidity: {
    category: 'investing',
    icon: 'Droplets',
    definition:
      'Liquidity is how easily an asset can be bought or sold without moving its price much. Bitcoin trades around the clock on many markets, but liquidity can thin out in times of stress.',
    shortDefinition: 'How easily something can be bought or sold quickly without moving its price much.',
    whyItMatters:
      'Good liquidity means you can sell when you need to at a fair price; thin liquidity widens spreads and moves prices against large orders.',
    examples: [
      'Selling a large amount at once on a small exchange can push the price down as the order works through the available buyers.',
    ],
    relatedTerms: ['bid-ask-spread', 'limit-order', 'exchange', 'volatility', 'leverage'],
  },
  'limit-order': {
    category: 'investing',
    icon: 'Tag',
    definition:
      'A limit order is an instruction to buy or sell only at a set price or better. A market order, by contrast, is filled immediately at the best price available.',
    shortDefinition:
      'An order to buy or sell only at a chosen price or better, unlike a market order, which fills immediately.',
    whyItMatters:
      'Limit orders give control over the price paid and, on many exchanges, lower trading fees, at the cost of possibly not being filled.',
    examples: ['A limit order to buy 0.01 BTC at $40,000 fills only if the price reaches $40,000 or lower.'],
    relatedTerms: ['bid-ask-spread', 'exchange', 'liquidity'],
  },
  'bid-ask-spread': {
    category: 'investing',
    icon: 'Ruler',
    definition:
      'The bid-ask spread is the gap between the highest price buyers are offering, the bid, and the lowest price sellers are asking, the ask. It is a hidden cost of trading that widens when liquidity is thin.',
    shortDefinition: 'The gap between the best buying and selling prices on a market, a hidden cost of every trade.',
    whyItMatters:
      "Some 'zero fee' services charge through a wide spread instead, so comparing the real price received matters.",
    examples: ['If the best bid is $49,950 and the best ask is $50,050, the spread is $100, or 0.2%.'],
    relatedTerms: ['liquidity', 'limit-order', 'exchange', 'transaction-fee'],
  },
  'capital-gains': {
    category: 'investing',
    icon: 'Landmark',
    definition:
      'A capital gain is the profit made when you sell or otherwise dispose of an asset for more than its cost basis. In many countries, selling, swapping or spending bitcoin can create a taxable gain, and the rules differ from country to country.',
    shortDefinition:
      'The profit when you sell or spend an asset for more than you paid; in many countries it is taxable.',
    whyItMatters:
      "Records of every purchase make gains and losses easy to work out; your own country's rules, or a qualified adviser, decide what is owed.",
    examples: ['Buying 0.01 BTC for $300 and later selling it for $500 is a $200 capital gain before fees.'],
    relatedTerms: ['cost-basis', 'rebalancing', 'exchange'],
  },
  'bitcoin-etf': {
    category: 'investing',
    icon: 'ChartCandlestick',
    definition:
      'A Bitcoin ETF (exchange-traded fund) is a fund traded on a stock exchange that holds bitcoin, or bitcoin futures, and tracks its price. Spot Bitcoin ETFs, which hold bitcoin directly, began trading in the United States in January 2024.',
    shortDefinition:
      "A fund traded on the stock market that tracks bitcoin's price; spot Bitcoin ETFs launched in the US in January 2024.",
    whyItMatters:
      'An ETF gives price exposure through a brokerage account, but you never hold the keys, so it is a custodial product with ongoing fund fees.',
    examples: [
      "Buying shares of a spot Bitcoin ETF in a retirement account gives exposure to bitcoin's price without a wallet.",
    ],
    relatedTerms: ['custodian', 'institutional-adoption', 'self-custody', 'not-your-keys'],
  },
  'institutional-adoption': {
    category: 'investing',
    icon: 'BuildingComplex',
    definition:
      'Institutional adoption refers to companies, funds, banks and governments buying, holding or offering services around bitcoin. Examples include listed companies holding bitcoin on their balance sheets and asset managers running Bitcoin ETFs.',
    shortDefinition: 'Companies, funds and governments buying bitcoin or building services around it.',
    whyItMatters:
      'Institutions can bring liquidity and legitimacy, but also concentrate coins with custodians; neither effect guarantees any future price.',
    examples: [
      'In 2021 El Salvador made bitcoin legal tender; in January 2025 it scaled the law back, making acceptance of bitcoin voluntary.',
      'The launch of spot Bitcoin ETFs in the US in January 2024 is often cited as a milestone of institutional adoption.',
    ],
    relatedTerms: ['bitcoin-etf', 'custodian', 'liquidity', 'market-cap'],
  },
  'four-year-cycle': {
    category: 'investing',
    icon: 'RefreshCw',
    definition:
      "The four-year cycle is the observation that bitcoin's past booms and busts have roughly lined up with its four-yearly halvings. It is a pattern seen over a handful of cycles, not a rule, and many analysts question whether it will continue.",
    shortDefinition:
      'The observed, and debated, pattern of past bitcoin booms and busts roughly lining up with the four-yearly halvings.',
    whyItMatters:
      'A few repetitions are far too small a sample to predict anything; treating the cycle as certain has led people to bet on timing that never came.',
    examples: [
      'Past price peaks came in 2013, 2017 and 2021, roughly 12 to 18 months after a halving; that history says nothing certain about the future.',
    ],
    relatedTerms: ['halving', 'bull-market', 'bear-market', 'stock-to-flow', 'all-time-high'],
  },
  'time-preference': {
    category: 'investing',
    icon: 'Clock',
    definition:
      'Time preference is how much a person values having something now rather than later. A low time preference means being willing to wait and save for a larger benefit in the future.',
    shortDefinition:
      'How strongly you prefer having something now over later; a low time preference means patient saving.',
    whyItMatters:
      'The Richest Man in Babylon is, at heart, a lesson in low time preference: spend less than you earn today so that your future self is better off.',
    examples: ['Saving 10% of a pay rise instead of spending all of it reflects a low time preference.'],
    relatedTerms: ['pay-yourself-first', 'hodl', 'compound-growth', 'sound-money'],
  },
  // -------------------------------------------------------------- security
  'private-key': {
    category: 'security',
    icon: 'Key',
    definition:
      'A private key is a secret number that allows bitcoin to be spent. Whoever has it can move the coins, so it must never be shared, and if it is lost without a backup the coins cannot be recovered.',
    shortDefinition:
      'The secret number that lets bitcoin be spent; anyone who has it controls the coins, and no one can reset it.',
    whyItMatters:
      'Bitcoin has no password reset and no help desk; protecting private keys, usually through a seed phrase backup, is protecting the money itself.',
    examples: [
      'A wallet creates its private keys from its seed phrase and uses them to sign transactions.',
      'A private key is chosen from roughly 2 to the power of 256 possibilities, so guessing one is practically impossible.',
    ],
    relatedTerms: ['public-key', 'seed-phrase', 'self-custody', 'not-your-keys'],
  },
  'seed-phrase': {
    category: 'security',
    icon: 'ScrollText',
    definition:
      "A seed phrase is a list of ordinary words, usually 12 or 24, from which all of a wallet's private keys are derived. With it the wallet can be restored on another device, and anyone else who sees it can take the coins.",
    shortDefinition: '12 or 24 words that back up every key in a wallet; anyone who has them can take your bitcoin.',
    whyItMatters:
      'It is the single most important backup in self-custody: written down offline, kept safe, never typed into a website and never shared with anyone.',
    examples: [
      'No genuine wallet maker, exchange or support agent will ever ask for your seed phrase.',
      "BIP39, the standard behind seed phrases, defines phrases of 12, 15, 18, 21 or 24 words, drawn from its list of 2,048 words, from 'abandon' to 'zoo'.",
    ],
    relatedTerms: ['private-key', 'passphrase', 'hardware-wallet', 'self-custody'],
  },
  passphrase: {
    category: 'security',
    icon: 'LockKeyhole',
    definition:
      'A passphrase is an optional extra word or phrase added to a seed phrase, sometimes called the 25th word. The same seed phrase with a different passphrase opens a completely different wallet.',
    shortDefinition:
      'An optional extra secret added to a seed phrase; each different passphrase opens a different wallet.',
    whyItMatters:
      'It protects against someone who finds the written seed phrase, but a forgotten passphrase means lost coins, so it needs its own careful backup.',
    examples: [
      'A thief who finds a seed phrase but not its passphrase sees only an empty wallet.',
      'A passphrase with one wrong letter opens a different, empty wallet instead of showing an error.',
    ],
    relatedTerms: ['seed-phrase', 'hardware-wallet', 'private-key'],
  },
  'cold-storage': {
    category: 'security',
    icon: 'Snowflake',
    definition:
      'Cold storage means keeping the keys to your bitcoin on a device or medium that is never connected to the internet. It greatly reduces the risk of online theft.',
    shortDefinition:
      'Keeping bitcoin keys offline, away from internet-connected devices, to protect them from online theft.',
    whyItMatters:
      'For savings that will not be spent soon, offline keys remove most remote attacks, which suits the long-term, low-touch saving Arkad describes.',
    examples: [
      'A hardware wallet that signs transactions without ever exposing its keys to a computer is commonly used for cold storage.',
    ],
    relatedTerms: ['hot-wallet', 'hardware-wallet', 'self-custody', 'seed-phrase'],
  },
  'hot-wallet': {
    category: 'security',
    icon: 'Wifi',
    definition:
      'A hot wallet is a wallet whose keys are kept on an internet-connected device, such as a phone app or a browser extension. It is convenient for spending but more exposed to hacking and malware.',
    shortDefinition:
      'A wallet whose keys live on an internet-connected device: convenient for spending, more exposed to attack.',
    whyItMatters:
      'Many people keep a small spending balance in a hot wallet and their savings in cold storage, like carrying a little cash while the rest stays in a vault.',
    examples: ['A phone wallet used to pay in shops is a hot wallet.'],
    relatedTerms: ['cold-storage', 'software-wallet', 'phishing', 'wallet'],
  },
  'hardware-wallet': {
    category: 'security',
    icon: 'Usb',
    definition:
      "A hardware wallet is a small dedicated device that stores private keys and signs transactions inside itself, so the keys never reach your computer or phone. You approve each transaction on the device's own screen.",
    shortDefinition: 'A small dedicated device that keeps your keys offline and signs transactions inside itself.',
    whyItMatters:
      'In the security pyramid it sits above exchange custody and software wallets, just below multisig, and it protects against most malware and remote attacks at modest cost.',
    examples: [
      "Checking the receiving address on the device's screen before confirming protects against malware that swaps addresses.",
    ],
    relatedTerms: ['cold-storage', 'seed-phrase', 'software-wallet', 'multisig', 'passphrase'],
  },
  'software-wallet': {
    category: 'security',
    icon: 'Smartphone',
    definition:
      'A software wallet is an app on a phone or computer that creates and stores your keys. It is free and easy to use, but the keys are only as safe as the device they live on.',
    shortDefinition:
      'A wallet app on your phone or computer: easy and free, but only as safe as the device it runs on.',
    whyItMatters:
      'It is a common first step into self-custody, one level above leaving coins on an exchange in the security pyramid.',
    examples: [
      'Installing a well-reviewed wallet app, writing down its seed phrase and receiving a small test payment.',
    ],
    relatedTerms: ['hot-wallet', 'hardware-wallet', 'seed-phrase', 'self-custody'],
  },
  multisig: {
    category: 'security',
    icon: 'ShieldCheck',
    definition:
      'Multisig, short for multi-signature, is a setup in which spending requires signatures from several keys, such as any 2 of 3. The keys are usually kept on different devices in different places.',
    shortDefinition:
      'A wallet that needs several keys to spend, such as 2 of 3, so no single lost or stolen key is fatal.',
    whyItMatters:
      'At the top of the security pyramid, multisig removes single points of failure, at the cost of more complexity to set up and maintain.',
    examples: [
      'In a 2-of-3 multisig, losing one key still lets you spend with the other two, while a thief with one key gets nothing.',
    ],
    relatedTerms: ['hardware-wallet', 'self-custody', 'seed-phrase', 'cold-storage'],
  },
  'self-custody': {
    category: 'security',
    icon: 'UserCheck',
    definition:
      'Self-custody means holding the keys to your own bitcoin rather than trusting an exchange or another company to hold them for you. It brings full control and full responsibility.',
    shortDefinition:
      'Holding your own keys instead of letting a company hold your bitcoin: full control, and full responsibility.',
    whyItMatters:
      "It removes the risk of a custodian failing, freezing withdrawals or being hacked, which has happened many times in Bitcoin's history.",
    examples: ['Withdrawing coins from an exchange to a hardware wallet whose seed phrase only you hold.'],
    relatedTerms: ['not-your-keys', 'custodian', 'hardware-wallet', 'seed-phrase', 'private-key'],
  },
  custodian: {
    category: 'security',
    icon: 'Building',
    definition:
      'A custodian is a company that holds assets on behalf of its customers. When bitcoin sits on an exchange or in a custodial app, the company controls the keys and you hold a claim on it.',
    shortDefinition:
      'A company that holds your bitcoin and its keys for you; you hold a claim, not the coins themselves.',
    whyItMatters:
      'Custodians can be convenient, but they can also fail, be hacked or freeze withdrawals: the counterparty risk that self-custody avoids.',
    examples: [
      'An exchange account showing 0.1 BTC is a promise from the exchange, backed by whatever it actually holds.',
    ],
    relatedTerms: ['exchange', 'counterparty-risk', 'self-custody', 'not-your-keys'],
  },
  phishing: {
    category: 'security',
    icon: 'Fish',
    definition:
      'Phishing is a scam in which attackers pose as a trusted company or person to trick you into revealing passwords, codes or your seed phrase, or into installing harmful software. It usually arrives as an email, text message, advert or fake website.',
    shortDefinition:
      'Fake messages or websites posing as a trusted company to steal your passwords, codes or seed phrase.',
    whyItMatters:
      'Phishing is a common way people lose bitcoin. Opening real sites from your own bookmarks, and typing a seed phrase only into your own wallet or device when you restore it yourself, defeats the tricks these messages rely on.',
    examples: [
      "An email warning that your wallet will be deleted unless you 'verify' your seed phrase on a linked website is phishing.",
    ],
    relatedTerms: ['social-engineering', 'seed-phrase', 'two-factor-authentication', 'password-manager'],
  },
  'two-factor-authentication': {
    category: 'security',
    icon: 'FingerprintPattern',
    definition:
      'Two-factor authentication (2FA) adds a second proof of identity, such as a code from an authenticator app or a hardware security key, on top of a password. It stops many account takeovers even when a password leaks.',
    shortDefinition: 'A second proof of identity, such as an app code or a security key, in addition to your password.',
    whyItMatters:
      'Exchange accounts holding money are prime targets; app-based or security-key 2FA is stronger than codes sent by text message, which a SIM swap can intercept.',
    examples: ['Signing in to an exchange with a password plus a six-digit code from an authenticator app.'],
    relatedTerms: ['sim-swap', 'phishing', 'exchange', 'password-manager'],
  },
  'social-engineering': {
    category: 'security',
    icon: 'MessageSquareExclamationPoint',
    definition:
      'Social engineering is manipulating people, rather than hacking computers, to get them to give up secrets or send money. Attackers create urgency, fear or excitement, or pose as support staff, officials or friends.',
    shortDefinition:
      'Manipulating people, through urgency, fear or fake authority, into revealing secrets or sending money.',
    whyItMatters:
      'The strongest wallet is useless if its owner can be talked into handing over the seed phrase, so slowing down and checking independently is a security skill.',
    examples: [
      "A caller claiming to be from your exchange's fraud team who asks you to move your coins to a 'safe' address.",
    ],
    relatedTerms: ['phishing', 'sim-swap', 'seed-phrase'],
  },
  'sim-swap': {
    category: 'security',
    icon: 'PhoneOff',
    definition:
      'A SIM swap is when a criminal persuades your mobile carrier to move your phone number to a SIM card they control. They can then receive your text-message codes and reset accounts linked to that number.',
    shortDefinition:
      'A criminal hijacking your phone number through your mobile carrier to intercept text-message codes.',
    whyItMatters: 'It is why codes sent by text message are the weakest form of 2FA for accounts that hold money.',
    examples: ['Your phone suddenly loses signal, and minutes later password-reset emails arrive from your exchange.'],
    relatedTerms: ['two-factor-authentication', 'social-engineering', 'phishing'],
  },
  'giveaway-scam': {
    category: 'security',
    icon: 'Gift',
    definition:
      'A giveaway scam promises to send back double, or more, of any bitcoin you send to an address, often using fake accounts of celebrities or companies. Anything sent is simply stolen.',
    shortDefinition:
      'A fake offer to multiply any bitcoin you send; the coins are simply stolen, often via fake celebrity accounts.',
    whyItMatters:
      'Bitcoin payments cannot be reversed, so recognising the pattern is the only real protection: no one gives away free bitcoin.',
    examples: [
      "A livestream using a famous founder's face, promising to return 2 BTC for every 1 BTC sent, is a giveaway scam.",
    ],
    relatedTerms: ['social-engineering', 'phishing', 'ponzi-scheme', 'bitcoin-atm'],
  },
  'not-your-keys': {
    category: 'security',
    icon: 'KeySquare',
    definition:
      'Not your keys, not your coins is a Bitcoin saying meaning that if someone else holds the private keys, they, not you, ultimately control the bitcoin. It marks the difference between owning bitcoin and owning a claim on it.',
    shortDefinition: 'The saying that if someone else holds the keys, they, not you, ultimately control the bitcoin.',
    whyItMatters:
      'Exchange failures have repeatedly left customers unable to withdraw; the saying sums up why self-custody is taught early.',
    examples: [
      'When the exchange FTX collapsed in November 2022, customer balances were frozen in bankruptcy proceedings.',
    ],
    relatedTerms: ['self-custody', 'custodian', 'private-key', 'counterparty-risk'],
  },
  'password-manager': {
    category: 'security',
    icon: 'SquareAsterisk',
    definition:
      'A password manager is an app that creates and stores a different strong password for every account, protected by one master password. It also helps spot fake websites, because it fills in passwords only on the real address.',
    shortDefinition:
      'An app that creates and stores a unique strong password for every account, behind one master password.',
    whyItMatters:
      'Reused passwords are a common way exchange accounts are taken over, and a manager makes unique passwords practical; seed phrases, however, are usually kept offline on paper or metal instead.',
    examples: [
      "A password manager that will not fill in your login on 'exchange-login-secure.com' is a sign the site is fake.",
    ],
    relatedTerms: ['two-factor-authentication', 'phishing', 'seed-phrase'],
  },
  'counterparty-risk': {
    category: 'security',
    icon: 'Handshake',
    definition:
      'Counterparty risk is the chance that the other party in an arrangement, such as an exchange, lender or fund, fails to keep its side of the deal. With bitcoin, it applies whenever someone else holds your coins.',
    shortDefinition: 'The risk that the company or person holding your money fails, cheats or freezes it.',
    whyItMatters:
      'Bitcoin was designed to reduce the need for trusted third parties; holding your own keys removes counterparty risk on those coins.',
    examples: [
      'A crypto lender that promised high interest, then halted withdrawals and went bankrupt, is counterparty risk made real.',
    ],
    relatedTerms: ['custodian', 'exchange', 'self-custody', 'not-your-keys'],
  },
  'metal-backup': {
    category: 'security',
    icon: 'Hammer',
    definition:
      'A metal backup is a seed phrase stamped or engraved on steel or titanium instead of written on paper. It is designed to survive fire, flood and time.',
    shortDefinition: 'A seed phrase stamped or engraved in metal so it survives fire, water and time.',
    whyItMatters:
      'Paper burns, fades and gets thrown away; for a long-term savings wallet, a durable backup protects against physical loss.',
    examples: [
      'Stamping the 24 words of a seed phrase onto a steel plate and storing it apart from the hardware wallet.',
    ],
    relatedTerms: ['seed-phrase', 'cold-storage', 'hardware-wallet'],
  },
  'address-verification': {
    category: 'security',
    icon: 'ScanEye',
    definition:
      'Address verification is checking, character by character or on a trusted screen, that the address you are sending to or receiving on is exactly the one you intend. Malware and scammers can swap or imitate addresses.',
    shortDefinition:
      "Checking that a Bitcoin address is exactly the intended one, ideally on a hardware wallet's own screen.",
    whyItMatters:
      'A single wrong or swapped address sends coins somewhere they cannot be recovered from; a minute of checking is cheap insurance.',
    examples: [
      'Checking the whole address, not just its first and last few characters, because scammers create look-alike addresses that share them.',
    ],
    relatedTerms: ['address', 'clipboard-malware', 'hardware-wallet', 'transaction'],
  },
  'address-reuse': {
    category: 'security',
    icon: 'Repeat2',
    definition:
      'Address reuse is receiving more than one payment to the same Bitcoin address. It lets anyone looking at the blockchain link those payments together and see the balance.',
    shortDefinition:
      'Receiving several payments to the same address, which lets outsiders link them and see your balance.',
    whyItMatters:
      'Privacy is part of security: someone who knows how much you hold may target you, so most wallets offer a fresh address every time.',
    examples: ['Posting one donation address publicly lets anyone add up every donation it receives.'],
    relatedTerms: ['address', 'change-output', 'coin-control', 'hd-wallet', 'wrench-attack'],
  },
  'watch-only-wallet': {
    category: 'security',
    icon: 'Eye',
    definition:
      'A watch-only wallet holds only public information, such as an extended public key, so it can show balances and create receive addresses but cannot spend. The private keys stay elsewhere, usually on a hardware wallet.',
    shortDefinition:
      'A wallet that can see balances and create receive addresses but cannot spend, because it has no private keys.',
    whyItMatters:
      'It lets you keep an eye on cold storage from a phone without exposing the keys that can move the coins.',
    examples: ["Loading a hardware wallet's xpub into a phone app to watch regular DCA purchases arrive."],
    relatedTerms: ['extended-public-key', 'cold-storage', 'hardware-wallet', 'public-key'],
  },
  'air-gapped': {
    category: 'security',
    icon: 'WifiOff',
    definition:
      'Air-gapped describes a device that never connects to the internet or to another computer, whether by cable, Bluetooth or Wi-Fi. Data such as unsigned transactions moves in and out by QR code or memory card.',
    shortDefinition: 'Never connected to the internet or other devices; data moves only by QR code or memory card.',
    whyItMatters: 'It removes a whole class of remote attacks, which matters more as holdings grow.',
    examples: [
      'Signing a PSBT on an air-gapped device by scanning a QR code, then scanning the signed result back into a phone.',
    ],
    relatedTerms: ['cold-storage', 'hardware-wallet', 'psbt'],
  },
  'inheritance-planning': {
    category: 'security',
    icon: 'HeartHandshake',
    definition:
      'Inheritance planning for bitcoin means making sure trusted heirs can find and use your bitcoin after your death or incapacity, without exposing it to theft in the meantime. It usually combines clear instructions, secure backups and sometimes multisig or legal arrangements.',
    shortDefinition:
      'Arranging for heirs to find and access your bitcoin if you die or cannot act, without exposing it now.',
    whyItMatters:
      'Bitcoin whose keys die with their owner is lost for good; the Babylonian cure of insuring a future income extends to the people who depend on you.',
    examples: [
      'A sealed letter held by a lawyer that explains where the backups are and how to use them, without containing the seed phrase itself.',
    ],
    relatedTerms: ['multisig', 'seed-phrase', 'metal-backup', 'timelock'],
  },
  'clipboard-malware': {
    category: 'security',
    icon: 'Bug',
    definition:
      "Clipboard malware is harmful software that watches for copied Bitcoin addresses and silently replaces them with an attacker's address. The pasted address looks similar, so the victim sends the funds to the thief.",
    shortDefinition: "Malware that swaps a copied Bitcoin address for the attacker's own when you paste it.",
    whyItMatters:
      "It is why the full address is checked after pasting, and on a hardware wallet's screen, before a payment is confirmed.",
    examples: [
      'You copy your exchange deposit address, paste it into your wallet, and the pasted text differs in the middle characters.',
    ],
    relatedTerms: ['address-verification', 'hardware-wallet', 'address'],
  },
  'proof-of-reserves': {
    category: 'security',
    icon: 'ClipboardCheck',
    definition:
      'Proof of reserves is a method by which a custodian shows, usually with cryptographic evidence, that it holds the customer assets it claims to hold. A meaningful proof also covers liabilities, because assets alone do not prove solvency.',
    shortDefinition:
      "Evidence from a custodian that it really holds customers' coins; meaningful only if liabilities are shown too.",
    whyItMatters:
      'It can reduce, though never remove, the risk of trusting a custodian; self-custody avoids the question altogether.',
    examples: [
      'An exchange publishes the addresses it controls and lets each customer check that their balance is included in the total owed.',
    ],
    relatedTerms: ['custodian', 'counterparty-risk', 'exchange', 'merkle-tree'],
  },
  'ponzi-scheme': {
    category: 'security',
    icon: 'Skull',
    definition:
      'A Ponzi scheme pays earlier investors with money from newer ones while claiming the returns come from trading or mining. It collapses once new money slows down.',
    shortDefinition: "A fraud that pays old investors with new investors' money, collapsing once new deposits dry up.",
    whyItMatters:
      "Guaranteed high returns on bitcoin, from 'trading bots' or 'cloud mining', are a classic warning sign; bitcoin itself pays no yield.",
    examples: ['A platform promising 2% a day on deposited bitcoin shows the classic signs of a Ponzi scheme.'],
    relatedTerms: ['giveaway-scam', 'social-engineering', 'counterparty-risk'],
  },
  'wrench-attack': {
    category: 'security',
    icon: 'Wrench',
    definition:
      'A wrench attack is the use or threat of physical force to make someone hand over their bitcoin. The name comes from the idea that a cheap wrench can defeat the strongest encryption.',
    shortDefinition: 'Physical threats or force used to make someone hand over bitcoin, bypassing any encryption.',
    whyItMatters:
      'Keeping your holdings private, and using setups such as multisig or a passphrase, makes you a less attractive target.',
    examples: [
      'Not discussing the size of your holdings in public or on social media lowers the risk of a wrench attack.',
    ],
    relatedTerms: ['multisig', 'passphrase', 'address-reuse', 'social-engineering'],
  },
  // -------------------------------------------------------------- advanced
  taproot: {
    category: 'advanced',
    icon: 'Leaf',
    definition:
      'Taproot is a Bitcoin upgrade activated in November 2021 that introduced Schnorr signatures. It made complex spending conditions, such as multisig, cheaper and more private by letting them look like ordinary payments when all parties agree.',
    shortDefinition:
      'A 2021 soft-fork upgrade bringing Schnorr signatures and cheaper, more private complex spending; its addresses start with bc1p.',
    whyItMatters:
      'It widens what Bitcoin transactions can do efficiently, and it is the reason newer wallets offer addresses starting with bc1p.',
    examples: ['Taproot activated at block 709,632 in November 2021.', 'A Taproot address begins with bc1p.'],
    relatedTerms: ['schnorr-signatures', 'soft-fork', 'segwit', 'multisig'],
  },
  'stock-to-flow': {
    category: 'advanced',
    icon: 'ChartSpline',
    definition:
      "Stock-to-flow compares the existing supply of an asset, the stock, with the amount newly produced each year, the flow; a higher ratio means new supply is small compared with what already exists. A model that used this ratio to project bitcoin's price became popular around 2019, but it is widely debated and its projections have at times diverged sharply from actual prices.",
    shortDefinition:
      'The ratio of existing supply to yearly new supply; a bitcoin price model built on it is widely debated.',
    whyItMatters:
      'The ratio is a useful way to describe scarcity; treating a model built on it as a forecast is a different and much riskier step, and Arkad makes no price predictions.',
    examples: [
      'Just after the April 2024 halving, about 19.7 million BTC in existence and about 164,000 new BTC a year gave a stock-to-flow ratio of roughly 120.',
    ],
    relatedTerms: ['scarcity', 'halving', 'circulating-supply', 'four-year-cycle'],
  },
  'sha-256': {
    category: 'advanced',
    icon: 'Binary',
    definition:
      'SHA-256 is the hash function Bitcoin uses for mining and for linking blocks. It turns any input into a 256-bit output, and no practical way is known to reverse it or to find two inputs with the same hash.',
    shortDefinition:
      "The hash function behind Bitcoin's mining and block links, producing a 256-bit fingerprint of any data.",
    whyItMatters:
      "Mining is essentially a race to compute SHA-256 hashes, so its strength underpins Bitcoin's proof of work.",
    examples: ['A Bitcoin block hash is computed by applying SHA-256 twice to the block header.'],
    relatedTerms: ['hash-function', 'proof-of-work', 'asic', 'nonce'],
  },
  nonce: {
    category: 'advanced',
    icon: 'Dices',
    definition:
      'A nonce, short for number used once, is a field in the block header that miners change over and over while searching for a block hash below the target. When one produces a low enough hash, the block is valid.',
    shortDefinition: 'A number in the block header that miners keep changing while searching for a valid block hash.',
    whyItMatters:
      'It shows what mining really is: trying numbers at enormous speed until one produces a hash below the target.',
    examples: [
      'The nonce field has 32 bits, about 4.3 billion values, which a modern miner runs through in a fraction of a second, so other parts of the block are varied too.',
    ],
    relatedTerms: ['proof-of-work', 'sha-256', 'mining', 'block'],
  },
  'merkle-tree': {
    category: 'advanced',
    icon: 'Workflow',
    definition:
      'A Merkle tree combines the hashes of all the transactions in a block, pair by pair, into one final hash called the Merkle root, which is stored in the block header. It lets anyone prove that a transaction is in a block without downloading the whole block.',
    shortDefinition:
      'A tree of hashes that condenses every transaction in a block into one Merkle root in the block header.',
    whyItMatters:
      'It lets lightweight wallets check that a payment is in a block efficiently, and it means that changing any transaction changes the block header.',
    examples: [
      'Four transactions are hashed in pairs into two hashes, which are then hashed together into the Merkle root.',
    ],
    relatedTerms: ['hash-function', 'block', 'sha-256', 'proof-of-reserves'],
  },
  'soft-fork': {
    category: 'advanced',
    icon: 'GitBranch',
    definition:
      "A soft fork is a backward-compatible tightening of Bitcoin's rules: blocks valid under the new rules are still valid to older nodes, so nodes that have not upgraded keep following the same chain. SegWit and Taproot were soft forks.",
    shortDefinition:
      'A backward-compatible rule upgrade that older nodes still accept, as with SegWit in 2017 and Taproot in 2021.',
    whyItMatters:
      'Soft forks let Bitcoin add features without forcing everyone to upgrade at once, which keeps the network together.',
    examples: ['Taproot, activated in 2021, was a soft fork.'],
    relatedTerms: ['hard-fork', 'consensus-rules', 'segwit', 'taproot', 'bip'],
  },
  'hard-fork': {
    category: 'advanced',
    icon: 'GitFork',
    definition:
      'A hard fork is a rule change that makes previously invalid blocks valid, so nodes that do not upgrade reject the new blocks. If not everyone agrees, the network splits into two separate chains with two separate coins.',
    shortDefinition:
      'A rule change that old nodes reject; without near-universal agreement it splits the chain into two coins.',
    whyItMatters:
      "Hard forks show that Bitcoin's rules cannot simply be changed by a developer or a company: users choose which rules their nodes follow.",
    examples: ['In August 2017 Bitcoin Cash split from Bitcoin through a hard fork that allowed larger blocks.'],
    relatedTerms: ['soft-fork', 'consensus-rules', 'node', 'block-size'],
  },
  bip: {
    category: 'advanced',
    icon: 'FileCode',
    definition:
      'A BIP, or Bitcoin Improvement Proposal, is a public design document that proposes a change or a standard for Bitcoin, from consensus upgrades to wallet formats. Anyone can write one; whether it is adopted depends on whether the community chooses to use it.',
    shortDefinition: 'A public design document proposing a Bitcoin change or standard, such as BIP39 for seed phrases.',
    whyItMatters:
      "BIP numbers appear in wallet settings and explain compatibility: two wallets supporting the same BIPs can usually restore each other's backups.",
    examples: ['BIP39 defines seed phrases, BIP32 defines HD wallets and BIP341 is part of Taproot.'],
    relatedTerms: ['soft-fork', 'open-source', 'seed-phrase', 'hd-wallet'],
  },
  '51-percent-attack': {
    category: 'advanced',
    icon: 'ShieldExclamationPoint',
    definition:
      "A 51% attack is when a single miner or group controls most of the network's hash rate and uses it to rewrite recent blocks, for example to reverse their own payments. It cannot create coins beyond the rules or spend coins from other people's keys.",
    shortDefinition:
      'A miner with most of the hash rate rewriting recent blocks to double-spend; it cannot forge signatures or break the cap.',
    whyItMatters:
      "The enormous cost of gathering that much hash rate is what makes Bitcoin's recent history final in practice, and why several confirmations matter for large payments.",
    examples: [
      'Smaller proof-of-work coins with little hash rate have suffered 51% attacks; attacking Bitcoin the same way would need a vast amount of specialised hardware and energy.',
    ],
    relatedTerms: ['hash-rate', 'double-spending', 'confirmation', 'proof-of-work', 'stale-block'],
  },
  spv: {
    category: 'advanced',
    icon: 'SearchCheck',
    definition:
      'SPV, simplified payment verification, is how a light wallet checks a payment without downloading the whole blockchain: it keeps only the block headers of the most-work chain and checks a Merkle branch linking the transaction to a block. Section 8 of the whitepaper describes it.',
    shortDefinition:
      'How a light wallet checks a payment with block headers and a Merkle branch, without the whole blockchain.',
    whyItMatters:
      'It lets a phone wallet check that a payment is in a block, but it trusts that the work on top vouches for that block rather than checking every rule itself, as a full node does.',
    examples: [
      'A phone wallet that syncs in seconds and never downloads the full blockchain usually relies on SPV or on a server it trusts.',
    ],
    relatedTerms: ['node', 'merkle-tree', 'block', 'most-work-chain'],
  },
  bech32m: {
    category: 'advanced',
    icon: 'Binary',
    definition:
      'Bech32m is the address encoding for SegWit version 1 and later outputs, Taproot among them, defined in BIP350. It changed one constant in the checksum of the older bech32 encoding (BIP173), which had a weakness for these newer versions.',
    shortDefinition:
      'The address encoding of Taproot and later SegWit versions (BIP350); on the main network they begin with bc1p.',
    whyItMatters:
      'A wallet that can only send to bech32 addresses may refuse a bech32m one, so knowing the two apart explains why some older wallets cannot pay a Taproot address.',
    examples: [
      'A Taproot address on the main network begins with bc1p and uses bech32m; a native SegWit version 0 address begins with bc1q and uses bech32.',
    ],
    relatedTerms: ['address', 'taproot', 'segwit'],
  },
  'stale-block': {
    category: 'advanced',
    icon: 'Unlink',
    definition:
      'A stale block is a valid block that ends up outside the main chain because a competing block at the same height was accepted by most of the network. Its transactions usually return to the mempool and are confirmed later.',
    shortDefinition: 'A valid block left off the main chain because a competing block at the same height won out.',
    whyItMatters: 'Stale blocks are one reason a single confirmation is less final than several.',
    examples: [
      'Two miners find blocks at almost the same moment; the next block builds on one of them, and the other becomes stale.',
    ],
    relatedTerms: ['block', 'confirmation', 'block-height', 'mining'],
  },
  'block-size': {
    category: 'advanced',
    icon: 'Maximize2',
    definition:
      'Block size is the amount of transaction data a block can hold. Since SegWit, the limit is expressed as a block weight of 4 million weight units, replacing the earlier limit of 1 MB.',
    shortDefinition:
      'How much data a block can hold; since SegWit the limit is a block weight of 4 million weight units.',
    whyItMatters:
      'Limited block space is why fees rise when demand is high, and small blocks are part of why ordinary computers can still run nodes.',
    examples: ['Before SegWit, blocks were limited to 1 MB of data.'],
    relatedTerms: ['segwit', 'transaction-fee', 'hard-fork', 'node'],
  },
  'replace-by-fee': {
    category: 'advanced',
    icon: 'ChevronsUp',
    definition:
      'Replace-by-fee (RBF) lets you rebroadcast an unconfirmed transaction with a higher fee, replacing the original in the mempool. It is the usual way to speed up a transaction that is stuck.',
    shortDefinition: 'Replacing an unconfirmed transaction with a higher-fee version to get it confirmed sooner.',
    whyItMatters:
      'If a payment was sent with too low a fee during a busy period, RBF turns a long wait into a quick fix, provided the wallet supports it.',
    examples: [
      'A transaction sent at 2 sat/vB sits unconfirmed for hours; replacing it at 20 sat/vB makes miners far more likely to pick it up soon.',
    ],
    relatedTerms: ['fee-rate', 'mempool', 'child-pays-for-parent', 'transaction-fee'],
  },
  'child-pays-for-parent': {
    category: 'advanced',
    icon: 'Baby',
    definition:
      "Child pays for parent (CPFP) speeds up a stuck transaction by spending one of its outputs in a new transaction with a high fee. A miner who wants that fee must include both, so the pair's combined fee rate is what counts.",
    shortDefinition: 'Speeding up a stuck transaction by spending its output in a new, high-fee child transaction.',
    whyItMatters:
      'It lets the recipient, not only the sender, speed up a payment, which helps when RBF is not available.',
    examples: [
      'You received coins in a low-fee transaction; spending them to yourself with a high fee pulls the parent into a block along with the child.',
    ],
    relatedTerms: ['replace-by-fee', 'fee-rate', 'mempool', 'utxo'],
  },
  'coin-control': {
    category: 'advanced',
    icon: 'ListChecks',
    definition:
      'Coin control is a wallet feature that lets you choose exactly which UTXOs a transaction spends. It helps manage both fees and privacy.',
    shortDefinition: 'Choosing exactly which UTXOs a transaction spends, to manage fees and privacy.',
    whyItMatters:
      'Without it, a wallet may combine coins from different sources in one transaction, showing observers that they belong to the same person.',
    examples: ['Spending a UTXO bought on an exchange with KYC separately from one received privately.'],
    relatedTerms: ['utxo', 'change-output', 'coinjoin', 'address-reuse'],
  },
  coinjoin: {
    category: 'advanced',
    icon: 'Merge',
    definition:
      'A CoinJoin is a single transaction that combines inputs from several people and produces equal-sized outputs, making it hard for observers to tell which output belongs to whom. It is a privacy technique, and some exchanges may question or refuse coins that have been through one.',
    shortDefinition:
      'A joint transaction by several people with equal-sized outputs, making it hard to trace who paid whom.',
    whyItMatters:
      "Bitcoin's blockchain is public, so privacy takes deliberate effort; CoinJoin is one of the main tools, with trade-offs worth knowing.",
    examples: [
      'Five people each put in 0.1 BTC and receive 0.1 BTC at new addresses, so outsiders cannot easily match inputs to outputs.',
    ],
    relatedTerms: ['coin-control', 'utxo', 'address-reuse'],
  },
  'extended-public-key': {
    category: 'advanced',
    icon: 'KeyRound',
    definition:
      "An extended public key (xpub) is a public key plus extra data that lets software derive every receive address of a wallet account. It cannot spend, but it reveals all those addresses and therefore the account's whole balance and history.",
    shortDefinition:
      "A key from which all of a wallet account's addresses can be derived: it cannot spend, but it reveals everything.",
    whyItMatters:
      'It powers watch-only wallets, and because of what it reveals it is shared only with software or services you trust.',
    examples: ["Loading a hardware wallet's xpub into a desktop app to follow its balance without the device."],
    relatedTerms: ['watch-only-wallet', 'hd-wallet', 'public-key', 'derivation-path'],
  },
  'derivation-path': {
    category: 'advanced',
    icon: 'Route',
    definition:
      "A derivation path is the route an HD wallet follows from its seed to a particular key, written like m/84'/0'/0'/0/0. Different wallets and address types use different standard paths.",
    shortDefinition: "The route, such as m/84'/0'/0', that an HD wallet follows from its seed to each key and address.",
    whyItMatters:
      'If a restored wallet shows a zero balance, it may simply be looking down a different path; knowing which path a wallet uses makes recovery reliable.',
    examples: ["m/84'/0'/0' is the standard BIP84 account path for native SegWit addresses."],
    relatedTerms: ['hd-wallet', 'extended-public-key', 'seed-phrase', 'bip'],
  },
  'payment-channel': {
    category: 'advanced',
    icon: 'Cable',
    definition:
      'A payment channel is a two-party arrangement, opened with an on-chain transaction, in which the parties can send bitcoin back and forth many times by updating a shared balance, settling on the blockchain only when the channel closes. The Lightning Network links such channels into a network.',
    shortDefinition:
      'A two-party balance opened on-chain that can be updated off-chain many times, the building block of Lightning.',
    whyItMatters:
      'Channels are why Lightning payments are instant and cheap, and why running a Lightning node means managing funds locked in channels.',
    examples: [
      'Alice opens a channel with 100,000 sats and pays Bob 1,000 sats ten times; when they close it, 90,000 sats settle to Alice and 10,000 to Bob, before fees.',
    ],
    relatedTerms: ['lightning-network', 'on-chain', 'timelock', 'layer-2', 'lightning-invoice'],
  },
  sidechain: {
    category: 'advanced',
    icon: 'Waypoints',
    definition:
      'A sidechain is a separate blockchain linked to Bitcoin, where bitcoin can be moved, represented by a token, to use different features, and later moved back. Sidechains usually rely on a group of custodians or other trust assumptions to hold the bitcoin that backs them.',
    shortDefinition:
      'A separate blockchain pegged to Bitcoin, where bitcoin can be used with different features, usually with extra trust.',
    whyItMatters:
      'It can add features or speed, but the coins backing it are usually controlled by a group, which brings back counterparty risk.',
    examples: ['Liquid is a sidechain whose pegged bitcoin is held by a federation of member companies.'],
    relatedTerms: ['layer-2', 'counterparty-risk', 'lightning-network'],
  },
  timelock: {
    category: 'advanced',
    icon: 'AlarmClock',
    definition:
      "A timelock is a condition that prevents bitcoin from being spent until a certain block height or time has passed. It is built into Bitcoin's scripting and is used in Lightning channels and some inheritance setups.",
    shortDefinition: 'A rule that stops bitcoin from being spent until a chosen block height or date.',
    whyItMatters:
      "Timelocks allow arrangements such as 'my heir can spend this only if I have not moved it for a year' without trusting a third party.",
    examples: [
      'A backup key that can only spend after block 1,000,000, as a recovery route if the main keys are lost.',
    ],
    relatedTerms: ['bitcoin-script', 'payment-channel', 'inheritance-planning', 'block-height'],
  },
  'bitcoin-script': {
    category: 'advanced',
    icon: 'Braces',
    definition:
      'Bitcoin Script is the simple programming language that sets the conditions for spending each output, such as a signature from a certain key, signatures from several keys or the passing of a timelock. It is deliberately limited to keep validation safe and predictable.',
    shortDefinition: 'The small, deliberately limited language that defines the conditions for spending bitcoin.',
    whyItMatters:
      'Multisig, timelocks and Lightning all rely on Script, which is why Bitcoin can do more than simple payments.',
    examples: [
      'A 2-of-3 multisig output is a Script condition that requires two valid signatures from three listed public keys.',
    ],
    relatedTerms: ['multisig', 'timelock', 'taproot', 'digital-signature'],
  },
  'schnorr-signatures': {
    category: 'advanced',
    icon: 'PenLine',
    definition:
      'Schnorr signatures are a digital signature scheme added to Bitcoin with Taproot in 2021. They allow several signatures to be combined into one, making multisig transactions smaller and harder to tell apart from single-key ones.',
    shortDefinition: 'A signature scheme added with Taproot in 2021 that lets several signatures combine into one.',
    whyItMatters: 'Combining signatures saves block space and improves privacy for shared wallets.',
    examples: ['A 2-of-2 setup using key aggregation can appear on the blockchain as a single signature.'],
    relatedTerms: ['digital-signature', 'taproot', 'multisig'],
  },
  psbt: {
    category: 'advanced',
    icon: 'FilePen',
    definition:
      'A PSBT (partially signed Bitcoin transaction) is a standard format, defined in BIP174, for passing an unsigned or partly signed transaction between wallets and devices. It lets a watch-only wallet prepare a transaction that a hardware wallet then signs.',
    shortDefinition:
      'A standard format for passing a not-yet-fully-signed transaction between wallets and signing devices.',
    whyItMatters:
      'PSBTs are what let hardware wallets, air-gapped signing and multisig work together across different brands.',
    examples: [
      'A phone app creates a PSBT, you scan it into an air-gapped signer, then scan the signed result back to broadcast it.',
    ],
    relatedTerms: ['hardware-wallet', 'air-gapped', 'multisig', 'watch-only-wallet'],
  },
});

/**
 * The lucide-react icons the glossary uses, by export name: written once, in the definitions above.
 * The client maps each to its component (client/src/entities/glossary/components/glossary-icon.tsx),
 * typed so that a name without a component, or a component no definition uses, does not compile.
 */
export type GlossaryIconName = (typeof definitions)[string]['icon'];

export const glossaryDefinitions: Readonly<Record<string, GlossaryDefinition>> = definitions;
