import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { classroomMessages, type Classroom } from '@shared/schemas/classroom';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { inSpanish } from '@/test/in-spanish';
import { ClassroomSettings } from './classroom-settings';

const user = testUser();
const classroom: Classroom = {
  isTeacher: true,
  teaching: [
    {
      id: 12,
      name: 'Old class',
      endDate: null,
      joinCode: null,
      archived: true,
      learnerCount: 3,
      targets: [],
      createdAt: '2026-12-01T09:00:00.000Z',
    },
  ],
  memberships: [
    {
      classId: 3,
      name: 'Año 1',
      teacherName: 'Clara',
      joinedAt: '2026-12-01T09:00:00.000Z',
      endDate: null,
      shareEmail: true,
      targets: [{ step: 'glossary', dueDate: '2027-01-15' }],
    },
  ],
};

function renderSettings(language: 'en' | 'es') {
  // The setup switches back to English after each test.
  if (language === 'es') inSpanish('settings');
  startSignedIn(user);
  const server = fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'GET /api/classroom': () => json(200, classroom),
    'DELETE /api/classroom/memberships/3': () =>
      json(404, { error: { code: 'NOT_FOUND', message: classroomMessages.notMember } }),
    'DELETE /api/classroom/teacher': () =>
      json(409, { error: { code: 'CONFLICT', message: classroomMessages.openClasses } }),
  });
  renderApp(<ClassroomSettings />, { path: '/settings?section=classes' });
  return server;
}

describe('Settings › Classes: the API’s refusals in the page’s language', () => {
  it.each([
    [
      'en',
      {
        membership: 'Teacher: Clara · joined 1 Dec 2026 · your email is shared',
        target: 'Glossary: target 15 Jan 2027',
        leave: 'Leave class',
        leaveYes: 'Yes, leave Año 1',
        notMember: 'You are not in this class',
        stop: 'Stop teaching',
        stopYes: 'Yes, stop teaching',
        openClasses: 'Archive your open classes first: you can stop teaching once none is open',
      },
    ],
    [
      'es',
      {
        membership: 'Docente: Clara · te uniste el 1 de diciembre de 2026 · tu correo electrónico se comparte',
        target: 'Glosario: fecha meta 15 de enero de 2027',
        leave: 'Salir de la clase',
        leaveYes: 'Sí, salir de Año 1',
        notMember: 'No estás en esta clase',
        stop: 'Dejar de enseñar',
        stopYes: 'Sí, dejar de enseñar',
        openClasses: 'Primero archiva tus clases abiertas: puedes dejar de enseñar cuando no quede ninguna abierta',
      },
    ],
  ] as const)('in %s', async (language, text) => {
    const server = renderSettings(language);
    expect(await screen.findByText(text.membership)).toBeInTheDocument();
    expect(screen.getByText(text.target)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.leave }));
    await userEvent.click(screen.getByRole('button', { name: text.leaveYes }));
    expect(await screen.findByText(text.notMember)).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/classroom/memberships/3')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: text.stop }));
    await userEvent.click(screen.getByRole('button', { name: text.stopYes }));
    expect(await screen.findByText(text.openClasses)).toBeInTheDocument();
  });
});
