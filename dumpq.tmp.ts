import { guideQuestions } from './shared/content/quiz-questions/guide';
for (const q of guideQuestions) console.log(JSON.stringify({ id: q.id, p: q.prompt, o: q.options, e: q.explanation }));
