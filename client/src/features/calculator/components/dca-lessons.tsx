import { BookOpen, History, ListChecks, Scale, Sparkles } from 'lucide-react';
import type { DcaResult } from '@shared/schemas/dca';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { COMMON_TERMS } from '../lib/calculator-options';
import { analysisPoints, babylonQuote, dataLessons } from '../lib/result-copy';
import { useLanguage, useT } from '@/i18n/i18n';

/** The analysis list: what this calculation's numbers say, point by point. */
export function DcaAnalysis({ result }: { result: DcaResult }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListChecks className="size-5 text-primary" aria-hidden="true" /> {t('calculator.analysis.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed">
          {analysisPoints(result, language).map((point) => (
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
  const t = useT();
  const lessons = dataLessons(result, useLanguage());
  const quote = babylonQuote();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles className="size-5 text-primary" aria-hidden="true" /> {t('calculator.lessons.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 md:grid-cols-3">
          <Lesson icon={Scale} title={t('calculator.lessons.performanceTitle')} text={lessons.strategyPerformance} />
          <Lesson icon={History} title={t('calculator.lessons.historyTitle')} text={lessons.historicalContext} />
          <Lesson icon={BookOpen} title={t('calculator.lessons.keyTitle')} text={lessons.keyLearning} />
        </div>
        <figure className="rounded-lg border-l-4 border-primary bg-secondary/60 p-4">
          <blockquote className="font-display text-lg italic">“{quote.text}”</blockquote>
          <figcaption className="mt-1 text-sm text-muted-foreground">— {quote.source}</figcaption>
          <p className="mt-2 text-sm">{quote.lesson}</p>
        </figure>
      </CardContent>
    </Card>
  );
}
