import { BookOpen, History, ListChecks, Scale, Sparkles } from 'lucide-react';
import type { DcaResult } from '@shared/schemas/dca';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { COMMON_TERMS } from '../lib/calculator-options';
import { analysisPoints, BABYLON_QUOTE, dataLessons } from '../lib/result-copy';

/** The analysis list: what this calculation's numbers say, point by point. */
export function DcaAnalysis({ result }: { result: DcaResult }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListChecks className="size-5 text-primary" aria-hidden="true" /> Analysis
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed">
          {analysisPoints(result).map((point) => (
            <li key={point}>
              <GlossaryText excludeTermIds={COMMON_TERMS} text={point} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Lesson({ icon: Icon, title, text }: { icon: typeof Scale; title: string; text: string }) {
  return (
    <div className="space-y-1">
      <h4 className="flex items-center gap-2 font-semibold">
        <Icon className="size-4 text-primary" aria-hidden="true" /> {title}
      </h4>
      <GlossaryText
        as="p"
        excludeTermIds={COMMON_TERMS}
        className="text-sm leading-relaxed text-muted-foreground"
        text={text}
      />
    </div>
  );
}

/** 'What This Data Tells Us': strategy performance, historical context, key learning, the book. */
export function DataTellsUs({ result }: { result: DcaResult }) {
  const lessons = dataLessons(result);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles className="size-5 text-primary" aria-hidden="true" /> What This Data Tells Us
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 md:grid-cols-3">
          <Lesson icon={Scale} title="Strategy performance" text={lessons.strategyPerformance} />
          <Lesson icon={History} title="Historical context" text={lessons.historicalContext} />
          <Lesson icon={BookOpen} title="Key learning" text={lessons.keyLearning} />
        </div>
        <figure className="rounded-lg border-l-4 border-primary bg-secondary/60 p-4">
          <blockquote className="font-display text-lg italic">“{BABYLON_QUOTE.text}”</blockquote>
          <figcaption className="mt-1 text-sm text-muted-foreground">— {BABYLON_QUOTE.source}</figcaption>
          <p className="mt-2 text-sm">{BABYLON_QUOTE.lesson}</p>
        </figure>
      </CardContent>
    </Card>
  );
}
