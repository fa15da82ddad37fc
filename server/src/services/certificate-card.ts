import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { emailCopyFor, fillTemplate } from '@shared/content/emails';
import { intlLocales, type Language } from '@shared/i18n/languages';
import type { PublicCertificate } from '@shared/schemas/certificate';
import { fittedSize, loadFonts, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, text } from './share-card';

/**
 * A certificate's share image (decision 048): 1200x630, drawn like the calculator's share card
 * (decision 045, same library and font). It shows what the public page shows: the name only when
 * the learner chose to show it, the final exam's day (decision 056) and the 8 steps; no amounts.
 */

const colors = {
  background: '#1c1917',
  panel: '#292524',
  text: '#fafaf9',
  muted: '#d6d3d1',
  accent: '#f59e0b',
  check: '#4ade80',
};

/**
 * The certificate's words in each language ({placeholders} filled by fillTemplate). Spanish:
 * docs/translation-es.md; the book's title as the Spanish editions give it.
 */
export const certificateWords = {
  en: {
    heading: 'Arkad · Certificate of completion',
    someone: 'A learner',
    examPassed: 'Final exam passed on {day}',
    madeBeforeExam: 'Certificate made on {day}, before Arkad had a final exam',
    title: '{who} completed the Arkad learning path',
    description:
      "{completed}: the 8 steps of Arkad's learning path, from the Guide to the Security Assessment. An educational path, not a qualification.",
    descriptionWithExam:
      "{completed}: the 8 steps of Arkad's learning path, from the Guide to the Security Assessment, and its final exam. An educational path, not a qualification.",
    alt: "Certificate: {who} completed the 8 steps of Arkad's learning path. {completed}.",
    what: "completed the 8 steps of Arkad's learning path",
    whatWithExam: "completed the 8 steps of Arkad's learning path and its final exam",
    footer: 'Based on The Richest Man in Babylon (1926). An educational path, not a qualification.',
  },
  es: {
    heading: 'Arkad · Certificado de finalización',
    someone: 'Una persona',
    examPassed: 'Examen final aprobado el {day}',
    madeBeforeExam: 'Certificado emitido el {day}, antes de que Arkad tuviera un examen final',
    title: '{who} completó la ruta de aprendizaje de Arkad',
    description:
      '{completed}: los 8 pasos de la ruta de aprendizaje de Arkad, de la Guía a la Evaluación de seguridad. Una ruta educativa, no una titulación.',
    descriptionWithExam:
      '{completed}: los 8 pasos de la ruta de aprendizaje de Arkad, de la Guía a la Evaluación de seguridad, y su examen final. Una ruta educativa, no una titulación.',
    alt: 'Certificado: {who} completó los 8 pasos de la ruta de aprendizaje de Arkad. {completed}.',
    what: 'completó los 8 pasos de la ruta de aprendizaje de Arkad',
    whatWithExam: 'completó los 8 pasos de la ruta de aprendizaje de Arkad y su examen final',
    footer: 'Basado en El hombre más rico de Babilonia (1926). Una ruta educativa, no una titulación.',
  },
} as const satisfies Record<Language, Record<string, string>>;

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** 'November 27, 2026' for an ISO day; in Spanish '27 de noviembre de 2026' (Intl, es-419). */
export function formatCertificateDay(isoDay: string, language: Language = 'en'): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'long', timeZone: 'UTC' });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}

/**
 * The day the certificate states (decision 056): the final exam's, which is when the path was
 * completed; a certificate made before the exam existed states the day it was made, and says so.
 */
export function certificateDateLine(
  certificate: Pick<PublicCertificate, 'examPassedOn' | 'madeOn'>,
  language: Language = 'en',
): string {
  const words = certificateWords[language];
  return certificate.examPassedOn
    ? fillTemplate(words.examPassed, { day: formatCertificateDay(certificate.examPassedOn, language) })
    : fillTemplate(words.madeBeforeExam, { day: formatCertificateDay(certificate.madeOn, language) });
}

/** The texts of the image, also used for the page's preview tags, in a language (English by default). */
export function certificateText(certificate: PublicCertificate, language: Language = 'en') {
  const words = certificateWords[language];
  const who = certificate.name ?? words.someone;
  const completed = certificateDateLine(certificate, language);
  return {
    who,
    title: fillTemplate(words.title, { who }),
    completed,
    description: fillTemplate(certificate.examPassedOn ? words.descriptionWithExam : words.description, {
      completed,
    }),
    alt: fillTemplate(words.alt, { who, completed }),
  };
}

function check(g: SKRSContext2D, x: number, y: number): void {
  g.strokeStyle = colors.check;
  g.lineWidth = 5;
  g.lineCap = 'round';
  g.lineJoin = 'round';
  g.beginPath();
  g.moveTo(x, y - 10);
  g.lineTo(x + 9, y);
  g.lineTo(x + 26, y - 22);
  g.stroke();
}

/** The certificate as PNG bytes. */
export async function renderCertificateCard(
  certificate: PublicCertificate,
  language: Language = 'en',
): Promise<Buffer> {
  loadFonts();
  const words = certificateWords[language];
  const copy = certificateText(certificate, language);
  const canvas = createCanvas(SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT);
  const g = canvas.getContext('2d');
  g.fillStyle = colors.background;
  g.fillRect(0, 0, SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT);
  g.fillStyle = colors.accent;
  g.fillRect(0, 0, SHARE_CARD_WIDTH, 12);

  text(g, words.heading, 60, 84, 'bold 30px', colors.accent);
  text(g, copy.who, 60, 166, `bold ${fittedSize(g, copy.who, 64, 1080)}px`, colors.text);
  const what = certificate.examPassedOn ? words.whatWithExam : words.what;
  text(g, what, 60, 218, `${fittedSize(g, what, 34, 1080, '')}px`, colors.text);

  g.fillStyle = colors.panel;
  g.beginPath();
  g.roundRect(60, 250, 1080, 230, 20);
  g.fill();
  certificate.steps.forEach((step, index) => {
    const x = index < 4 ? 96 : 640;
    const y = 302 + (index % 4) * 50;
    check(g, x, y);
    // The step's title in the image's language (the record keeps the English one).
    const title = emailCopyFor(language).steps[step.step].title;
    text(
      g,
      `${index + 1}. ${title}`,
      x + 44,
      y,
      `${fittedSize(g, `${index + 1}. ${title}`, 30, 480, '')}px`,
      colors.text,
    );
  });

  text(g, copy.completed, 60, 536, `bold ${fittedSize(g, copy.completed, 32, 1080)}px`, colors.text);
  text(g, words.footer, 60, 584, `${fittedSize(g, words.footer, 24, 1080, '')}px`, colors.muted);
  return canvas.encode('png');
}
