import * as quizApi from '@shared/api/quiz';
import type { ApiRouter } from '../http/api-router';
import { withStatus } from '../http/api-router';
import { requestLanguage } from '../http/request-language';
import type { QuizService } from '../services/quiz.service';

/**
 * Quizzes for the learning path's steps, graded here (decisions 042 and 054). Drawing stores
 * nothing; each answered attempt is a stored row, so each learner may have RATE_LIMIT_QUIZ_ACCOUNT
 * of them stored per window (429 beyond, counted by the quiz service in the statement that stores
 * the attempt).
 */
export function quizRoutes(api: ApiRouter, deps: { quiz: QuizService }): void {
  // The text a learner reads (questions, options, explanations, sources, lessons) is in the
  // request's language; the ids, the order and the grading are the same in every language.
  api.handle(quizApi.startQuiz, async ({ auth, params, req }) =>
    withStatus(201, await deps.quiz.start(auth.user, params.step, requestLanguage(req))),
  );

  api.handle(quizApi.answerQuiz, ({ auth, params, body, req }) =>
    deps.quiz.answer(auth.userId, params.step, params.id, body, requestLanguage(req)),
  );

  api.handle(quizApi.getQuizAttempt, ({ auth, params, req }) =>
    deps.quiz.view(auth.userId, params.step, params.id, requestLanguage(req)),
  );
}
