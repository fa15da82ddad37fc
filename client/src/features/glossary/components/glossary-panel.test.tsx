import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { glossaryTerms, isFreeGlossaryTerm } from '@shared/content/glossary';
import { preloadGlossary } from '@/entities/glossary/model/use-glossary';
import { filterGlossary } from '@shared/domain/glossary-search';
import enGlossary from '@/i18n/locales/en/glossary.json';
import { fakeServer, json } from '@/test/fake-server';
import { fill, renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { inSpanish } from '@/test/in-spanish';
import { GlossaryPanel } from './glossary-panel';

function renderPanel() {
  const user = testUser();
  startSignedIn(user);
  fakeServer({ 'GET /api/auth/me': () => json(200, { user }) });
  renderApp(<GlossaryPanel />, { path: '/home?tab=glossary' });
}

const count = () => screen.getByTestId('glossary-count');
const pressed = (name: string, group = 'Filter by category') =>
  screen.getByRole('group', { name: group }).querySelector(`[aria-pressed="true"]`)?.textContent === name;

afterEach(() => vi.unstubAllGlobals());

describe('GlossaryPanel', () => {
  it('opens on Basics, and a search there offers the other categories’ matches one click away', async () => {
    renderPanel();
    expect(pressed('Basics')).toBe(true);
    // 'seed phrase' has its card in Security: in Basics it finds nothing, and says where it is.
    await fill(screen.getByRole('searchbox', { name: 'Search terms' }), 'seed phrase');
    expect(screen.getByText('No terms found')).toBeInTheDocument();
    const elsewhere = screen.getByRole('button', { name: /more match(es)? in other categories$/ });
    await userEvent.click(elsewhere);
    expect(pressed('All Categories')).toBe(true);
    expect(screen.getByRole('button', { name: /^Seed Phrase/ })).toBeInTheDocument();
    // With All Categories there is nothing more to offer.
    expect(screen.queryByTestId('glossary-other-categories')).toBeNull();
  });

  it.each(['HODL', 'lightning'])('finds %s from the default Basics view in one click', async (query) => {
    renderPanel();
    await fill(screen.getByRole('searchbox', { name: 'Search terms' }), query);
    const shownInBasics = Number(/Showing (\d+)/.exec(count().textContent ?? '')?.[1]);
    await userEvent.click(screen.getByTestId('glossary-other-categories'));
    expect(Number(/Showing (\d+)/.exec(count().textContent ?? '')?.[1])).toBeGreaterThan(shownInBasics);
  });

  it('says how many more matches the other categories hold', async () => {
    renderPanel();
    await fill(screen.getByRole('searchbox', { name: 'Search terms' }), 'wallet');
    const inBasics = filterGlossary(glossaryTerms, { query: 'wallet', category: 'basics' }).length;
    const everywhere = filterGlossary(glossaryTerms, { query: 'wallet', category: null }).length;
    expect(count()).toHaveTextContent(`Showing ${inBasics} of ${glossaryTerms.length} terms`);
    expect(screen.getByTestId('glossary-other-categories')).toHaveTextContent(
      `Show ${everywhere - inBasics} more matches in other categories`,
    );
  });

  it('names the categories Scholar’s locked terms are really in', async () => {
    renderPanel();
    const locked = glossaryTerms.filter((term) => !isFreeGlossaryTerm(term.id));
    // Locked terms sit in every category, Basics and Investing included.
    expect(new Set(locked.map((term) => term.category)).size).toBe(5);
    expect(
      await screen.findByText(
        `Scholar unlocks all ${glossaryTerms.length} terms: ${locked.length} more terms, in every category.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/deeper ones on technology, security and advanced topics/)).toBeNull();
  });
});

describe('GlossaryPanel in Spanish', () => {
  // test/setup.ts makes English the language again after each test.
  it('shows the terms, the filters and the counts in Spanish, with no English', async () => {
    await preloadGlossary('es');
    inSpanish('glossary');
    renderPanel();
    expect(pressed('Fundamentos', 'Filtrar por categoría')).toBe(true);
    expect(screen.getByRole('button', { name: /^Billetera/ })).toBeInTheDocument();
    // A Spanish search finds the term in another category, one click away.
    await fill(screen.getByRole('searchbox', { name: 'Buscar términos' }), 'frase semilla');
    expect(screen.getByText('No se encontraron términos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /coincidencias? más en otras categorías$/ }));
    expect(pressed('Todas las categorías', 'Filtrar por categoría')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /^Frase semilla/ }));
    expect(screen.getByText('Por qué importa')).toBeInTheDocument();
    expect(screen.getByText(/^Una frase semilla es una lista de palabras comunes/)).toBeInTheDocument();
    expect(count()).toHaveTextContent(/^Mostrando \d+ de 142 términos$/);
    // The English name still finds the term.
    await fill(screen.getByRole('searchbox', { name: 'Buscar términos' }), 'hardware wallet');
    expect(screen.getByRole('button', { name: /^Billetera de hardware/ })).toBeInTheDocument();
    // Accents and case are folded: typed without the accent, or in capitals, the term is found.
    await fill(screen.getByRole('searchbox', { name: 'Buscar términos' }), 'AUTOCUSTODIA');
    expect(screen.getByRole('button', { name: /^Autocustodia/ })).toBeInTheDocument();
    await fill(screen.getByRole('searchbox', { name: 'Buscar términos' }), 'mineria');
    expect(screen.getByRole('button', { name: /^Minería/ })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const english of Object.values(enGlossary).filter((message) => !message.includes('{'))) {
      if (english !== 'Scholar') expect(text).not.toContain(english);
    }
    expect(text).not.toMatch(/Why This Matters|Related Terms|Showing \d/);
  });
});
