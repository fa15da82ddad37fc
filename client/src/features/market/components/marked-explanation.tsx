import { GlossaryText } from '@/entities/glossary/components/glossary-text';

/** 'bitcoin' would be marked in every line. */
const COMMON_TERMS: readonly string[] = ['bitcoin'];

/**
 * One line of 'What these numbers mean' with its glossary terms marked. Loaded once the lines are
 * shown (on phones they start folded), so the glossary's term index is not part of a phone's first
 * load of the landing page; until it arrives the same words show unmarked.
 */
export default function MarkedExplanation({ text }: { text: string }) {
  return <GlossaryText excludeTermIds={COMMON_TERMS} text={text} />;
}
