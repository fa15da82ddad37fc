import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressSteps } from '@shared/domain/learning-progress';
import en from '@/i18n/locales/en.json';
import enCertificate from '@/i18n/locales/en/certificate.json';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { inSpanish, spanishMessages } from '@/test/in-spanish';
import { CertificatePage } from './certificate-page';
import { VerifyCredentialPage } from './verify-credential-page';

const english: Record<string, string> = { ...en, ...enCertificate };
const spanish = spanishMessages('certificate');

/** Literal stretches of three words or more of the English side that the Spanish side does not share. */
const englishStretches = Object.entries(english).flatMap(([id, text]) =>
  text
    .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+>/)
    .map((stretch) => stretch.trim())
    .filter((stretch) => stretch.split(/\s+/).length >= 3 && !(spanish[id] ?? '').includes(stretch)),
);

function expectNoEnglish() {
  const visible = document.body.textContent ?? '';
  expect(englishStretches.filter((stretch) => visible.includes(stretch))).toEqual([]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the certificate pages in Spanish', () => {
  it('show a certificate, its steps and its dates in Spanish', async () => {
    inSpanish('certificate');
    fakeServer({
      'GET /api/certificates/c-1': () =>
        json(200, {
          id: 'c-1',
          name: null,
          examPassedOn: null,
          madeOn: '2026-12-07',
          steps: progressSteps.map((step) => ({ step, title: step, rule: `English rule of ${step}` })),
          imagePath: '/api/certificates/c-1/image.png',
        }),
    });
    renderApp(<CertificatePage id="c-1" />, { path: '/certificate/c-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Estudiante de Arkad' })).toBeInTheDocument();
    expect(screen.getByText('completó los 8 pasos de la ruta de aprendizaje de Arkad')).toBeInTheDocument();
    expect(screen.getByText('7 de diciembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('Abrir 10 términos y aprobar el cuestionario del Glosario')).toBeInTheDocument();
    expect(screen.getByText('El hombre más rico de Babilonia')).toBeInTheDocument();
    expect(screen.queryByText(/English rule/)).toBeNull();
    expectNoEnglish();
  });

  it('say in Spanish that a certificate is not found', async () => {
    inSpanish('certificate');
    fakeServer({ 'GET /api/certificates/gone': () => apiError(404, 'NOT_FOUND', 'No certificate at this address') });
    renderApp(<CertificatePage id="gone" />, { path: '/certificate/gone' });
    expect(await screen.findByRole('heading', { name: 'Certificado no encontrado' })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('check a credential file in Spanish, with the form’s own messages', async () => {
    inSpanish('certificate');
    fakeServer({});
    renderApp(<VerifyCredentialPage />, { path: '/verify' });
    await userEvent.click(await screen.findByRole('button', { name: 'Comprobar la credencial' }));
    expect(await screen.findByText('Elige un archivo de credencial')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comprobar la credencial de un certificado' })).toBeInTheDocument();
    expectNoEnglish();
  });
});
