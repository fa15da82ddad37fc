import * as examApi from '@shared/api/exam';
import { withStatus, type ApiRouter } from '../http/api-router';
import { requestLanguage } from '../http/request-language';
import { requestClock } from '../http/test-clock';
import type { ExamService } from '../services/exam.service';

export interface ExamRoutesDeps {
  exam: ExamService;
  now: () => Date;
  /** NODE_ENV=test: a browser test may move the exam's clock (its retake wait) with TEST_NOW_HEADER. */
  testClock: boolean;
}

/** The final exam (decision 056): its status, a draw, and its grading. */
export function examRoutes(api: ApiRouter, deps: ExamRoutesDeps): void {
  const clock = requestClock(deps.now, deps.testClock);
  api.handle(examApi.getExam, ({ auth, req }) => deps.exam.status(auth.userId, clock(req)));
  // Questions, explanations, sources and lessons in the request's language; grading by ids.
  api.handle(examApi.startExam, async ({ auth, req }) =>
    withStatus(201, await deps.exam.start(auth.user, clock(req), requestLanguage(req))),
  );
  api.handle(examApi.answerExam, ({ auth, params, body, req }) =>
    deps.exam.answer(auth.user, params.id, body, clock(req), requestLanguage(req)),
  );
  api.handle(examApi.getExamAttempt, ({ auth, params, req }) =>
    deps.exam.view(auth.user, params.id, requestLanguage(req)),
  );
}
