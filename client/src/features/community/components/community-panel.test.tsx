import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communityResources, trustLevelLabels } from '@shared/content/communities';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { CommunityPanel } from './community-panel';
import { CommunityResourceCard, displayHost } from './community-resource-card';

function renderPanel() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <CommunityPanel />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('CommunityPanel', () => {
  it('groups the resources by type under the type labels, in the directory order', () => {
    renderPanel();
    const groups = screen.getAllByTestId('community-group');
    expect(groups.map((group) => within(group).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Forums',
      'Education',
      'News',
      'Podcasts',
      'Video',
      'Documentation',
    ]);
    const forums = screen.getByRole('region', { name: 'Forums' });
    const forumNames = within(forums)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(forumNames).toEqual(communityResources.filter((r) => r.type === 'forum').map((r) => r.name));
    expect(screen.getAllByTestId('community-resource')).toHaveLength(communityResources.length);
  });

  it('links every resource to its site in a new tab, without giving the site access to Arkad', () => {
    renderPanel();
    for (const resource of communityResources) {
      const link = screen.getByRole('link', {
        name: new RegExp(`^Visit ${escape(resource.name)} \\(opens in a new tab\\)$`),
      });
      expect(link).toHaveAttribute('href', resource.url);
      expect(link).toHaveAttribute('target', '_blank');
      const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
      expect(rel).toContain('noopener');
      expect(rel).toContain('noreferrer');
    }
    // No other link leaves the page.
    const external = screen.getAllByRole('link').filter((link) => link.getAttribute('target') === '_blank');
    expect(external).toHaveLength(communityResources.length);
  });

  it('shows each card’s trust level, site address and member count where one is dated and sourced', () => {
    renderPanel();
    for (const resource of communityResources) {
      const card = screen.getByRole('article', { name: resource.name });
      expect(within(card).getByText(trustLevelLabels[resource.trustLevel].label)).toHaveAttribute(
        'title',
        trustLevelLabels[resource.trustLevel].description,
      );
      expect(within(card).getByText(displayHost(resource.url))).toBeInTheDocument();
      if (resource.userCount) expect(within(card).getByText(resource.userCount)).toBeInTheDocument();
      expect(within(card).getAllByRole('listitem')).toHaveLength(resource.highlights.length);
    }
    // The old undated figures are gone.
    expect(screen.queryByText(/2\.5M\+|4M\+/)).toBeNull();
  });

  it('shows a member count together with its source and the month it was true', () => {
    const resource = {
      ...communityResources[0]!,
      userCount: '120K+ members (the forum’s statistics page, March 2026)',
    };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider>
          <CommunityResourceCard resource={resource} />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(within(screen.getByRole('article', { name: resource.name })).getByText(resource.userCount)).toBeVisible();
  });

  it('explains the trust levels and leads with the safety guidelines', () => {
    renderPanel();
    const legend = screen.getByRole('region', { name: 'What the trust levels mean' });
    for (const { description } of Object.values(trustLevelLabels))
      expect(within(legend).getByText(description)).toBeInTheDocument();
    const safety = screen.getByRole('region', { name: 'Stay Safe in Bitcoin Communities' });
    expect(safety).toHaveTextContent(
      /No legitimate person, company or support agent will ever ask for your seed phrase/,
    );
    expect(safety).toHaveTextContent('Type it only into your own wallet or device when you restore it yourself.');
    // The safety card comes before the directory.
    const firstGroup = screen.getAllByTestId('community-group')[0] as HTMLElement;
    expect(safety.compareDocumentPosition(firstGroup) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('marks glossary terms in the running text, but not “addresses” meaning web addresses', () => {
    renderPanel();
    const safety = screen.getByRole('region', { name: 'Stay Safe in Bitcoin Communities' });
    expect(within(safety).getByRole('button', { name: 'phishing' })).toHaveAttribute('data-glossary-term', 'phishing');
    expect(within(safety).queryByRole('button', { name: 'addresses' })).toBeNull();
  });
});

describe('displayHost', () => {
  it.each([
    ['https://www.reddit.com/r/Bitcoin/', 'reddit.com'],
    ['https://bitcoin.stackexchange.com', 'bitcoin.stackexchange.com'],
    ['https://github.com/bitcoinbook/bitcoinbook', 'github.com'],
  ])('shows %s as %s', (url, host) => {
    expect(displayHost(url)).toBe(host);
  });
});
