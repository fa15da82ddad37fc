import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inSpanish } from '@/test/in-spanish';
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
    inSpanish('security');
    render(<LastResultNote savedAt="2026-11-20T12:00:00.000Z" summary="Configuración multifirma" />);
    expect(await screen.findByTestId('last-result')).toHaveTextContent(
      'Tu último resultado, guardado el 20 nov 2026: Configuración multifirma.',
    );
    expect(screen.queryByText(/Your last result/)).toBeNull();
  });
});
