import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, pathLanguage, startingLanguage } from '@/i18n/i18n';
import { readStoredLanguage } from '@/lib/storage';
import { renderApp } from '@/test/render-app';
import { AppRouter, firstScreen } from './router';

/**
 * '/es', the landing page in Spanish (issue 48): the router knows it, a visit there starts in
 * Spanish and keeps Spanish for what follows (sign-up, as from a Spanish public page's link), and
 * the language switch leads back to '/'.
 */
afterEach(async () => {
  await act(() => activateLanguage('en'));
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the Spanish landing page /es', () => {
  it('names Spanish by its address, and a visit there starts in Spanish and keeps it', () => {
    expect(pathLanguage('/es')).toBe('es');
    expect(pathLanguage('/')).toBeNull();
    expect(pathLanguage('/en')).toBeNull();
    expect(pathLanguage('/es/glossary')).toBeNull();
    expect(pathLanguage('/estrategias')).toBeNull();
    expect(readStoredLanguage()).toBeNull();
    expect(startingLanguage('en', ['en-US'], { pathname: '/es', search: '' })).toBe('es');
    expect(readStoredLanguage()).toBe('es');
    localStorage.clear();
    // A Spanish public page's sign-up link, '/auth?mode=signup&lang=es': Spanish, not stored (the
    // account registered there keeps it).
    expect(startingLanguage(null, ['en-US'], { pathname: '/auth', search: '?mode=signup&lang=es' })).toBe('es');
    expect(readStoredLanguage()).toBeNull();
    expect(startingLanguage(null, ['en-US'], { pathname: '/auth', search: '?mode=signup' })).toBe('en');
    expect(readStoredLanguage()).toBeNull();
  });

  it('opens on the landing page for a visitor, home for a stored session', () => {
    expect(firstScreen('/es', false)).toBe('landing');
    expect(firstScreen('/es', true)).toBe('home');
  });

  it('shows the landing page in Spanish; Get started goes to sign-up in Spanish; English leads to /', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('{}', { status: 404 })),
    );
    await act(() => activateLanguage('es'));
    const first = renderApp(<AppRouter />, { path: '/es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ahorra en Bitcoin como Arkad ahorró oro.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ruta de aprendizaje' })).toHaveAttribute('href', '/es/learn');
    expect(screen.getByRole('link', { name: 'Glosario' })).toHaveAttribute('href', '/es/glossary');
    await userEvent.click(screen.getAllByRole('link', { name: 'Empieza gratis' })[0]!);
    await waitFor(() => expect(first.history.at(-1)).toBe('/auth?mode=signup'));
    expect(document.documentElement.lang).toBe('es');
    first.unmount();

    const again = renderApp(<AppRouter />, { path: '/es' });
    await screen.findByRole('heading', { level: 1, name: 'Ahorra en Bitcoin como Arkad ahorró oro.' });
    await act(() => activateLanguage('en'));
    await waitFor(() => expect(again.history.at(-1)).toBe('/'));
  });
});
