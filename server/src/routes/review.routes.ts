import * as recordApi from '@shared/api/record';
import * as reviewApi from '@shared/api/review';
import * as sevenCuresApi from '@shared/api/seven-cures';
import type { ApiRouter } from '../http/api-router';
import { requestLanguage } from '../http/request-language';
import { requestClock } from '../http/test-clock';
import type { ReviewService } from '../services/review.service';
import type { SevenCuresService } from '../services/seven-cures.service';

export interface ReviewRoutesDeps {
  review: ReviewService;
  sevenCures: SevenCuresService;
  now: () => Date;
  /**
   * NODE_ENV=test: a request from this machine may name the instant in TEST_NOW_HEADER, so a browser
   * test can come back 'another day' (decision 047). Never in development or production.
   */
  testClock: boolean;
}

/** Spaced review and the Seven Cures scorecard (issue 26 points 4 and 5). */
export function reviewRoutes(api: ApiRouter, deps: ReviewRoutesDeps): void {
  const clock = requestClock(deps.now, deps.testClock);
  // Questions, explanations, sources and lessons in the request's language; grading by ids.
  api.handle(reviewApi.getReview, ({ auth, query, req }) =>
    deps.review.read(auth.user, query.timeZone, clock(req), requestLanguage(req)),
  );
  api.handle(reviewApi.answerReview, ({ auth, body, req }) =>
    deps.review.answer(auth.user, body, clock(req), requestLanguage(req)),
  );
  api.handle(recordApi.getRecord, ({ auth, query, req }) =>
    deps.review.record(auth.user, query.timeZone, clock(req), requestLanguage(req)),
  );
  // Titles, what counts, the done lines and the source in the request's language; ids and statuses stay.
  api.handle(sevenCuresApi.getSevenCures, ({ auth, req }) => deps.sevenCures.read(auth.userId, requestLanguage(req)));
}
