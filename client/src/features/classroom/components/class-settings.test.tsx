import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClassSummary } from '@shared/schemas/classroom';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { ClassJoining } from './class-settings';

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

function renderJoining(archived: boolean) {
  startSignedIn(user);
  const server = fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'DELETE /api/classes/12': () => new Response(null, { status: 204 }),
  });
  const { history } = renderApp(<ClassJoining summary={summary(archived)} />, { path: '/teach/12' });
  return { server, history };
}

describe('ClassJoining: deleting a class', () => {
  it('offers no deletion of an open class', async () => {
    renderJoining(false);
    expect(await screen.findByRole('button', { name: 'Archive class (closes joining)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete class' })).not.toBeInTheDocument();
  });

  it('deletes an archived class after a confirmation that says what goes', async () => {
    const { server, history } = renderJoining(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete class' }));
    expect(screen.getByRole('group', { name: 'Delete class' })).toHaveTextContent(
      'Delete Year 11 savings? Its 3 learners leave it',
    );
    expect(server.callsTo('DELETE /api/classes/12')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete Year 11 savings' }));
    await expect.poll(() => server.callsTo('DELETE /api/classes/12').length).toBe(1);
    await expect.poll(() => history.at(-1)).toBe('/teach');
  });
});
