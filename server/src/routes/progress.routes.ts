import * as progressApi from '@shared/api/progress';
import type { ApiRouter } from '../http/api-router';
import type { ProgressService } from '../services/progress.service';

/** The learner's progress on the learning path (decision 044). */
export function progressRoutes(api: ApiRouter, deps: { progress: ProgressService }): void {
  api.handle(progressApi.getProgress, ({ auth }) => deps.progress.read(auth.userId));
  api.handle(progressApi.recordProgressEvent, ({ auth, body }) => deps.progress.record(auth.userId, body));
}
