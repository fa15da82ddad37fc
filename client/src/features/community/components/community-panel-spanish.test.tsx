import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import enCommunity from '@/i18n/locales/en/community.json';
import { inSpanish } from '@/test/in-spanish';
import { CommunityPanel, preloadCommunityText } from './community-panel';

describe('CommunityPanel in Spanish (issue 48)', () => {
  it('shows the directory, trust levels and safety guidelines in Spanish, the names unchanged', async () => {
    // The setup switches back to English after each test.
    inSpanish('community');
    await preloadCommunityText('es');
    render(<CommunityPanel />);
    expect(screen.getByRole('navigation', { name: 'Tipos de comunidad' })).toHaveTextContent('Foros');
    expect(screen.getByRole('heading', { name: 'Protégete en las comunidades de Bitcoin' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Qué significan los niveles de confianza' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Bitcointalk' });
    expect(card).toHaveTextContent('El foro de discusión que Satoshi Nakamoto fundó en 2009');
    expect(within(card).getByText('Consolidado')).toHaveAttribute(
      'title',
      'Funciona desde hace años y tiene buena reputación en la comunidad de Bitcoin.',
    );
    expect(
      within(card).getByRole('link', { name: /Visitar Bitcointalk \(se abre en una pestaña nueva\)/ }),
    ).toHaveAttribute('href', 'https://bitcointalk.org');
    expect(within(card).getByRole('list', { name: 'Lo destacado de Bitcointalk' })).toBeInTheDocument();
    const english = Object.values(enCommunity).filter((message) => !/[{<]/.test(message));
    for (const message of english) expect(screen.queryByText(message), message).toBeNull();
    expect(screen.queryByText('Verified')).toBeNull();
  });
});
