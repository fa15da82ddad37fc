import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communityResources } from '@shared/content/communities';
import { renderApp } from '@/test/render-app';
import { CommunityCard } from './community-card';

describe('CommunityCard', () => {
  it('describes the directory as it is: questions go to its forums, the rest is to learn from', () => {
    renderApp(<CommunityCard />, { path: '/subscription' });
    const line = screen.getByText(/trusted communities directory/).closest('p');
    expect(line).toHaveTextContent(
      "Arkad's trusted communities directory lists forums where beginners can ask questions, and guides, books, documentation, news, podcasts and videos to learn from.",
    );
    // Each kind named is in the directory; it lists no courses, and its podcasts take no questions.
    const types = new Set(communityResources.map((resource) => resource.type));
    for (const type of ['forum', 'education', 'documentation', 'news', 'podcast', 'video'] as const) {
      expect(types.has(type), type).toBe(true);
    }
    expect(line?.textContent).not.toMatch(/courses|podcasts where/);
  });
});
