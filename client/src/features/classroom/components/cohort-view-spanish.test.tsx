import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classroomMessages, type ClassSummary, type Cohort, type CohortLearner } from '@shared/schemas/classroom';
import enClassroom from '@/i18n/locales/en/classroom.json';
import enSettings from '@/i18n/locales/en/settings.json';
import esClassroom from '@/i18n/locales/es/classroom.json';
import esSettings from '@/i18n/locales/es/settings.json';
import { fakeServer, json } from '@/test/fake-server';
import { captureDownloads } from '@/test/capture-downloads';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { inEnglish, inSpanish } from '@/test/in-spanish';
import { ClassJoining } from './class-settings';
import { CohortView } from './cohort-view';

const user = testUser();
const learner = (over: Partial<CohortLearner>): CohortLearner => ({
  userId: 41,
  displayName: 'Ada Lovelace',
  email: null,
  joinedAt: '2026-12-01T10:00:00.000Z',
  completedSteps: ['guide'],
  completedCount: 1,
  scores: [{ step: 'guide', lastScore: 6, total: 6, passed: true, lastAt: '2026-12-07', attempts: 2, bestScore: 6 }],
  certificateAt: null,
  lastActiveDay: '2026-12-07',
  inactive: false,
  ...over,
});
const summary = (over: Partial<ClassSummary> = {}): ClassSummary => ({
  id: 12,
  name: 'Year 11 savings',
  endDate: '2027-01-15',
  joinCode: 'K7MQ4XRT',
  archived: false,
  learnerCount: 2,
  targets: [],
  createdAt: '2026-12-01T09:00:00.000Z',
  ...over,
});
const learners = [
  learner({}),
  learner({
    userId: 42,
    displayName: 'Bel Shazzar',
    completedSteps: [],
    completedCount: 0,
    scores: [],
    lastActiveDay: null,
    inactive: true,
  }),
];
/** The cohort as the API answers a Spanish page: the misses in Spanish, the funnel's labels in English. */
const cohort: Cohort = {
  class: summary(),
  learners,
  funnel: [
    { stage: 'guide', label: 'Guide', learners: 1 },
    { stage: 'glossary', label: 'Glossary', learners: 0 },
    { stage: 'certificate', label: 'Certificate', learners: 0 },
  ],
  missedQuestions: [
    {
      questionId: 'strategies-dca-1',
      prompt: '¿Qué hace el promedio del costo en dólares?',
      step: 'strategies',
      missedBy: 1,
      answeredBy: 2,
      lesson: { title: 'Promedio del costo en dólares (DCA)', href: '/home?tab=strategies&section=strategy-dca' },
    },
  ],
  today: '2026-12-07',
};

