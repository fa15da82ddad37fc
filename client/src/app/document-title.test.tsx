import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { DocumentTitle } from './document-title';
import { screenTitle } from './screen-titles';

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

describe('DocumentTitle', () => {
  const englishTitle = 'Arkad — Ancient Wisdom, Modern Bitcoin';
  const englishDescription = 'Arkad teaches beginners to accumulate Bitcoin.';

  afterEach(async () => {
    await act(() => activateLanguage('en'));
    document.head.querySelector('meta[name="description"]')?.remove();
  });

  function page(path: string) {
    document.title = englishTitle;
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = englishDescription;
    document.head.append(meta);
    return renderApp(<DocumentTitle />, { path });
  }

  it('in Spanish, titles each screen and translates the description; back in English, the page’s own', async () => {
    page('/settings');
    expect(document.title).toBe(englishTitle);
    await act(() => activateLanguage('es'));
    await waitFor(() => expect(document.title).toBe('Configuración · Arkad'));
    expect(description()).toBe(
      'Arkad enseña a principiantes a acumular bitcoin con los principios de ahorro de El hombre más rico de Babilonia. Solo con fines educativos; no es asesoramiento financiero.',
    );
    await act(() => activateLanguage('en'));
    await waitFor(() => expect(document.title).toBe(englishTitle));
    expect(description()).toBe(englishDescription);
  });

  it('gives the landing page the app’s title in Spanish', async () => {
    page('/');
    await act(() => activateLanguage('es'));
    await waitFor(() => expect(document.title).toBe('Arkad — Sabiduría antigua, Bitcoin moderno'));
  });

  it('knows every screen, a public page’s /es prefix aside', () => {
    expect(screenTitle('/')).toBeNull();
    expect(screenTitle('/es')).toBeNull();
    expect(screenTitle('/home')).toBe('titles.home');
    expect(screenTitle('/es/privacy')).toBe('titles.privacy');
    expect(screenTitle('/stories/the-gold-lender')).toBe('titles.story');
    expect(screenTitle('/teach/12')).toBe('titles.teach');
    expect(screenTitle('/nowhere')).toBe('titles.notFound');
  });
});
