import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teacherNeverSeesList, teacherSeesList, type JoinPreview } from '@shared/schemas/classroom';
import { translate } from '@/i18n/i18n';
import enClassroom from '@/i18n/locales/en/classroom.json';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { inSpanish } from '@/test/in-spanish';
import { teacherNeverSees, teacherSees } from './join-lists';
import { JoinPage } from './join-page';
import { TeachPage } from './teach-page';

const user = testUser();
const preview: JoinPreview = {
  className: 'Year 11 savings',
  teacherName: 'Grace Hopper',
  endDate: '2027-01-15',
  alreadyMember: false,
  ownClass: false,
  full: false,
  teacherWillSee: {
    userId: user.id,
    displayName: 'Arkad Babylon',
    email: null,
    joinedAt: '2026-12-07T10:00:00.000Z',
    completedSteps: ['guide', 'glossary'],
    completedCount: 2,
    scores: [{ step: 'guide', lastScore: 5, total: 6, passed: true, lastAt: '2026-12-07', attempts: 2, bestScore: 6 }],
    certificateAt: null,
    lastActiveDay: '2026-12-07',
    inactive: false,
  },
  yourEmail: 'arkad@example.com',
};

describe('JoinPage in Spanish (issue 48)', () => {
  it('lists what the teacher sees as shared/schemas/classroom.ts does, in English', () => {
    expect(teacherSees.map((id) => translate(id))).toEqual([...teacherSeesList]);
    expect(teacherNeverSees.map((id) => translate(id))).toEqual([...teacherNeverSeesList]);
  });

  it('shows the class, what the teacher will see and the consent in Spanish, dates by Intl', async () => {
    // The setup switches back to English after each test.
    inSpanish('classroom');
    startSignedIn(user);
    const server = fakeServer({
      'GET /api/auth/me': () => json(200, { user }),
      'GET /api/join/K7MQ4XRT': () => json(200, preview),
      'POST /api/join/K7MQ4XRT': () =>
        json(201, {
          classId: 12,
          name: 'Year 11 savings',
          teacherName: 'Grace Hopper',
          endDate: null,
          joinedAt: '2026-12-07T10:00:00.000Z',
          shareEmail: false,
          targets: [],
        }),
      'GET /api/classroom': () => json(200, { isTeacher: false, teaching: [], memberships: [] }),
    });
    renderApp(<JoinPage code="K7MQ4XRT" />, { path: '/join/K7MQ4XRT' });
    expect(await screen.findByRole('heading', { name: 'Lo que verá Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unirme a Year 11 savings' })).toBeInTheDocument();
    expect(screen.getByText('Docente: Grace Hopper · termina el 15 ene 2027')).toBeInTheDocument();
    const summary = screen.getByTestId('teacher-will-see');
    expect(summary).toHaveTextContent('No compartido');
    expect(summary).toHaveTextContent('Guía y Glosario');
    expect(summary).toHaveTextContent('Cuestionario de Guía: 5/6, aprobado, 7 dic 2026 (2 intentos, mejor puntaje 6)');
    expect(screen.getByRole('list', { name: '2 de 8 pasos completados' })).toBeInTheDocument();
    expect(screen.getByText('Tu tesoro: tu meta, tus registros de ahorro y los montos')).toBeInTheDocument();
    const english = Object.values(enClassroom).filter((message) => !/[{<]/.test(message));
    for (const message of english) expect(screen.queryByText(message), message).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Unirme a Year 11 savings' }));
    expect(await screen.findByText(/Te uniste a Year 11 savings\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ver tus clases' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/join/K7MQ4XRT').map((call) => call.body)).toEqual([{ shareEmail: false }]);
  });
});

describe('TeachPage in Spanish (issue 48)', () => {
  it('lists a teacher’s classes with plurals and dates in Spanish', async () => {
    inSpanish('classroom');
    startSignedIn(user);
    fakeServer({
      'GET /api/auth/me': () => json(200, { user }),
      'GET /api/classroom': () =>
        json(200, {
          isTeacher: true,
          teaching: [
            {
              id: 3,
              name: 'Year 11 savings',
              joinCode: 'K7MQ4XRT',
              endDate: '2027-01-15',
              archived: false,
              learnerCount: 1,
              createdAt: '2026-12-01T10:00:00.000Z',
              targets: [],
            },
            {
              id: 4,
              name: 'Old class',
              joinCode: null,
              endDate: null,
              archived: true,
              learnerCount: 5,
              createdAt: '2026-11-01T10:00:00.000Z',
              targets: [],
            },
          ],
          memberships: [],
        }),
    });
    renderApp(<TeachPage classId={null} />, { path: '/teach' });
    expect(await screen.findByRole('heading', { name: 'Tus clases' })).toBeInTheDocument();
    expect(screen.getByText('1 estudiante · código K7MQ4XRT · termina el 15 ene 2027')).toBeInTheDocument();
    expect(screen.getByText('5 estudiantes · archivada')).toBeInTheDocument();
    expect(
      screen.getByText('1 de 20 clases abiertas. Cada una recibe un código y un enlace para unirse.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear clase' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver a Configuración/ })).toBeInTheDocument();
  });
});
