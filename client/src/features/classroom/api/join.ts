import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as classroomApi from '@/api/classroom';
import { useRefreshClassroom } from '@/entities/classroom/api/classroom';
import { callApi } from '@/lib/api-client';

/** Joining a class by its code (decision 060): the preview first, then the learner's consent. */
export function previewJoin(code: string) {
  return callApi(classroomApi.previewJoin, { params: { code } });
}

export function previewJoinQueryOptions(code: string) {
  return queryOptions({ queryKey: ['join', code], queryFn: () => previewJoin(code), staleTime: 0, retry: false });
}

export function useJoinPreview(code: string) {
  return useQuery(previewJoinQueryOptions(code));
}

export function joinClass(code: string, shareEmail: boolean) {
  return callApi(classroomApi.joinClass, { params: { code }, body: { shareEmail } });
}

export function useJoinClass(code: string) {
  const refresh = useRefreshClassroom();
  return useMutation({ mutationFn: (shareEmail: boolean) => joinClass(code, shareEmail), onSuccess: refresh });
}
