import { vi } from 'vitest';

/**
 * Catches the files a screen saves (a Blob behind an object URL, opened by a link's click) so a test
 * reads them: each download's file name and text, in order. Undone by `vi.restoreAllMocks()`.
 */
export function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob }[] = [];
  // jsdom has no object URLs: give the spies something to wrap.
  if (typeof URL.createObjectURL !== 'function')
    Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => undefined });
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ name: this.download, blob });
  });
  return {
    count: () => saved.length,
    /** The n-th saved file (0 first): its name and its text. */
    file: async (index: number) => {
      const file = saved[index];
      if (!file) throw new Error(`no download ${index}: ${saved.length} saved`);
      return { name: file.name, text: await file.blob.text() };
    },
  };
}
