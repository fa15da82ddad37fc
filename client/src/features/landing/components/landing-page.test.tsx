import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findContentProblems } from '@shared/content/content-checks';
import { translate } from '@/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { LandingPage, landingFeatures } from './landing-page';

describe('LandingPage', () => {
  it('says where the book is in the public domain, and its texts pass the content checks', () => {
    renderApp(<LandingPage />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(
      'George S. Clason (1926; in the public domain in the United States). Not affiliated',
    );
    const text = (document.body.textContent ?? '').replace(/\s+/g, ' ');
    expect(findContentProblems(text)).toEqual([]);
  });

  it('does not call exchange custody self-custody (the review’s S1)', () => {
    // The assessment's first level says the company controls the keys: it is custody, not self-custody.
    const descriptions = landingFeatures.map(({ id }) => translate(`landing.feature.${id}.description`));
    for (const description of descriptions)
      if (/exchange/i.test(description)) expect(description).not.toMatch(/self-custody/i);
    expect(descriptions).toContain(
      'Find the way to keep your bitcoin that fits your holdings, skills and habits, from exchange custody to multisig.',
    );
  });
});
