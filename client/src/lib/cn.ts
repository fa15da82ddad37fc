import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';

// tailwind-merge builds its lookup of every Tailwind class group on its first call: a few
// milliseconds that would otherwise land in the middle of the first render. prepareClassMerging()
// lets the start-up do it earlier, in two tasks of its own (the configuration, then the lookup).
let config: ReturnType<typeof getDefaultConfig> | null = null;
const merge = createTailwindMerge(() => config ?? getDefaultConfig());

export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Builds tailwind-merge's configuration, then (in a later task) its lookup; cn works before, too. */
export async function prepareClassMerging(): Promise<void> {
  await nextTask();
  config ??= getDefaultConfig();
  await nextTask();
  merge('');
}
