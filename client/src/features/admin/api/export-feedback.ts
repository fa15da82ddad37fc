import { useMutation } from '@tanstack/react-query';
import * as adminApi from '@/api/admin';
import { fetchApi } from '@/lib/api-client';
import { adminAuth } from './admin-auth';

const FALLBACK_NAME = 'arkad-beta-feedback.csv';

/** The file name the server gave in Content-Disposition. */
function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_NAME;
}

/** GET /api/admin/feedback/export, saved as a download (the CSV is built and escaped by the server). */
export async function exportFeedback(token: string): Promise<void> {
  const response = await fetchApi(adminApi.exportFeedback, {}, adminAuth(token));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportFeedback() {
  return useMutation({ mutationFn: exportFeedback });
}
