import { parableSummaries, type ParableId, type StoryListItem } from '../parables-index';

/** What a story's entry in a list says, in one language (its id and minutes stay the English ones). */
export interface ParableSummaryText {
  /** The book's chapter title, in Arkad's translation. */
  chapter: string;
  characters: string;
  summary: string;
}

/** The Guide's Stories section, in Spanish. */
export const STORIES_SECTION_ES = {
  id: 'guide-stories',
  title: 'Historias de Babilonia',
  intro:
    'Las diez parábolas del libro de Clason, contadas con palabras modernas. Cada una se lee en pocos minutos, dice lo que enseña sobre el ahorro y dice lo que no dice sobre Bitcoin: Clason nunca escribió sobre él. El cuestionario de la Guía pregunta sobre ellas. Los títulos de los capítulos son traducción de Arkad.',
} as const;

const summaryTexts = {
  'the-man-who-desired-gold': {
    chapter: 'El hombre que deseaba oro',
    characters: 'Bansir, constructor de carros, y Kobbi, músico',
    summary:
      'Dos amigos que han trabajado duro toda su vida descubren que no tienen nada ahorrado, y van a preguntarle a Arkad por qué.',
  },
  'the-richest-man-in-babylon': {
    chapter: 'El hombre más rico de Babilonia',
    characters: 'Arkad, un joven escriba, y Algamish, un prestamista',
    summary:
      'Arkad cuenta cómo un prestamista le enseñó que una parte de todo lo que ganaba era suya para conservarla, y lo que le costaron sus primeros errores.',
  },
  'seven-cures-for-a-lean-purse': {
    chapter: 'Siete remedios para una bolsa flaca',
    characters: 'El rey Sargón, su canciller, y Arkad con una clase de cien hombres',
    summary:
      'Cuando buena parte de la gente de Babilonia es pobre, el rey le pide a Arkad que les enseñe; él enseña siete remedios, uno por día.',
  },
  'meet-the-goddess-of-good-luck': {
    chapter: 'Conoce a la diosa de la buena suerte',
    characters: 'Arkad y los hombres que se reúnen con él para aprender',
    summary:
      'Una charla de una noche sobre cómo atraer la buena suerte termina en las oportunidades perdidas por demorarse.',
  },
  'the-five-laws-of-gold': {
    chapter: 'Las cinco leyes del oro',
    characters: 'Kalabab, jefe de caravanas, y Nomasir, el hijo de Arkad',
    summary:
      'Arkad despide a su hijo con una bolsa de oro y una tablilla de arcilla; el hijo pierde el oro antes de aprender la tablilla.',
  },
  'the-gold-lender-of-babylon': {
    chapter: 'El prestamista de oro de Babilonia',
    characters: 'Rodan, fabricante de lanzas, y Mathon, prestamista de oro',
    summary:
      'Un fabricante de lanzas que recibe cincuenta piezas de oro le pregunta a un prestamista si debe prestarlas, y este le muestra las prendas de préstamos cobrados y perdidos.',
  },
  'the-walls-of-babylon': {
    chapter: 'Las murallas de Babilonia',
    characters: 'Banzar, un viejo soldado que guarda las murallas',
    summary:
      'Con el ejército lejos, las murallas de la ciudad resisten un ataque asirio porque se construyeron antes de que hicieran falta.',
  },
  'the-camel-trader-of-babylon': {
    chapter: 'El comerciante de camellos de Babilonia',
    characters: 'Dabasir, comerciante de camellos, y Tarkad, un joven deudor con hambre',
    summary:
      'Un comerciante que una vez huyó de sus deudas y fue vendido como esclavo cuenta cómo volvió para pagarlas.',
  },
  'the-clay-tablets-from-babylon': {
    chapter: 'Las tablillas de arcilla de Babilonia',
    characters: 'Dabasir, en cinco tablillas de arcilla, y el profesor que las traduce',
    summary:
      'Unas tablillas desenterradas cerca de la antigua ciudad registran un plan para pagar deudas mientras se ahorra, y un lector moderno lo pone a prueba.',
  },
  'the-luckiest-man-in-babylon': {
    chapter: 'El hombre más afortunado de Babilonia',
    characters: 'Sharru Nada, comerciante, y Hadan Gula, nieto de su antiguo socio',
    summary:
      'Un comerciante rico le cuenta a un joven que desprecia el trabajo cómo él y el abuelo del joven salieron de la esclavitud.',
  },
} as const satisfies Record<ParableId, ParableSummaryText>;

/** The ten stories in the book's order, in Spanish: the English ids and reading times. */
export const parableSummariesEs: readonly StoryListItem[] = parableSummaries.map((story) => ({
  ...story,
  ...summaryTexts[story.id],
}));

export { summaryTexts as parableSummaryTextsEs };
