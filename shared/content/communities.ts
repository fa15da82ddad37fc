import type { Language } from '../i18n/languages';
import {
  communityResourceListSchema,
  communitySafetyGuidelineSchema,
  communityTypeValues,
  type CommunityResource,
  type CommunitySafetyGuideline,
  type CommunityType,
  type TrustLevel,
} from '../schemas/community';

/**
 * Trusted Communities directory on the Support tab: real, long-standing Bitcoin communities and
 * resources. Listing one is not an endorsement of every opinion shared there. A member count ages,
 * so one is shown only with where it came from and the month it was true, in the form
 * '<count> members (<source>, <Month> <year>)'; without both, the card shows none (docs/content.md).
 */
const rawCommunityResources: CommunityResource[] = [
  // ------------------------------------------------------------ education
  {
    name: 'Bitcoin.org',
    description:
      'The original Bitcoin website, registered in 2008 and now run by independent community maintainers. It hosts the Bitcoin whitepaper and plain-language guides for newcomers.',
    url: 'https://bitcoin.org',
    type: 'education',
    trustLevel: 'verified',
    highlights: [
      'Hosts the Bitcoin whitepaper by Satoshi Nakamoto (2008)',
      'Beginner guides on how Bitcoin works and how to use it safely',
      'A wallet chooser that compares wallets by their features',
      'Available in many languages',
    ],
  },
  {
    name: 'Mastering Bitcoin',
    description:
      'The book by Andreas M. Antonopoulos, with David A. Harding as co-author of the third edition (2023). Its full text can be read free of charge in the book’s GitHub repository.',
    url: 'https://github.com/bitcoinbook/bitcoinbook',
    type: 'education',
    trustLevel: 'verified',
    highlights: [
      'Clear explanations of keys, addresses, transactions and mining',
      'A standard reference for developers and technical learners',
      'Free to read online',
    ],
  },
  {
    name: 'Learn Me A Bitcoin',
    description:
      'Greg Walker’s site explaining how Bitcoin works in plain language and diagrams, from first principles for beginners to byte-by-byte technical references.',
    url: 'https://learnmeabitcoin.com',
    type: 'education',
    trustLevel: 'established',
    highlights: [
      'Beginner guides that start from first principles',
      'Illustrated explanations of transactions, keys and mining',
      'Tools for exploring real blocks and transactions',
    ],
  },
  {
    name: 'Jameson Lopp’s Bitcoin Resources',
    description:
      'A large, curated index of Bitcoin learning resources kept up by Jameson Lopp, a long-time Bitcoin engineer known for his work on self-custody and security.',
    url: 'https://www.lopp.net/bitcoin-information.html',
    type: 'education',
    trustLevel: 'established',
    highlights: [
      'Links organised by topic, from beginner to expert',
      'Extensive sections on self-custody and security',
      'Maintained for many years',
    ],
  },
  {
    name: 'Bitcoin Design',
    description:
      'An open community of designers and developers. Its free Bitcoin Design Guide explains wallet ideas such as backups, recovery and multi-key setups in plain language.',
    url: 'https://bitcoin.design',
    type: 'education',
    trustLevel: 'emerging',
    highlights: [
      'The Bitcoin Design Guide, free online',
      'Clear explanations of backups, recovery and multi-key wallets',
      'An open community anyone can join',
    ],
  },
  // ------------------------------------------------------------ documentation
  {
    name: 'Bitcoin Core',
    description:
      'Home of Bitcoin Core, the open-source software run by most of the network’s nodes and descended from Satoshi Nakamoto’s original client.',
    url: 'https://bitcoincore.org',
    type: 'documentation',
    trustLevel: 'verified',
    highlights: [
      'Official downloads, with signatures and checksums to verify them',
      'Release notes for every version',
      'Guidance for running your own full node',
    ],
  },
  {
    name: 'Bitcoin Developer Documentation',
    description:
      'Technical guides and reference material on how Bitcoin works: transactions, blocks, wallets and the peer-to-peer network.',
    url: 'https://developer.bitcoin.org',
    type: 'documentation',
    trustLevel: 'established',
    highlights: [
      'Developer guide to transactions, blocks and wallets',
      'Reference for Bitcoin Core’s remote procedure calls (RPC)',
      'Worked examples for technical learners',
    ],
  },
  {
    name: 'Bitcoin Wiki',
    description:
      'One of the oldest Bitcoin reference sites: a community-edited wiki on Bitcoin’s technology, history and ecosystem.',
    url: 'https://en.bitcoin.it',
    type: 'documentation',
    trustLevel: 'established',
    highlights: [
      'Detailed articles on the protocol, scripts and transactions',
      'Historical material from Bitcoin’s early years',
      'Community-edited: check important details against other sources',
    ],
  },
  // ------------------------------------------------------------ forums
  {
    name: 'Bitcoin Stack Exchange',
    description:
      'A question-and-answer site where experienced users and developers answer questions about Bitcoin, and the community votes the best answers to the top.',
    url: 'https://bitcoin.stackexchange.com',
    type: 'forum',
    trustLevel: 'established',
    highlights: [
      'Many thousands of answered questions on wallets, transactions and the protocol',
      'Answers ranked by community votes',
      'Many answers written by Bitcoin developers',
    ],
  },
  {
    name: 'Bitcointalk',
    description:
      'The discussion forum Satoshi Nakamoto founded in 2009, the oldest Bitcoin forum still running, with boards on development, mining, economics and many local languages.',
    url: 'https://bitcointalk.org',
    type: 'forum',
    trustLevel: 'established',
    highlights: [
      'Historic threads, including posts by Satoshi Nakamoto',
      'Technical boards on development and mining',
      'Caution: its marketplace and altcoin boards attract scams',
    ],
  },
  {
    name: 'r/Bitcoin',
    description: 'Reddit’s main Bitcoin community, with news, discussion and questions from newcomers.',
    url: 'https://www.reddit.com/r/Bitcoin/',
    type: 'forum',
    trustLevel: 'established',
    highlights: [
      'Very active news and discussion',
      'Regular discussion threads where beginners can ask questions',
      'Moderated, but watch out for scam direct messages',
    ],
  },
  {
    name: 'Delving Bitcoin',
    description:
      'A technical forum opened in 2023 where protocol developers and researchers discuss proposals and research in depth.',
    url: 'https://delvingbitcoin.org',
    type: 'forum',
    trustLevel: 'emerging',
    highlights: [
      'In-depth discussion of protocol proposals',
      'Many active Bitcoin developers take part',
      'Best for advanced learners',
    ],
  },
  // ------------------------------------------------------------ news
  {
    name: 'Bitcoin Optech',
    description:
      'A weekly newsletter, started in 2018, that summarises technical developments in Bitcoin and the Lightning Network for engineers and technical learners.',
    url: 'https://bitcoinops.org',
    type: 'news',
    trustLevel: 'verified',
    highlights: [
      'Weekly newsletter on protocol and software changes',
      'A topic index explaining technical ideas',
      'Strictly technical: no price talk',
    ],
  },
  {
    name: 'Bitcoin Magazine',
    description:
      'One of the oldest Bitcoin publications, founded in 2012, covering news, technology, culture and education.',
    url: 'https://bitcoinmagazine.com',
    type: 'news',
    trustLevel: 'established',
    highlights: [
      'Daily news and long-form articles',
      'Guides for beginners',
      'Opinion pieces are the authors’ own views',
    ],
  },
  // ------------------------------------------------------------ podcasts
  {
    name: 'What Bitcoin Did',
    description:
      'A long-running interview podcast founded by Peter McCormack, with guests from across Bitcoin: developers, economists, entrepreneurs and critics.',
    url: 'https://www.whatbitcoindid.com',
    type: 'podcast',
    trustLevel: 'established',
    highlights: [
      'Long-form interviews',
      'Covers technology, economics, politics and culture',
      'Guests’ views are their own: compare sources',
    ],
  },
  {
    name: 'Stephan Livera Podcast',
    description: 'Interviews about Bitcoin technology, economics and self-custody, hosted by Stephan Livera.',
    url: 'https://stephanlivera.com',
    type: 'podcast',
    trustLevel: 'established',
    highlights: [
      'Many episodes on wallets, Lightning and self-custody',
      'Guests include developers and researchers',
      'Show notes for each episode',
    ],
  },
  {
    name: 'Let’s Talk Bitcoin',
    description:
      'One of the longest-running Bitcoin podcasts, started in 2013, with Andreas M. Antonopoulos among its early hosts.',
    url: 'https://letstalkbitcoin.com',
    type: 'podcast',
    trustLevel: 'established',
    highlights: [
      'An archive reaching back to Bitcoin’s early years',
      'Conversation-style episodes on Bitcoin’s ideas and impact',
      'Useful for understanding how thinking about Bitcoin has developed',
    ],
  },
  // ------------------------------------------------------------ video
  {
    name: 'Andreas M. Antonopoulos on YouTube',
    description:
      'Talks and question-and-answer sessions by Andreas M. Antonopoulos, author of Mastering Bitcoin, explaining how Bitcoin works and why it matters.',
    url: 'https://www.youtube.com/@aantonop',
    type: 'video',
    trustLevel: 'established',
    highlights: [
      'Hundreds of recorded talks and answers to viewers’ questions',
      'Accessible to beginners, deep enough for developers',
      'Strong focus on security and self-custody',
    ],
  },
  {
    name: 'BTC Sessions',
    description:
      'Ben Perrin’s YouTube channel of step-by-step tutorials on wallets, hardware devices, Lightning and privacy.',
    url: 'https://www.youtube.com/@BTCSessions',
    type: 'video',
    trustLevel: 'established',
    highlights: [
      'Screen-by-screen walkthroughs of wallets and devices',
      'Made with beginners in mind',
      'Covers new tools as they appear',
    ],
  },
];

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
/** '120K+ members (the forum’s statistics page, March 2026)': a rounded count, its source, the month it was true. */
const DATED_USER_COUNT = new RegExp(`^\\d+(?:\\.\\d+)?[KM]\\+ [a-z ]+ \\([^,()]+, (?:${MONTHS}) (?:19|20)\\d\\d\\)$`);

