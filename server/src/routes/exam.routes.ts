import * as examApi from '@shared/api/exam';
import { withStatus, type ApiRouter } from '../http/api-router';
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
  api.handle(examApi.startExam, async ({ auth, req }) => withStatus(201, await deps.exam.start(auth.user, clock(req))));
  api.handle(examApi.answerExam, ({ auth, params, body, req }) =>
    deps.exam.answer(auth.user, params.id, body, clock(req)),
  );
}
