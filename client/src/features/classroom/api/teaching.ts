import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassTargetsInput, CreateClassInput, UpdateClassInput } from '@shared/schemas/classroom';
import * as classroomApi from '@/api/classroom';
import { useRefreshClassroom } from '@/entities/classroom/api/classroom';
import { callApi } from '@/lib/api-client';

/** A teacher's classes (decision 060): create, the cohort view, join code, targets, removing a learner. */
export function getCohort(classId: number) {
  return callApi(classroomApi.getCohort, { params: { classId } });
}

export function getCohortQueryOptions(classId: number) {
  return queryOptions({ queryKey: ['cohort', classId], queryFn: () => getCohort(classId), staleTime: 0 });
}

export function useCohort(classId: number) {
  return useQuery(getCohortQueryOptions(classId));
}

/** After a change to a class: the cohort and the class list are read again. */
function useRefreshClass(classId: number) {
  const queryClient = useQueryClient();
  const refreshClassroom = useRefreshClassroom();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getCohortQueryOptions(classId).queryKey }),
      refreshClassroom(),
    ]);
  };
}

export function createClass(input: CreateClassInput) {
  return callApi(classroomApi.createClass, { body: input });
}

export function useCreateClass() {
  const refreshClassroom = useRefreshClassroom();
  return useMutation({ mutationFn: createClass, onSuccess: refreshClassroom });
}

export function updateClass(classId: number, input: UpdateClassInput) {
  return callApi(classroomApi.updateClass, { params: { classId }, body: input });
}

export function useUpdateClass(classId: number) {
  const refresh = useRefreshClass(classId);
  return useMutation({ mutationFn: (input: UpdateClassInput) => updateClass(classId, input), onSuccess: refresh });
}

export function deleteClass(classId: number) {
  return callApi(classroomApi.deleteClass, { params: { classId } });
}

/** Deletes an archived class with its memberships; the class list is read again. */
export function useDeleteClass(classId: number) {
  const refreshClassroom = useRefreshClassroom();
  return useMutation({ mutationFn: () => deleteClass(classId), onSuccess: refreshClassroom });
}

export function setJoinCode(classId: number, action: 'rotate' | 'close') {
  return callApi(classroomApi.setJoinCode, { params: { classId }, body: { action } });
}

export function useSetJoinCode(classId: number) {
  const refresh = useRefreshClass(classId);
  return useMutation({ mutationFn: (action: 'rotate' | 'close') => setJoinCode(classId, action), onSuccess: refresh });
}

export function setClassTargets(classId: number, input: ClassTargetsInput) {
  return callApi(classroomApi.setClassTargets, { params: { classId }, body: input });
}

export function useSetClassTargets(classId: number) {
  const refresh = useRefreshClass(classId);
  return useMutation({
    mutationFn: (input: ClassTargetsInput) => setClassTargets(classId, input),
    onSuccess: refresh,
  });
}

export function removeLearner(classId: number, userId: number) {
  return callApi(classroomApi.removeLearner, { params: { classId, userId } });
}

export function useRemoveLearner(classId: number) {
  const refresh = useRefreshClass(classId);
  return useMutation({ mutationFn: (userId: number) => removeLearner(classId, userId), onSuccess: refresh });
}
