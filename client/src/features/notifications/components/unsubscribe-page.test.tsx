import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { inSpanish } from '@/test/in-spanish';
import { UnsubscribePage } from './unsubscribe-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UnsubscribePage', () => {
  it('says the link stops emails only: price alerts still come by push when push is on (the review’s N11)', async () => {
    fakeServer({});
    renderApp(<UnsubscribePage />, { path: '/unsubscribe?token=7.abc' });
    await screen.findByRole('button', { name: 'Stop emails' });
    expect(screen.getByText(/Price-alert emails and the weekly digest stop/)).toBeVisible();
    expect(screen.getByText(/Push notifications, if you turned them on, are not emails/)).toBeVisible();
    expect(screen.queryByText(/^Price alerts and the weekly digest stop/)).not.toBeInTheDocument();
  });

  it('changes nothing on opening; the button turns emails off with the token, and says so', async () => {
    const server = fakeServer({ 'POST /api/email/unsubscribe/confirm': () => json(200, { unsubscribed: true }) });
    renderApp(<UnsubscribePage />, { path: '/unsubscribe?token=7.abc' });
    const button = await screen.findByRole('button', { name: 'Stop emails' });
    expect(server.callsTo('POST /api/email/unsubscribe/confirm')).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done: Arkad sends you no more emails except account mail.',
    );
    expect(server.callsTo('POST /api/email/unsubscribe/confirm').map((call) => call.body)).toEqual([
      { token: '7.abc' },
    ]);
  });

  it("shows the server's message for a link that is not valid", async () => {
    fakeServer({
      'POST /api/email/unsubscribe/confirm': () =>
        apiError(400, 'VALIDATION_FAILED', 'This unsubscribe link is not valid. Turn emails off in Settings instead.'),
    });
    renderApp(<UnsubscribePage />, { path: '/unsubscribe?token=7.forged' });
    await userEvent.click(await screen.findByRole('button', { name: 'Stop emails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.getByRole('link', { name: 'Turn emails off in Settings › Notifications' })).toHaveAttribute(
      'href',
      '/settings?section=notifications',
    );
  });

  it('says a link without its token is incomplete', async () => {
    fakeServer({});
    renderApp(<UnsubscribePage />, { path: '/unsubscribe' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Stop emails' })).toBeNull();
  });
});

describe('UnsubscribePage in Spanish', () => {
  it('says what stops, and that it stopped, in Spanish', async () => {
    inSpanish('settings');
    fakeServer({ 'POST /api/email/unsubscribe/confirm': () => json(200, { unsubscribed: true }) });
    renderApp(<UnsubscribePage />, { path: '/unsubscribe?token=7.abc' });
    await userEvent.click(await screen.findByRole('button', { name: 'Dejar de recibir correos' }));
    expect(screen.getByRole('heading', { name: 'Dejar de recibir correos de Arkad' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Listo: Arkad ya no te enviará correos, salvo los de tu cuenta.',
    );
    expect(screen.getByRole('link', { name: 'Configuración › Notificaciones' })).toHaveAttribute(
      'href',
      '/settings?section=notifications',
    );
    expect(document.body.textContent).not.toMatch(/Stop|emails|Settings/);
  });
});
