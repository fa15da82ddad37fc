import { glossaryQuestions } from './shared/content/quiz-questions/glossary';
for (const q of glossaryQuestions) console.log(JSON.stringify({ id: q.id, p: q.prompt, o: q.options, e: q.explanation }));
