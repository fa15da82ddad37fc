import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ATTRIBUTION_NOTICE,
  EDUCATIONAL_DISCLAIMER,
  fiveLawsOfGold,
  guideQuote,
  sevenCures,
} from '@shared/content/guide';
import { guideEs } from '@shared/content/es/guide';
import { parableSummaries } from '@shared/content/parables-index';
import { activateLoadedLanguage } from '@/i18n/i18n';
import en from '@/i18n/locales/en.json';
import enGuide from '@/i18n/locales/en/guide.json';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { inSpanish } from '@/test/in-spanish';
import { preloadGuideContent } from '../use-guide-content';
import { GuidePanel } from './guide-panel';

function renderTop() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Suspense fallback={<p>loading</p>}>
          <GuidePanel />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

/** The panel with its sections, which it renders once its top has been painted. */
async function renderPanel() {
  const view = renderTop();
  await screen.findByRole('complementary', { name: 'About this guide' });
  return view;
}
/** The same in Spanish, whose content is fetched first. */
renderPanel.spanish = async () => {
  const view = renderTop();
  await screen.findByRole('complementary', { name: 'Acerca de esta guía' });
  return view;
};

/** A screen at least 768 px wide, as matchMedia reports it. */
function onWideScreen() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: query === '(min-width: 768px)', media: query }) as MediaQueryList),
  );
}

const cureList = () => screen.getByRole('list', { name: 'Cures, in the book’s order' });
const lawList = () => screen.getByRole('list', { name: 'Laws, in the book’s order' });
/** The buttons that open and close the items of a list (each item's heading is its button). */
const toggles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 4 })
    .map((heading) => within(heading).getByRole('button'));

afterEach(() => vi.unstubAllGlobals());

