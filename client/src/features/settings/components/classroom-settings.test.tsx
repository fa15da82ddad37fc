import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Classroom, ClassSummary } from '@shared/schemas/classroom';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { ClassroomSettings } from './classroom-settings';

const user = testUser();
const summary = (archived: boolean): ClassSummary => ({
  id: 12,
  name: 'Year 11 savings',
  endDate: null,
  joinCode: archived ? null : 'K7MQ4XRT',
  archived,
  learnerCount: 3,
  targets: [],
  createdAt: '2026-12-01T09:00:00.000Z',
});

function renderTeaching(teaching: ClassSummary[]) {
  startSignedIn(user);
  const classroom: Classroom = { isTeacher: true, teaching, memberships: [] };
  const server = fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'GET /api/classroom': () => json(200, classroom),
    'DELETE /api/classroom/teacher': () => json(200, { ...classroom, isTeacher: false }),
  });
  renderApp(<ClassroomSettings />, { path: '/settings?section=classes' });
  return server;
}

describe('ClassroomSettings: stopping teaching', () => {
  it('asks for the open classes to be archived first, and offers no way to stop', async () => {
    renderTeaching([summary(false)]);
    expect(
      await screen.findByText('To stop teaching, archive your open classes first', { exact: false }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stop teaching' })).not.toBeInTheDocument();
  });

  it('with archived classes only, stops after a confirmation that says they stay', async () => {
    const server = renderTeaching([summary(true)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop teaching' }));
    const group = screen.getByRole('group', { name: 'Stop teaching' });
    expect(group).toHaveTextContent('Archived classes stay, with their learners, until you delete them');
    expect(server.callsTo('DELETE /api/classroom/teacher')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, stop teaching' }));
    expect(await screen.findByRole('button', { name: 'Become a teacher' })).toBeVisible();
    expect(server.callsTo('DELETE /api/classroom/teacher')).toHaveLength(1);
  });
});
