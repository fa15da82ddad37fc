import { EXAM_LENGTH } from './exam-rules';
import { progressSteps } from './learning-progress';
import { shuffleFirst, withShuffledOptions, type DrawnQuestion, type QuizQuestion, type Random } from './quiz';

/**
 * The final exam's draw (issue 44 point 4, decision 056): pure, so it works on whatever pool the
 * caller gives it (the questions a learner's plan can open) and is tested with a seeded random.
 */

interface StepPool {
  step: string;
  /** Questions not in the learner's last exam, shuffled. */
  fresh: QuizQuestion[];
  /** Questions that were in it, shuffled: used only when the fresh ones run out. */
  repeated: QuizQuestion[];
  quota: number;
}

/** The step order of the path; a step the path does not know goes last. */
const stepOrder = (step: string) => {
  const index = (progressSteps as readonly string[]).indexOf(step);
  return index === -1 ? progressSteps.length : index;
};

/**
 * Adds one question at a time to the step with the fewest so far among those `canTake` allows
 * (ties in `order`, a random order of the steps), until `length` or no step can take more.
 */
function fill(pools: StepPool[], order: StepPool[], length: number, canTake: (pool: StepPool) => boolean): void {
  let total = pools.reduce((sum, pool) => sum + pool.quota, 0);
  while (total < length) {
    let chosen: StepPool | undefined;
    for (const pool of order) if (canTake(pool) && (chosen === undefined || pool.quota < chosen.quota)) chosen = pool;
    if (chosen === undefined) return;
    chosen.quota += 1;
    total += 1;
  }
}

/**
 * Draws `length` distinct questions from `pool` for one exam, each with its options shuffled:
 * - every step that has questions in the pool gets at least one;
 * - none from `lastAttempt` (the learner's previous exam) while the pool has others;
 * - spread as evenly across the steps as the pool allows (24 over 4 steps: 6 each; over 8: 3 each);
 * - in the path's step order, in a random order within a step.
 * Throws when the pool holds fewer than `length` questions (a bank defect).
 */
export function drawExam(
  pool: readonly QuizQuestion[],
  lastAttempt: ReadonlySet<string>,
  random: Random,
  length = EXAM_LENGTH,
): DrawnQuestion[] {
  if (pool.length < length) throw new Error(`The exam needs ${length} questions, the pool has ${pool.length}`);
  const byStep = new Map<string, StepPool>();
  for (const question of pool) {
    let entry = byStep.get(question.step);
    if (!entry) {
      entry = { step: question.step, fresh: [], repeated: [], quota: 0 };
      byStep.set(question.step, entry);
    }
    (lastAttempt.has(question.id) ? entry.repeated : entry.fresh).push(question);
  }
  const pools = [...byStep.values()].sort((a, b) => stepOrder(a.step) - stepOrder(b.step));
  for (const entry of pools) {
    shuffleFirst(entry.fresh, entry.fresh.length, random);
    shuffleFirst(entry.repeated, entry.repeated.length, random);
  }
  // Ties go to the steps in a random order, so no step is favoured draw after draw.
  const order = shuffleFirst([...pools], pools.length, random);
  // Every step once (a repeated question only where the step has no other), then fresh questions,
  // then, only if the fresh ones are too few, questions from the last exam.
  if (pools.length > length) throw new Error(`The exam has ${length} questions for ${pools.length} steps`);
  for (const entry of pools) entry.quota = 1;
  fill(pools, order, length, (entry) => entry.quota < entry.fresh.length);
  fill(pools, order, length, (entry) => entry.quota < entry.fresh.length + entry.repeated.length);
  return pools.flatMap((entry) => {
    const chosen = [...entry.fresh, ...entry.repeated].slice(0, entry.quota);
    return shuffleFirst(chosen, chosen.length, random).map((question) => withShuffledOptions(question, random));
  });
}
