import { describe, expect, it } from 'vitest';
import {
  communityResourceListSchema,
  communityResourceSchema,
  communityTypeValues,
  trustLevelValues,
} from '../schemas/community';
import {
  communitiesByType,
  communitiesByTypeIn,
  communityDirectorySchema,
  communityIntro,
  communityResources,
  communitySafetyGuidelines,
  communityTextEn,
  communityTypeLabels,
  isDatedUserCount,
  loadCommunityText,
  trustLevelLabels,
} from './communities';

describe('community directory', () => {
  it('lists at least 12 resources', () => {
    expect(communityResources.length).toBeGreaterThanOrEqual(12);
  });

  it('links only to https URLs', () => {
    for (const resource of communityResources) expect(new URL(resource.url).protocol, resource.name).toBe('https:');
  });

  it('has unique names and unique URLs', () => {
    expect(new Set(communityResources.map((r) => r.name.toLowerCase())).size).toBe(communityResources.length);
    expect(new Set(communityResources.map((r) => r.url)).size).toBe(communityResources.length);
  });

  it('uses only the known resource types and trust levels', () => {
    for (const resource of communityResources) {
      expect(communityTypeValues, resource.name).toContain(resource.type);
      expect(trustLevelValues, resource.name).toContain(resource.trustLevel);
      expect(resource.highlights.length, resource.name).toBeGreaterThan(0);
    }
  });

  it('covers every type', () => {
    expect(new Set(communityResources.map((r) => r.type))).toEqual(new Set(communityTypeValues));
  });

  it('includes the long-standing core resources at their real addresses', () => {
    const urls = new Map(communityResources.map((r) => [r.name, r.url]));
    expect(urls.get('Bitcoin.org')).toBe('https://bitcoin.org');
    expect(urls.get('Bitcoin Core')).toBe('https://bitcoincore.org');
    expect(urls.get('Bitcoin Stack Exchange')).toBe('https://bitcoin.stackexchange.com');
    expect(urls.get('Bitcointalk')).toBe('https://bitcointalk.org');
    expect(urls.get('Bitcoin Optech')).toBe('https://bitcoinops.org');
    expect(urls.get('Bitcoin Wiki')).toBe('https://en.bitcoin.it');
    expect(urls.get('Mastering Bitcoin')).toBe('https://github.com/bitcoinbook/bitcoinbook');
  });

  it('shows no member count it cannot date and source: Bitcointalk’s and r/Bitcoin’s old figures are gone', () => {
    const byName = new Map(communityResources.map((r) => [r.name, r]));
    expect(byName.get('Bitcointalk')?.userCount).toBeUndefined();
    expect(byName.get('r/Bitcoin')?.userCount).toBeUndefined();
  });
});

