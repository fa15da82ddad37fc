import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

const FALLBACK_NAME = 'arkad-beta-feedback.csv';

/** The file name the server gave in Content-Disposition. */
function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_NAME;
}

/** GET /api/admin/feedback/export, saved as a download (the CSV is built and escaped by the server). */
export async function exportFeedback(token: string): Promise<void> {
  const response = await fetch('/api/admin/feedback/export', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/csv' },
    credentials: 'include',
  });
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text().catch(() => ''));
  }
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
