import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findContentProblems } from '@shared/content/content-checks';
import { renderApp } from '@/test/render-app';
import { LandingPage } from './landing-page';

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
});
