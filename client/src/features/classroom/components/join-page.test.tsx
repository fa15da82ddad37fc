import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JoinPreview } from '@shared/schemas/classroom';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { JoinPage } from './join-page';

const user = testUser();
const preview: JoinPreview = {
  className: 'Year 11 savings',
  teacherName: 'Grace Hopper',
  endDate: null,
  alreadyMember: false,
  ownClass: false,
  full: false,
  teacherWillSee: {
    userId: user.id,
    displayName: 'Arkad Babylon',
    email: null,
    joinedAt: '2026-12-07T10:00:00.000Z',
    completedSteps: ['guide'],
    completedCount: 1,
    scores: [],
    certificateAt: null,
    lastActiveDay: '2026-12-07',
    inactive: false,
  },
  yourEmail: 'arkad@example.com',
};
const membership = {
  classId: 12,
  name: 'Year 11 savings',
  teacherName: 'Grace Hopper',
  endDate: null,
  joinedAt: '2026-12-07T10:00:00.000Z',
  shareEmail: true,
  targets: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('JoinPage', () => {
  it('shows what the teacher will see before any consent, and joins with the email only when ticked', async () => {
    startSignedIn(user);
    const server = fakeServer({
      'GET /api/auth/me': () => json(200, { user }),
      'GET /api/join/K7MQ4XRT': () => json(200, preview),
      'POST /api/join/K7MQ4XRT': () => json(201, membership),
      'GET /api/classroom': () => json(200, { isTeacher: false, teaching: [], memberships: [membership] }),
    });
    renderApp(<JoinPage code="K7MQ4XRT" />, { path: '/join/K7MQ4XRT' });
    expect(await screen.findByRole('heading', { name: 'What Grace Hopper will see' })).toBeInTheDocument();
    expect(screen.getByTestId('teacher-will-see')).toHaveTextContent('Arkad Babylon');
    expect(screen.getByTestId('teacher-will-see')).toHaveTextContent('Not shared');
    expect(screen.getByText('Your treasury: your goal, savings entries and amounts')).toBeInTheDocument();
    const share = screen.getByRole('checkbox', { name: /Also share my email \(arkad@example.com\)/ });
    expect(share).not.toBeChecked();
    expect(server.callsTo('POST /api/join/K7MQ4XRT')).toHaveLength(0);

    await userEvent.click(share);
    await userEvent.click(screen.getByRole('button', { name: 'Join Year 11 savings' }));
    expect(await screen.findByText(/You joined Year 11 savings\./)).toBeInTheDocument();
    expect(server.callsTo('POST /api/join/K7MQ4XRT').map((call) => call.body)).toEqual([{ shareEmail: true }]);
  });

  it('says a closed or unknown code is not found, with no way to join', async () => {
    startSignedIn(user);
    fakeServer({
      'GET /api/auth/me': () => json(200, { user }),
      'GET /api/join/ZZZZZZZZ': () => apiError(404, 'NOT_FOUND', 'No open class has this code.'),
    });
    renderApp(<JoinPage code="ZZZZZZZZ" />, { path: '/join/ZZZZZZZZ' });
    expect(await screen.findByText(/No open class has this code/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Join / })).not.toBeInTheDocument();
  });

  it('offers no join to the class’s own teacher', async () => {
    startSignedIn(user);
    fakeServer({
      'GET /api/auth/me': () => json(200, { user }),
      'GET /api/join/K7MQ4XRT': () => json(200, { ...preview, ownClass: true }),
    });
    renderApp(<JoinPage code="K7MQ4XRT" />, { path: '/join/K7MQ4XRT' });
    expect(await screen.findByText(/You teach this class, so you cannot join it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Join / })).not.toBeInTheDocument();
  });
});