export function isDatedUserCount(text: string): boolean {
  return DATED_USER_COUNT.test(text);
}

/** The directory: the resource list's own rules, plus a source and a date for every member count. */
export const communityDirectorySchema = communityResourceListSchema.superRefine((resources, ctx) => {
  resources.forEach((resource, index) => {
    if (resource.userCount !== undefined && !isDatedUserCount(resource.userCount)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'userCount'],
        message: `"${resource.userCount}" needs its source and the month it was true, e.g. "120K+ members (the forum’s statistics page, March 2026)"`,
      });
    }
  });
});

export const communityResources: readonly CommunityResource[] = communityDirectorySchema.parse(rawCommunityResources);

export const communityTypeLabels: Record<CommunityType, string> = {
  forum: 'Forums',
  education: 'Education',
  news: 'News',
  podcast: 'Podcasts',
  video: 'Video',
  documentation: 'Documentation',
};

export const trustLevelLabels: Record<TrustLevel, { label: string; description: string }> = {
  verified: {
    label: 'Verified',
    description: 'An official project resource, or a reference kept by well-known long-time contributors.',
  },
  established: {
    label: 'Established',
    description: 'Running for years, with a good reputation in the Bitcoin community.',
  },
  emerging: {
    label: 'Emerging',
    description: 'Newer, but run by recognised contributors.',
  },
};

