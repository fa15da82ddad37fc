import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { linkedLanguage, startingLanguage } from '@/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('switches the page to Spanish at once, and keeps the choice in this browser', async () => {
    renderApp(<LanguageSwitch />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'es');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es'));
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('arkad_language')).toBe('es');
  });
});

describe('startingLanguage', () => {
  it('takes the browser’s choice, else the first language Arkad speaks in the browser’s list', () => {
    expect(startingLanguage('es', ['en-US'])).toBe('es');
    expect(startingLanguage(null, ['es-AR', 'en'])).toBe('es');
    expect(startingLanguage('fr', ['de', 'en-GB'])).toBe('en');
    expect(startingLanguage(null, ['pt-BR'])).toBe('en');
  });

  it('takes the link’s `lang` over the browser’s languages, never over a choice made in this browser', () => {
    expect(startingLanguage(null, ['en-US'], { pathname: '/auth', search: '?lang=es' })).toBe('es');
    expect(startingLanguage(null, ['es-MX'], { pathname: '/auth', search: '?lang=en' })).toBe('en');
    expect(startingLanguage('en', ['en-US'], { pathname: '/auth', search: '?lang=es' })).toBe('en');
    // An unknown or empty value is ignored.
    expect(startingLanguage(null, ['es-MX'], { pathname: '/auth', search: '?lang=fr' })).toBe('es');
    expect(startingLanguage(null, ['en-US'], { pathname: '/auth', search: '?lang=' })).toBe('en');
    expect(startingLanguage(null, ['en-US'], { pathname: '/auth', search: '' })).toBe('en');
  });

  it('reads `lang` from the address', () => {
    expect(linkedLanguage('?token=abc&lang=es')).toBe('es');
    expect(linkedLanguage('?token=abc')).toBeNull();
  });
});