describe('GuidePanel', () => {
  it('lists the ten Stories from Babylon, each linking to its own page with its reading time', async () => {
    await renderPanel();
    const region = screen.getByRole('region', { name: 'Stories from Babylon' });
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(parableSummaries.length);
    expect(links[0]).toHaveAttribute('href', '/stories/the-man-who-desired-gold');
    expect(links[7]).toHaveTextContent('8. The Camel Trader of Babylon');
    expect(links[7]).toHaveTextContent(`${parableSummaries[7]?.minutes} min read`);
    expect(screen.getByRole('navigation', { name: 'In this guide' })).toHaveTextContent('Stories');
  });

  it('shows its hero at once, and its sections once the hero has been painted', async () => {
    renderTop();
    expect(screen.getByRole('heading', { level: 3, name: 'The Babylonian Path to Bitcoin' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bitcoin Fundamentals' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Bitcoin Fundamentals' })).toBeInTheDocument();
  });

  it('shows the hero with Clason’s quote, and ends with the disclaimer and the attribution', async () => {
    await renderPanel();
    expect(screen.getByRole('heading', { level: 3, name: 'The Babylonian Path to Bitcoin' })).toBeInTheDocument();
    const quote = screen.getByText(`“${guideQuote.text}”`).closest('figure') as HTMLElement;
    expect(quote).toHaveTextContent(guideQuote.attribution);
    const about = screen.getByRole('complementary', { name: 'About this guide' });
    expect(about).toHaveTextContent(EDUCATIONAL_DISCLAIMER);
    expect(about).toHaveTextContent(ATTRIBUTION_NOTICE);
  });

  it('lists the sections in order, each reachable from the table of contents', async () => {
    await renderPanel();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'The Babylonian Path to Bitcoin',
      'Bitcoin Fundamentals',
      'The Seven Cures for a Lean Purse',
      'The Five Laws of Gold',
      'Stories from Babylon',
      'Essential Knowledge',
      'Common Beginner Mistakes',
      'The Security Pyramid',
      'Check your understanding',
    ]);
    const contents = screen.getByRole('navigation', { name: 'In this guide' });
    for (const link of within(contents).getAllByRole('link')) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target, link.textContent ?? '').not.toBeNull();
    }
  });

  it('on a phone shows every cure and law closed, with its bitcoin practice in one line', async () => {
    await renderPanel();
    const cures = toggles(cureList());
    expect(cures.map((button) => button.getAttribute('aria-expanded'))).toEqual(Array(7).fill('false'));
    sevenCures.forEach((cure, index) => {
      expect(cures[index]).toHaveAccessibleName(`Cure ${cure.number}: ${cure.title} ${cure.inBrief}`);
    });
    expect(toggles(lawList())).toHaveLength(fiveLawsOfGold.length);
    expect(screen.queryByText(sevenCures[0]?.summary ?? '')).not.toBeVisible();
  });

  it('opens one cure, then all of them, and closes them all again', async () => {
    const user = userEvent.setup();
    await renderPanel();
    const first = sevenCures[0];
    if (!first) throw new Error('no cures');
    const button = screen.getByRole('button', { name: new RegExp(`^Cure 1: ${first.title}`) });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(first.summary)).toBeVisible();
    expect(toggles(cureList()).filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Expand all cures' }));
    expect(toggles(cureList()).every((b) => b.getAttribute('aria-expanded') === 'true')).toBe(true);
    // The laws are a separate list.
    expect(toggles(lawList()).every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Collapse all cures' }));
    expect(toggles(cureList()).every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('on a wide screen starts with every cure and law open', async () => {
    onWideScreen();
    await renderPanel();
    expect(toggles(cureList()).every((b) => b.getAttribute('aria-expanded') === 'true')).toBe(true);
    expect(toggles(lawList()).every((b) => b.getAttribute('aria-expanded') === 'true')).toBe(true);
    expect(screen.getByRole('button', { name: 'Collapse all laws' })).toBeInTheDocument();
  });

  it('draws the security pyramid from multi-signature at the top to exchange custody at the base', async () => {
    await renderPanel();
    const pyramid = screen.getByRole('list', { name: /^Security pyramid/ });
    const tiers = within(pyramid).getAllByRole('listitem');
    expect(tiers.map((tier) => tier.dataset.level)).toEqual(['multisig', 'hardware', 'software', 'exchange']);
    expect(tiers.map((tier) => within(tier).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Multi-Signature Setup',
      'Hardware Wallet',
      'Software Wallet',
      'Exchange Custody',
    ]);
    expect(tiers[0]).toHaveTextContent('Level 4 · Highest security');
    expect(tiers[3]).toHaveTextContent('Level 1 · Lowest security');
  });

  it('shows each law in Clason’s words as a quotation, and labels every retelling as modern words', async () => {
    onWideScreen();
    await renderPanel();
    const laws = lawList();
    for (const law of fiveLawsOfGold) {
      const quote = within(laws).getByText(`“${law.clasonWording}”`);
      expect(quote.tagName).toBe('BLOCKQUOTE');
      expect(quote.closest('figure')).toHaveTextContent('In Clason’s words');
      expect(within(laws).getByText(law.law)).toBeVisible();
    }
    expect(within(laws).getAllByText('In modern words')).toHaveLength(fiveLawsOfGold.length);
    expect(within(laws).queryByText('The law')).toBeNull();
    expect(within(cureList()).getAllByText('Clason’s lesson, in modern words')).toHaveLength(sevenCures.length);
  });

  it('marks glossary terms in the guide’s running text', async () => {
    await renderPanel();
    const fundamentals = screen.getByRole('region', { name: 'Bitcoin Fundamentals' });
    expect(within(fundamentals).getByRole('button', { name: '21 million' })).toHaveAttribute(
      'data-glossary-term',
      '21-million-cap',
    );
    // Bitcoin is linked once, in the hero, not in every sentence.
    expect(screen.getAllByRole('button', { name: /^bitcoin$/i })).toHaveLength(1);
  });
});

describe('GuidePanel in Spanish', () => {
  it('shows the Guide, its labels and its stories in Spanish, with no English, and follows a switch', async () => {
    onWideScreen();
    inSpanish('guide');
    await preloadGuideContent('es');
    await renderPanel.spanish();
    expect(screen.getByRole('heading', { level: 3, name: 'El camino babilónico hacia Bitcoin' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'En esta guía' })).toHaveTextContent('Historias');
    const stories = screen.getByRole('region', { name: 'Historias de Babilonia' });
    expect(within(stories).getAllByRole('link')[7]).toHaveTextContent('8. El comerciante de camellos de Babilonia');
    expect(within(stories).getAllByRole('link')[0]).toHaveTextContent('3.5 min de lectura');
    const cures = screen.getByRole('list', { name: 'Remedios, en el orden del libro' });
    expect(within(cures).getByText(guideEs.sevenCures[0].title)).toBeVisible();
    expect(within(cures).getAllByText('La lección de Clason, en palabras modernas')).toHaveLength(7);
    const laws = screen.getByRole('list', { name: 'Leyes, en el orden del libro' });
    expect(within(laws).getAllByText('En palabras de Clason (traducción de Arkad)')).toHaveLength(5);
    expect(screen.getByRole('list', { name: /^Pirámide de seguridad/ })).toHaveTextContent(
      'Nivel 4 · Máxima seguridad',
    );
    expect(screen.getByRole('link', { name: 'Hacer la Evaluación de seguridad' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Acerca de esta guía' })).toHaveTextContent(guideEs.disclaimer);

    const text = document.body.textContent ?? '';
    for (const english of [
      'The Babylonian Path',
      'Seven Cures',
      'Five Laws',
      'Stories from Babylon',
      'min read',
      'In Clason’s words',
      'In bitcoin practice',
      'Take the Security Assessment',
      'Level 4',
      'Collapse all',
      'Instead:',
      'not financial advice',
    ]) {
      expect(text).not.toContain(english);
    }

    act(() => activateLoadedLanguage('en', { ...en, ...enGuide }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'The Babylonian Path to Bitcoin' }),
    ).toBeInTheDocument();
  });
});