/** English catalogue messages with no placeholder or tag: none may show on a Spanish screen. */
const englishMessages = Object.values(enClassroom).filter((message) => !/[{<]/.test(message));

afterEach(() => vi.unstubAllGlobals());

describe('CohortView in Spanish (issue 48)', () => {
  it('shows the class, its learners, the funnel, the misses and the target dates in Spanish', async () => {
    // The setup switches back to English after each test.
    inSpanish('classroom');
    startSignedIn(user);
    let shown = learners;
    const server = fakeServer({
      'GET /api/auth/me': () => json(200, { user }),
      'GET /api/classes/12/cohort': () => json(200, { ...cohort, learners: shown }),
      'DELETE /api/classes/12/learners/42': () => {
        shown = shown.filter((l) => l.userId !== 42);
        return new Response(null, { status: 204 });
      },
      'PUT /api/classes/12/targets': () => json(200, summary({ targets: [{ step: 'guide', dueDate: '2027-01-10' }] })),
      'GET /api/classroom': () => json(200, { isTeacher: true, teaching: [], memberships: [] }),
    });
    renderApp(<CohortView classId={12} />, { path: '/teach/12' });

    expect(await screen.findByRole('heading', { name: 'Year 11 savings' })).toBeInTheDocument();
    expect(screen.getByText('2 de 200 estudiantes · termina el 15 ene 2027')).toBeInTheDocument();
    expect(screen.getByText(/Código para unirse:/)).toHaveTextContent('Código para unirse: K7MQ4XRT');
    expect(screen.getByLabelText('Enlace para unirse')).toHaveValue(`${window.location.origin}/join/K7MQ4XRT`);
    for (const name of ['Copiar enlace', 'Código nuevo (anula el anterior)', 'Cerrar la inscripción'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archivar clase (cierra la inscripción)' })).toBeInTheDocument();

    expect(screen.getByText('2 en la clase · 1 sin actividad durante 7 días o más')).toBeInTheDocument();
    const show = screen.getByLabelText('Mostrar') as HTMLSelectElement;
    expect([...show.options].map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Todos los estudiantes', 'Completaron Guía', 'No completaron Construye tu tesoro']),
    );
    const sort = screen.getByLabelText('Ordenar por') as HTMLSelectElement;
    expect([...sort.options].map((option) => option.textContent)).toEqual([
      'Nombre',
      'Pasos completados',
      'Última actividad',
      'Fecha de ingreso',
    ]);
    expect(screen.getByRole('button', { name: 'Ascendente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    expect(screen.getByText('Mostrando 2 de 2')).toBeInTheDocument();
    for (const name of ['Estudiante', 'Pasos', 'Cuestionarios (último puntaje)', 'Examen final', 'Última actividad'])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    const [ada, bel] = screen.getAllByTestId('cohort-row');
    expect(ada).toHaveTextContent('Cuestionario de Guía: 6/6, aprobado, 7 dic 2026 (2 intentos, mejor puntaje 6)');
    expect(ada).toHaveTextContent('7 dic 2026');
    expect(bel).toHaveTextContent('Nunca');
    expect(bel).toHaveTextContent('Sin actividad 7+ días');

    const funnel = screen.getByRole('list', { name: 'Embudo de avance' });
    expect(
      within(funnel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Guía1', 'Glosario0', 'Certificado0']);
    const missed = screen.getByRole('list', { name: 'Preguntas más falladas' });
    expect(missed).toHaveTextContent(
      '¿Qué hace el promedio del costo en dólares?Fallada por 1 de 2 · se enseña en Promedio del costo en dólares (DCA)',
    );
    expect(within(missed).getByRole('link', { name: 'Promedio del costo en dólares (DCA)' })).toHaveAttribute(
      'href',
      '/home?tab=strategies&section=strategy-dca',
    );
    for (const message of englishMessages) expect(screen.queryByText(message), message).toBeNull();

    // Target dates: the steps by their Spanish names.
    const targets = screen.getByRole('form', { name: 'Fechas meta' });
    await userEvent.type(within(targets).getByLabelText('Guía'), '2027-01-10');
    await userEvent.click(within(targets).getByRole('button', { name: 'Guardar fechas meta' }));
    expect(await within(targets).findByText('Fechas meta guardadas.')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/classes/12/targets')[0]?.body).toEqual({
      targets: [{ step: 'guide', dueDate: '2027-01-10' }],
    });

    // Removing a learner, confirmed in Spanish.
    await userEvent.click(within(bel!).getByRole('button', { name: /^Quitar\s*a Bel Shazzar$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, quitar a Bel Shazzar' }));
    await waitFor(() => expect(screen.getAllByTestId('cohort-row')).toHaveLength(1));
  });

  it('says a class that is not there in Spanish', async () => {
    inSpanish('classroom');
    startSignedIn(user);
    fakeServer({
      'GET /api/auth/me': () => json(200, { user }),
      'GET /api/classes/12/cohort': () =>
        json(404, { error: { code: 'NOT_FOUND', message: classroomMessages.classNotFound } }),
    });
    renderApp(<CohortView classId={12} />, { path: '/teach/12' });
    expect(await screen.findByText('No existe esa clase')).toBeInTheDocument();
  });
});

describe("the cohort CSV in the page's language (issue 48)", () => {
  function renderCohort() {
    startSignedIn(user);
    fakeServer({
      'GET /api/auth/me': () => json(200, { user }),
      'GET /api/classes/12/cohort': () => json(200, cohort),
    });
    renderApp(<CohortView classId={12} />, { path: '/teach/12' });
  }

  it('names its columns and writes its words in Spanish on a Spanish page, days as data', async () => {
    inSpanish('classroom');
    const downloads = captureDownloads();
    renderCohort();
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    const { name, text } = await downloads.file(0);
    expect(name).toBe('Year-11-savings-2026-12-07.csv');
    const [header, ada, bel] = text.split('\r\n');
    expect(header).toMatch(
      /^Nombre,Correo electrónico,Pasos completados,Guía,Glosario,Estrategias,Asistente de estrategias,/,
    );
    expect(header).toContain(',Cuestionario de Guía,');
    expect(ada).toBe(
      'Ada Lovelace,,1 de 8,sí,no,no,no,no,no,no,no,6/6 (mejor 6) 2026-12-07,,,,,,2026-12-07,no,2026-12-01',
    );
    expect(bel).toBe('Bel Shazzar,,0 de 8,no,no,no,no,no,no,no,no,,,,,,,,sí,2026-12-01');
  });

  it('stays in English on an English page', async () => {
    inEnglish();
    const downloads = captureDownloads();
    renderCohort();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    const [header, ada] = (await downloads.file(0)).text.split('\r\n');
    expect(header).toMatch(/^Name,Email,Steps completed,Guide,Glossary,/);
    expect(ada).toBe(
      'Ada Lovelace,,1 of 8,yes,no,no,no,no,no,no,no,6/6 (best 6) 2026-12-07,,,,,,2026-12-07,no,2026-12-01',
    );
  });
});

describe('ClassJoining in Spanish (issue 48)', () => {
  it('offers an archived class for deletion with a plural in Spanish, and says the API’s refusal in Spanish', async () => {
    inSpanish('classroom');
    startSignedIn(user);
    const server = fakeServer({
      'GET /api/auth/me': () => json(200, { user }),
      'DELETE /api/classes/12': () =>
        json(409, { error: { code: 'CONFLICT', message: classroomMessages.deleteOpenClass } }),
    });
    renderApp(<ClassJoining summary={summary({ archived: true, joinCode: null, endDate: null, learnerCount: 1 })} />, {
      path: '/teach/12',
    });
    expect(await screen.findByText('1 de 200 estudiantes · archivada')).toBeInTheDocument();
    expect(
      screen.getByText('La inscripción está cerrada: ningún código funciona. Un código nuevo la vuelve a abrir.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desarchivar clase' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar clase' }));
    expect(screen.getByRole('group', { name: 'Eliminar clase' })).toHaveTextContent(
      '¿Eliminar Year 11 savings? Su 1 estudiante sale de ella, y su vista y sus fechas meta se borran para siempre.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sí, eliminar Year 11 savings' }));
    expect(await screen.findByText('Archiva esta clase antes de eliminarla')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/classes/12')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Conservarla' })).toBeInTheDocument();
  });

  it('says the deletion of a class without learners in English and Spanish', async () => {
    startSignedIn(user);
    fakeServer({ 'GET /api/auth/me': () => json(200, { user }) });
    const archived = summary({ archived: true, joinCode: null, endDate: null, learnerCount: 0 });
    const { unmount } = renderApp(<ClassJoining summary={archived} />, { path: '/teach/12' });
    expect(await screen.findByText('0 of 200 learners · archived')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete class' }));
    expect(screen.getByRole('group', { name: 'Delete class' })).toHaveTextContent(
      'Delete Year 11 savings? Its view and target dates are gone for good.',
    );
    unmount();
    inSpanish('classroom');
    renderApp(<ClassJoining summary={archived} />, { path: '/teach/12' });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar clase' }));
    expect(screen.getByRole('group', { name: 'Eliminar clase' })).toHaveTextContent(
      '¿Eliminar Year 11 savings? Su vista y sus fechas meta se borran para siempre.',
    );
  });
});

describe('the classroom API’s messages', () => {
  it('are each a catalogue key of a classroom screen’s area, translated in Spanish', () => {
    const english: Record<string, string> = { ...enClassroom, ...enSettings };
    const spanish: Record<string, string> = { ...esClassroom, ...esSettings };
    for (const message of Object.values(classroomMessages)) {
      expect(english[message], message).toBe(message);
      expect(spanish[message], message).toBeTruthy();
      expect(spanish[message], message).not.toBe(message);
    }
  });
});