describe('community schema', () => {
  const valid = {
    name: 'Example',
    description: 'A description.',
    url: 'https://example.org',
    type: 'forum',
    trustLevel: 'verified',
    highlights: ['One'],
  };

  it('accepts a resource without a user count', () => {
    expect(communityResourceSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['an http URL', { url: 'http://example.org' }],
    ['a URL that is not a URL', { url: 'example.org' }],
    ['an unknown type', { type: 'chat' }],
    ['an unknown trust level', { trustLevel: 'trusted' }],
    ['no highlights', { highlights: [] }],
  ])('rejects %s', (_name, override) => {
    expect(communityResourceSchema.safeParse({ ...valid, ...override }).success).toBe(false);
  });

  it('rejects a directory with a repeated name', () => {
    expect(communityResourceListSchema.safeParse([valid, { ...valid, url: 'https://example.com' }]).success).toBe(
      false,
    );
  });

  it('accepts a member count in the directory only with its source and the month it was true', () => {
    const dated = '120K+ members (the forum’s statistics page, March 2026)';
    expect(communityDirectorySchema.safeParse([{ ...valid, userCount: dated }]).success).toBe(true);
    expect(communityDirectorySchema.safeParse([{ ...valid, userCount: '2.5M+ registered members' }]).success).toBe(
      false,
    );
  });

  it.each([
    ['120K+ members (the forum’s statistics page, March 2026)', true],
    ['2.5M+ registered members (forum statistics, 2018)', false],
    ['2.5M+ registered members', false],
    ['4M+ members (March 2026)', false],
  ])('isDatedUserCount(%j) is %s', (text, expected) => {
    expect(isDatedUserCount(text)).toBe(expected);
  });
});

describe('communitiesByType', () => {
  it('groups every resource once, in type order, leaving out empty groups', () => {
    const groups = communitiesByType();
    expect(groups.map((group) => group.type)).toEqual([
      'forum',
      'education',
      'news',
      'podcast',
      'video',
      'documentation',
    ]);
    expect(groups.flatMap((group) => group.resources)).toHaveLength(communityResources.length);
    for (const group of groups) for (const resource of group.resources) expect(resource.type).toBe(group.type);
  });

  it('leaves out types with no resources', () => {
    const forumsOnly = communityResources.filter((r) => r.type === 'forum');
    expect(communitiesByType(forumsOnly).map((group) => [group.type, group.label])).toEqual([['forum', 'Forums']]);
  });
});

describe('communitySafetyGuidelines', () => {
  it('warns that no legitimate person asks for your seed phrase, and about giveaways, DMs and URLs', () => {
    const text = communitySafetyGuidelines.map((g) => `${g.title} ${g.text}`).join('\n');
    expect(text).toMatch(/No legitimate person.*ever ask for your seed phrase/);
    expect(text).toMatch(/giveaway/i);
    expect(text).toMatch(/direct messages/i);
    expect(text).toMatch(/web address/i);
  });

  it('leaves room for the one place a seed phrase is typed: the learner’s own wallet, when they restore it', () => {
    const seed = communitySafetyGuidelines.find((g) => g.title === 'Never share your seed phrase');
    expect(seed?.text).not.toMatch(/wallet will ever ask/);
    expect(seed?.text).toContain('Type it only into your own wallet or device when you restore it yourself.');
  });
});

describe('communityIntro', () => {
  it('says a listing is not an endorsement', () => {
    expect(communityIntro).toContain('not an endorsement');
  });

  it('reports Clason’s third law as his, in indirect speech rather than as a quotation', () => {
    expect(communityIntro).toMatch(/^Clason’s third law of gold holds that /);
    expect(communityIntro).not.toMatch(/[“"]/);
  });
});

describe('community directory in Spanish (issue 48)', () => {
  it('has every resource by URL with as many highlights, and no other; the names stay as they are', async () => {
    const { communityTextEs } = await import('./es/communities');
    expect(Object.keys(communityTextEs.resources).sort()).toEqual(communityResources.map((r) => r.url).sort());
    for (const resource of communityResources) {
      const spanish = communityTextEs.resources[resource.url];
      expect(spanish?.highlights, resource.url).toHaveLength(resource.highlights.length);
      // The same facts: every year the English gives is in the Spanish.
      const years = (text: string) => text.match(/\b(?:19|20)\d\d\b/g) ?? [];
      expect(years(spanish?.description ?? ''), resource.url).toEqual(years(resource.description));
    }
    const groups = communitiesByTypeIn(communityTextEs);
    expect(groups.flatMap((group) => group.resources.map((r) => [r.name, r.url, r.type, r.trustLevel]))).toEqual(
      communitiesByType().flatMap((group) => group.resources.map((r) => [r.name, r.url, r.type, r.trustLevel])),
    );
    expect(communityResourceListSchema.parse(groups.flatMap((group) => group.resources))).toHaveLength(
      communityResources.length,
    );
  });

  it('has the type and trust-level labels, the intro and as many safety guidelines', async () => {
    const spanish = await loadCommunityText('es');
    expect(await loadCommunityText('en')).toBe(communityTextEn);
    expect(Object.keys(spanish.typeLabels)).toEqual(Object.keys(communityTypeLabels));
    expect(Object.keys(spanish.trustLevels)).toEqual(Object.keys(trustLevelLabels));
    expect(spanish.safetyGuidelines).toHaveLength(communitySafetyGuidelines.length);
    expect(spanish.intro).toContain('(traducción de Arkad)');
    expect(communitiesByTypeIn(spanish)[0]?.label).toBe('Foros');
  });
});
