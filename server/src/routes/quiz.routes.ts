import * as quizApi from '@shared/api/quiz';
import type { ApiRouter } from '../http/api-router';
import { withStatus } from '../http/api-router';
import type { QuizService } from '../services/quiz.service';

/**
 * Quizzes for the learning path's steps, graded here (decisions 042 and 054). Drawing stores
 * nothing; each answered attempt is a stored row, so each learner may have RATE_LIMIT_QUIZ_ACCOUNT
 * of them stored per window (429 beyond, counted by the quiz service in the statement that stores
 * the attempt).
 */
export function quizRoutes(api: ApiRouter, deps: { quiz: QuizService }): void {
  api.handle(quizApi.startQuiz, async ({ auth, params }) =>
    withStatus(201, await deps.quiz.start(auth.user, params.step)),
  );

  api.handle(quizApi.answerQuiz, ({ auth, params, body }) =>
    deps.quiz.answer(auth.userId, params.step, params.id, body),
  );
}
