import * as classroomApi from '@shared/api/classroom';
import type { ApiRouter } from '../http/api-router';
import { withStatus } from '../http/api-router';
import { requestLanguage } from '../http/request-language';
import { clientAddress } from '../lib/client-address';
import type { ClassroomService } from '../services/classroom.service';
import type { RateLimiter } from '../services/rate-limiter';

/** Classrooms (issue 49, decision 060): every class operation is the teacher's own, or 404. */
export function classroomRoutes(api: ApiRouter, deps: { classroom: ClassroomService; limiter: RateLimiter }): void {
  const { classroom, limiter } = deps;

  api.handle(classroomApi.getClassroom, ({ auth }) => classroom.classroom(auth.userId));
  api.handle(classroomApi.becomeTeacher, async ({ auth }) => {
    await classroom.becomeTeacher(auth.userId);
    return classroom.classroom(auth.userId);
  });
  api.handle(classroomApi.stopTeaching, async ({ auth }) => {
    await classroom.stopTeaching(auth.userId);
    return classroom.classroom(auth.userId);
  });
  api.handle(classroomApi.createClass, ({ auth, body }) => classroom.createClass(auth.userId, body));
  api.handle(classroomApi.deleteClass, async ({ auth, params }) => {
    await classroom.deleteClass(auth.userId, params.classId);
  });
  // The missed questions and their lessons read in the teacher's language (the page's).
  api.handle(classroomApi.getCohort, ({ auth, params, req }) =>
    classroom.cohort(auth.userId, params.classId, requestLanguage(req)),
  );
  api.handle(classroomApi.updateClass, ({ auth, params, body }) =>
    classroom.updateClass(auth.userId, params.classId, body),
  );
  api.handle(classroomApi.setJoinCode, ({ auth, params, body }) =>
    classroom.setJoinCode(auth.userId, params.classId, body.action),
  );
  api.handle(classroomApi.setClassTargets, ({ auth, params, body }) =>
    classroom.setTargets(auth.userId, params.classId, body),
  );
  api.handle(classroomApi.removeLearner, async ({ auth, params }) => {
    await classroom.removeLearner(auth.userId, params.classId, params.userId);
  });

  // A join code is looked up only within both limits: guessing one is slow from any address or account.
  api.handle(classroomApi.previewJoin, async ({ auth, params, req }) => {
    await limiter.hit('joinAddress', clientAddress(req));
    await limiter.hit('joinAccount', String(auth.userId));
    return classroom.preview(auth.userId, params.code);
  });
  api.handle(classroomApi.joinClass, async ({ auth, params, body, req }) => {
    await limiter.hit('joinAddress', clientAddress(req));
    await limiter.hit('joinAccount', String(auth.userId));
    const { membership, created } = await classroom.join(auth.userId, params.code, body.shareEmail);
    return withStatus(created ? 201 : 200, membership);
  });
  api.handle(classroomApi.leaveClass, async ({ auth, params }) => {
    await classroom.leave(auth.userId, params.classId);
  });
}