export interface CommunityGroup {
  type: CommunityType;
  label: string;
  resources: CommunityResource[];
}

/** Resources grouped by type, in the order forum, education, news, podcast, video, documentation; empty groups left out. */
export function communitiesByType(resources: readonly CommunityResource[] = communityResources): CommunityGroup[] {
  return communityTypeValues
    .map((type) => ({
      type,
      label: communityTypeLabels[type],
      resources: resources.filter((resource) => resource.type === type),
    }))
    .filter((group) => group.resources.length > 0);
}

/** The directory's opening lines, tied to Clason's third law of gold. */
export const communityIntro =
  'Clason’s third law of gold holds that gold clings to the cautious owner who invests it under the advice of people wise in its handling. These long-standing Bitcoin communities and resources are good places to learn and ask questions. Listing one is not an endorsement of every opinion shared there.';

export const COMMUNITY_SAFETY_TITLE = 'Stay Safe in Bitcoin Communities';

/** Safety guidelines shown with the directory. */
export const communitySafetyGuidelines: readonly CommunitySafetyGuideline[] = communitySafetyGuidelineSchema
  .array()
  .min(1)
  .parse([
    {
      title: 'Never share your seed phrase',
      text: 'No legitimate person, company or support agent will ever ask for your seed phrase or private keys: anyone who asks is trying to steal your bitcoin. Type it only into your own wallet or device when you restore it yourself.',
    },
    {
      title: 'Ignore unsolicited direct messages',
      text: 'Scammers pose as support staff, moderators or helpful experts and message you first. Real help happens in public threads, and support teams do not contact you out of the blue.',
    },
    {
      title: 'Giveaways and doubling offers are scams',
      text: 'No one will send back more bitcoin than you send them. Fake giveaways often borrow the names and faces of well-known people, sometimes in faked videos.',
    },
    {
      title: 'Verify every web address',
      text: 'Type addresses yourself or use bookmarks. Fake sites copy real ones under look-alike names, and search ads can point to them.',
    },
    {
      title: 'Distrust guaranteed returns',
      text: 'Promises of fixed daily returns, trading bots that cannot lose, or services that recover lost funds for a fee are hallmarks of fraud. Clason warned that gold flees those who chase impossible earnings.',
    },
    {
      title: 'Download software only from official sources',
      text: 'Install wallets from the developer’s official website or app store listing, and verify signatures where the project offers them.',
    },
    {
      title: 'Keep your holdings private',
      text: 'Avoid posting how much bitcoin you own: it makes you a target for phishing and even physical threats.',
    },
    {
      title: 'Opinions are not advice',
      text: 'Forums, podcasts and videos share views, not guarantees. Check claims against several trusted sources before you act.',
    },
  ]);

