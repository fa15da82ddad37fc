import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CertificateSettings as Settings, OwnCertificate } from '@shared/schemas/certificate';
import { apiError, fakeServer, json, type ServerCall } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { inSpanish } from '@/test/in-spanish';
import { CertificateSettings } from './certificate-settings';

const user = testUser();
const certificate: OwnCertificate = {
  id: 'q9XbW3n5T0yZk1Lr8cVd2A',
  showName: false,
  examPassedOn: '2026-11-27',
  madeOn: '2026-11-28',
  issuedAt: '2026-11-27T09:30:00.000Z',
};

function serve(status: {
  eligible: boolean;
  pathComplete?: boolean;
  completedCount: number;
  certificate: OwnCertificate | null;
}) {
  startSignedIn(user);
  let current = status.certificate;
  const server = fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'GET /api/certificate': () =>
      json(200, {
        pathComplete: status.completedCount === 8,
        examPassedOn: status.eligible ? '2026-11-27' : null,
        ...status,
        total: 8,
        certificate: current,
      }),
    'POST /api/certificate': () =>
      status.eligible
        ? json(201, (current = certificate))
        : apiError(409, 'CONFLICT', 'Complete all 8 steps of the learning path first'),
    'PATCH /api/certificate': ({ body }: ServerCall) =>
      json(200, (current = { ...certificate, showName: (body as Settings).showName })),
    'DELETE /api/certificate': () => {
      current = null;
      return new Response(null, { status: 204 });
    },
  });
  renderApp(<CertificateSettings />, { path: '/settings?section=certificate' });
  return server;
}

afterEach(() => vi.unstubAllGlobals());

describe('CertificateSettings', () => {
  it('says how many steps are left before a certificate can be made', async () => {
    serve({ eligible: false, completedCount: 5, certificate: null });
    expect(
      await screen.findByText(/Complete all 8 steps of the learning path, then pass its final exam, .* 5 of 8 steps/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create my certificate' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the learning path' })).toHaveAttribute('href', '/home');
  });

  it('at 8 of 8 without the exam, leads to the final exam', async () => {
    serve({ eligible: false, completedCount: 8, certificate: null });
    expect(
      await screen.findByText('All 8 steps are complete. Pass the final exam to get your certificate.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the final exam' })).toHaveAttribute('href', '/exam');
    expect(screen.queryByRole('button', { name: 'Create my certificate' })).toBeNull();
  });

  it('makes the certificate once the exam is passed, shows its link and dates, and names the learner only when asked', async () => {
    const server = serve({ eligible: true, completedCount: 8, certificate: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Create my certificate' }));
    expect(await screen.findByLabelText('Certificate link')).toHaveValue(
      `${window.location.origin}/certificate/q9XbW3n5T0yZk1Lr8cVd2A`,
    );
    expect(screen.getByText('November 27, 2026')).toBeInTheDocument();
    expect(screen.getByText(/certificate made on November 28, 2026/)).toBeInTheDocument();
    const name = screen.getByRole('switch', { name: 'Show my name on the certificate' });
    expect(name).not.toBeChecked();
    await userEvent.click(name);
    expect(await screen.findByRole('switch', { name: 'Show my name on the certificate', checked: true })).toBeEnabled();
    expect(server.callsTo('PATCH /api/certificate')[0]?.body).toEqual({ showName: true });
  });

  it('revokes after a second, confirming click; a new one can then be made', async () => {
    const server = serve({ eligible: true, completedCount: 8, certificate });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke certificate' }));
    expect(server.callsTo('DELETE /api/certificate')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Revoke certificate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, revoke it' }));
    expect(await screen.findByRole('button', { name: 'Create my certificate' })).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/certificate')).toHaveLength(1);
    expect(screen.queryByLabelText('Certificate link')).toBeNull();
  });

  it('gives the link in Spanish with lang=es, so the certificate opens in Spanish', async () => {
    inSpanish('settings');
    serve({ eligible: true, completedCount: 8, certificate });
    expect(await screen.findByLabelText('Enlace del certificado')).toHaveValue(
      `${window.location.origin}/certificate/q9XbW3n5T0yZk1Lr8cVd2A?lang=es`,
    );
  });
});
