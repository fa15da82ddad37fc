import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cohort, CohortLearner } from '@shared/schemas/classroom';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { CohortView } from './cohort-view';

const user = testUser();
const learner = (over: Partial<CohortLearner>): CohortLearner => ({
  userId: 41,
  displayName: 'Ada Lovelace',
  email: null,
  joinedAt: '2026-12-01T10:00:00.000Z',
  completedSteps: ['guide'],
  completedCount: 1,
  scores: [],
  certificateAt: null,
  lastActiveDay: '2026-12-07',
  inactive: false,
  ...over,
});
const cohort = (learners: CohortLearner[]): Cohort => ({
  class: {
    id: 12,
    name: 'Year 11 savings',
    endDate: null,
    joinCode: 'K7MQ4XRT',
    archived: false,
    learnerCount: learners.length,
    targets: [],
    createdAt: '2026-12-01T09:00:00.000Z',
  },
  learners,
  funnel: [
    { stage: 'guide', label: 'Guide', learners: 1 },
    { stage: 'certificate', label: 'Certificate', learners: 0 },
  ],
  missedQuestions: [
    {
      questionId: 'strategies-dca-1',
      prompt: 'What does Dollar-Cost Averaging do?',
      step: 'strategies',
      missedBy: 1,
      answeredBy: 2,
      lesson: { title: 'Dollar-Cost Averaging', href: '/home?tab=strategies&section=strategy-dca' },
    },
  ],
  today: '2026-12-07',
});

afterEach(() => vi.unstubAllGlobals());

describe('CohortView', () => {
  it('filters the learners, and removes one only after a confirmation', async () => {
    startSignedIn(user);
    let learners = [
      learner({}),
      learner({ userId: 42, displayName: 'Bel Shazzar', completedSteps: [], completedCount: 0, inactive: true }),
    ];
    const server = fakeServer({
      'GET /api/auth/me': () => json(200, { user }),
      'GET /api/classes/12/cohort': () => json(200, cohort(learners)),
      'DELETE /api/classes/12/learners/42': () => {
        learners = learners.filter((l) => l.userId !== 42);
        return new Response(null, { status: 204 });
      },
      'GET /api/classroom': () => json(200, { isTeacher: true, teaching: [], memberships: [] }),
    });
    renderApp(<CohortView classId={12} />, { path: '/teach/12' });
    expect(await screen.findAllByTestId('cohort-row')).toHaveLength(2);
    expect(screen.getByText('2 in the class · 1 not active for 7 days or more')).toBeInTheDocument();
    expect(screen.getByText('2 of 200 learners')).toBeInTheDocument();
    expect(screen.getByText(/Join code:/)).toHaveTextContent('Join code: K7MQ4XRT');
    expect(
      within(screen.getByRole('list', { name: 'Completion funnel' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Guide1', 'Certificate0']);
    const missed = screen.getByRole('list', { name: 'Most missed questions' });
    expect(missed).toHaveTextContent('Missed by 1 of 2 · taught in Dollar-Cost Averaging');
    expect(within(missed).getByRole('link', { name: 'Dollar-Cost Averaging' })).toHaveAttribute(
      'href',
      '/home?tab=strategies&section=strategy-dca',
    );
    expect(screen.getAllByTestId('cohort-row')[1]).toHaveTextContent('Inactive 7+ days');
    expect(screen.getByRole('form', { name: 'Target dates' })).toBeInTheDocument();
    expect(screen.getByLabelText('Build Your Treasury')).toHaveAttribute('type', 'date');

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'inactive');
    expect(screen.getAllByTestId('cohort-row')).toHaveLength(1);
    expect(screen.getByText('Showing 1 of 2')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'step:guide');
    expect(
      within(screen.getByTestId('cohort-row')).getByRole('rowheader', { name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'all');

    const bel = screen.getAllByTestId('cohort-row')[1]!;
    await userEvent.click(within(bel).getByRole('button', { name: /^Remove\s*Bel Shazzar$/ }));
    expect(server.callsTo('DELETE /api/classes/12/learners/42')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove Bel Shazzar' }));
    expect(server.callsTo('DELETE /api/classes/12/learners/42')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('cohort-row')).toHaveLength(1));
  });
});
