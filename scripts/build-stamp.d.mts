export const STAMP_FILE: string;
export function sourceFingerprint(root?: string): string;
export function buildIsCurrent(root?: string): boolean;
export function writeBuildStamp(root?: string): void;
