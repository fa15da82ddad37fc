import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLoadedLanguage } from '@/i18n/i18n';
import es from '@/i18n/locales/es.json';
import esSecurity from '@/i18n/locales/es/security.json';
import { LastResultNote } from './last-result-note';

describe('LastResultNote', () => {
  it('says when the last result was saved and what it was, in English', () => {
    render(<LastResultNote savedAt="2026-11-20T12:00:00.000Z" summary="Multi-Signature Setup" />);
    expect(screen.getByTestId('last-result')).toHaveTextContent(
      'Your last result, saved Nov 20, 2026: Multi-Signature Setup.',
    );
  });

  it('loads its message on a screen of another area (the security assessment) and says it in Spanish', async () => {
    // Only the start and security catalogues, as the Spanish security screen has them; the setup
    // switches back to English after each test.
    activateLoadedLanguage('es', { ...es, ...esSecurity });
    render(<LastResultNote savedAt="2026-11-20T12:00:00.000Z" summary="Configuración multifirma" />);
    expect(await screen.findByTestId('last-result')).toHaveTextContent(
      'Tu último resultado, guardado el 20 nov 2026: Configuración multifirma.',
    );
    expect(screen.queryByText(/Your last result/)).toBeNull();
  });
});
