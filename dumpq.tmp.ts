import { strategyQuestions } from './shared/content/quiz-questions/strategies';
for (const q of strategyQuestions) console.log(JSON.stringify({ id: q.id, p: q.prompt, o: q.options, e: q.explanation }));
