import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parableTextsEs } from '@shared/content/es/parables';
import { CLASON_QUOTE_NOTE, getParable } from '@shared/content/parables';
import { inSpanish } from '@/test/in-spanish';
import { preloadParables } from '../use-parables';
import { StoryPage } from './story-page';

describe('StoryPage', () => {
  it('retells the story, marks Clason’s own words with the book’s copyright status, and says what it does not say about Bitcoin', () => {
    render(<StoryPage id="the-camel-trader-of-babylon" />);
    const story = getParable('the-camel-trader-of-babylon');
    expect(screen.getByRole('heading', { level: 1, name: 'The Camel Trader of Babylon' })).toBeInTheDocument();
    expect(screen.getByText(`About ${story.minutes} minutes to read`)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'The story, retold' })).toHaveTextContent(story.story[0] ?? '');
    const quote = screen.getByTestId('clason-quote');
    expect(within(quote).getByText('In Clason’s words')).toBeInTheDocument();
    expect(quote).toHaveTextContent(story.inClasonsWords.text);
    expect(quote).toHaveTextContent(CLASON_QUOTE_NOTE);
    expect(CLASON_QUOTE_NOTE).toContain('public domain in the United States');
    expect(screen.getByRole('region', { name: 'What it teaches about saving' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What it does not say about Bitcoin' })).toHaveTextContent(
      story.notAboutBitcoin,
    );
  });

  it('links to the story before and after it, and back to the list', () => {
    render(<StoryPage id="the-camel-trader-of-babylon" />);
    const nav = screen.getByRole('navigation', { name: 'Other stories' });
    expect(within(nav).getByRole('link', { name: /The Walls of Babylon/ })).toHaveAttribute(
      'href',
      '/stories/the-walls-of-babylon',
    );
    expect(within(nav).getByRole('link', { name: /The Clay Tablets from Babylon/ })).toHaveAttribute(
      'href',
      '/stories/the-clay-tablets-from-babylon',
    );
    expect(screen.getByRole('link', { name: 'All stories' })).toHaveAttribute(
      'href',
      '/home?tab=guide&section=guide-stories',
    );
  });

  it('says so for an address that is not one of the ten stories', () => {
    render(<StoryPage id="the-seven-laws-of-silver" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Story not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the stories' })).toHaveAttribute(
      'href',
      '/home?tab=guide&section=guide-stories',
    );
  });
});

describe('StoryPage in Spanish', () => {
  it('tells the story in Spanish, marks Clason’s words as Arkad’s translation, and shows no English', async () => {
    inSpanish('guide');
    await preloadParables('es');
    render(<StoryPage id="the-camel-trader-of-babylon" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'El comerciante de camellos de Babilonia' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Unos 4 minutos de lectura')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'La historia, contada de nuevo' })).toHaveTextContent(
      parableTextsEs['the-camel-trader-of-babylon'].story[0],
    );
    const quote = screen.getByTestId('clason-quote');
    expect(within(quote).getByText('En palabras de Clason (traducción de Arkad)')).toBeInTheDocument();
    expect(quote).toHaveTextContent('Donde está la determinación, se puede encontrar el camino.');
    const nav = screen.getByRole('navigation', { name: 'Otras historias' });
    expect(within(nav).getByRole('link', { name: /Las murallas de Babilonia/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todas las historias' })).toBeInTheDocument();
    expect(document.title).toBe('El comerciante de camellos de Babilonia · Historias de Babilonia · Arkad');
    const text = document.body.textContent ?? '';
    for (const english of [
      'All stories',
      'minutes to read',
      'Clason’s words',
      'What it teaches',
      'Other stories',
      'public domain',
    ]) {
      expect(text).not.toContain(english);
    }
  });
});
