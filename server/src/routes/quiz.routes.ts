import * as quizApi from '@shared/api/quiz';
import type { ApiRouter } from '../http/api-router';
import { withStatus } from '../http/api-router';
import type { QuizService } from '../services/quiz.service';
import type { RateLimiter } from '../services/rate-limiter';

/**
 * Quizzes for the learning path's steps, graded here (decision 042). Each new attempt is a stored
 * row, so each learner may start RATE_LIMIT_QUIZ_ACCOUNT of them per window (429 beyond).
 */
export function quizRoutes(api: ApiRouter, deps: { quiz: QuizService; limiter: RateLimiter }): void {
  api.handle(quizApi.startQuiz, async ({ auth, params }) => {
    await deps.limiter.hit('quizAccount', String(auth.userId));
    return withStatus(201, await deps.quiz.start(auth.userId, params.step));
  });

  api.handle(quizApi.answerQuiz, ({ auth, params, body }) =>
    deps.quiz.answer(auth.userId, params.step, params.id, body),
  );
}