/**
 * What the directory says in one language (issue 48): each resource's description and highlights by
 * its URL (names stay as they are), the type and trust-level labels, the intro and the safety
 * guidelines in order. English (above) is the source; es/communities.ts has the same keys.
 */
export interface CommunityLanguageText {
  language: Language;
  resources: Readonly<Record<string, Pick<CommunityResource, 'description' | 'highlights'>>>;
  typeLabels: Record<CommunityType, string>;
  trustLevels: Record<TrustLevel, { label: string; description: string }>;
  intro: string;
  safetyTitle: string;
  safetyGuidelines: readonly CommunitySafetyGuideline[];
}

/** The English text, from the content above (the source). */
export const communityTextEn: CommunityLanguageText = {
  language: 'en',
  resources: Object.fromEntries(
    communityResources.map(({ url, description, highlights }) => [url, { description, highlights }]),
  ),
  typeLabels: communityTypeLabels,
  trustLevels: trustLevelLabels,
  intro: communityIntro,
  safetyTitle: COMMUNITY_SAFETY_TITLE,
  safetyGuidelines: communitySafetyGuidelines,
};

/** The directory's text in a language: English at once, Spanish fetched on first use. */
export function loadCommunityText(language: Language): Promise<CommunityLanguageText> {
  if (language === 'en') return Promise.resolve(communityTextEn);
  return import('./es/communities').then((module) => module.communityTextEs);
}

/** The resources grouped by type in a language's text: names, URLs, types and trust levels unchanged. */
export function communitiesByTypeIn(text: CommunityLanguageText): CommunityGroup[] {
  if (text.language === 'en') return communitiesByType();
  const resources = communityResources.map((resource) => ({ ...resource, ...text.resources[resource.url] }));
  return communitiesByType(resources).map((group) => ({ ...group, label: text.typeLabels[group.type] }));
}
