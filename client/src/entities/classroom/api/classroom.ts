import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Classroom } from '@shared/schemas/classroom';
import * as classroomApi from '@/api/classroom';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { progressKeys } from '@/entities/progress/api/progress';

/**
 * The signed-in learner's classroom (decision 060): the classes they are in, with their target
 * dates (Settings shows them; the path reads them from the progress answer), and for a teacher the
 * classes they teach.
 */
export function getClassroom() {
  return callApi(classroomApi.getClassroom, {});
}

export function getClassroomQueryOptions(userId: number) {
  return queryOptions({ queryKey: ['classroom', userId], queryFn: getClassroom, staleTime: 30_000 });
}

export function useClassroom() {
  const { user } = useAuth();
  return useQuery({ ...getClassroomQueryOptions(user?.id ?? 0), enabled: user !== null });
}

/** The classroom as held for the signed-in learner (undefined while loading or signed out). */
export function useClassroomData(): Classroom | undefined {
  return useClassroom().data;
}

/** After joining, leaving or a change to a class: the classroom, and the progress (it carries the targets). */
function useRefreshClassroom() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getClassroomQueryOptions(user?.id ?? 0).queryKey }),
      queryClient.invalidateQueries({ queryKey: progressKeys.of(user?.id ?? 0) }),
    ]);
}

export function becomeTeacher() {
  return callApi(classroomApi.becomeTeacher, {});
}

export function useBecomeTeacher() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: becomeTeacher,
    onSuccess: (classroom) => queryClient.setQueryData(getClassroomQueryOptions(user?.id ?? 0).queryKey, classroom),
  });
}

export function stopTeaching() {
  return callApi(classroomApi.stopTeaching, {});
}

/** Gives up the teacher role; the server refuses it (409) while a class is open. */
export function useStopTeaching() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: stopTeaching,
    onSuccess: (classroom) => queryClient.setQueryData(getClassroomQueryOptions(user?.id ?? 0).queryKey, classroom),
  });
}

export function leaveClass(classId: number) {
  return callApi(classroomApi.leaveClass, { params: { classId } });
}

export function useLeaveClass() {
  const refresh = useRefreshClassroom();
  return useMutation({ mutationFn: leaveClass, onSuccess: refresh });
}

export { useRefreshClassroom };
