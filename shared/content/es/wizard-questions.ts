import type { WizardLanguageText } from '../wizard-questions';

/**
 * The Strategy Wizard in Spanish (issue 48): the same questions, options and reasons as
 * ../wizard-questions.ts, keyed by the same ids. Scoring stays by option ids (shared/domain/wizard.ts).
 */
export const wizardQuestionsEs = {
  experience: {
    title: '¿Cuánta experiencia tienes con Bitcoin?',
    options: {
      beginner: {
        label: 'Principiante',
        description: 'Bitcoin es nuevo para mí, o solo he comprado una cantidad pequeña.',
      },
      intermediate: {
        label: 'Intermedio',
        description: 'He comprado bitcoin y he usado una billetera, y entiendo lo básico.',
      },
      advanced: {
        label: 'Avanzado',
        description: 'Entiendo las claves, las comisiones y los mercados, y manejo con soltura herramientas técnicas.',
      },
    },
  },
  risk: {
    title: '¿Cuánto riesgo te resulta cómodo?',
    options: {
      conservative: {
        label: 'Conservador',
        description: 'Lo más importante es conservar lo que tengo; prefiero enfoques estables y de bajo riesgo.',
      },
      moderate: {
        label: 'Moderado',
        description: 'Acepto algunas subidas y bajadas a cambio de crecimiento a largo plazo.',
      },
      aggressive: {
        label: 'Agresivo',
        description: 'Puedo soportar caídas grandes en busca de rendimientos potenciales más altos.',
      },
    },
  },
  time: {
    title: '¿Cuánto tiempo puedes dedicar a tu estrategia?',
    options: {
      minimal: {
        label: 'Mínimo',
        description: 'Configurarla una vez y revisarla de vez en cuando.',
      },
      moderate: {
        label: 'Moderado',
        description: 'Unas horas al mes para revisar y ajustar.',
      },
      high: {
        label: 'Alto',
        description: 'Varias horas a la semana para aprender, vigilar y gestionar.',
      },
    },
  },
  investment: {
    title: '¿Con cuánto piensas empezar, en dólares estadounidenses?',
    options: {
      small: {
        label: 'USD 1 a USD 100',
        description: 'Una cantidad pequeña para empezar el hábito y aprender sobre la marcha.',
      },
      medium: {
        label: 'USD 100 a USD 1,000',
        description: 'Una cantidad significativa que puedo dejar sin tocar durante años.',
      },
      large: {
        label: 'USD 1,000 o más',
        description: 'Una suma mayor que puedo permitirme comprometer a largo plazo.',
      },
    },
  },
  goal: {
    title: '¿Cuál es tu meta principal?',
    options: {
      savings: {
        label: 'Ahorro a largo plazo',
        description: 'Construir una reserva de valor de forma constante durante muchos años.',
      },
      growth: {
        label: 'Crecimiento',
        description: 'Buscar más crecimiento, aceptando más riesgo y esfuerzo.',
      },
      income: {
        label: 'Ganar bitcoin',
        description: 'Ganar bitcoin con minería, servicios o pagos, no solo comprándolo.',
      },
      learning: {
        label: 'Aprender',
        description: 'Entender primero cómo funciona Bitcoin, con cantidades pequeñas en juego.',
      },
    },
  },
} satisfies WizardLanguageText['questions'];

/**
 * The match reasons (shared/domain/wizard.ts) in Spanish, by their English text; `{amount}` is the
 * US-dollar amount the English names, formatted in the page's locale.
 */
export const wizardReasonsEs: Readonly<Record<string, string>> = {
  'Simple to run, which suits a beginner': 'Es sencilla de llevar, lo que conviene a un principiante',
  'A foundational strategy, the natural place to start': 'Una estrategia fundamental, el punto de partida natural',
  'Its complexity fits your intermediate experience': 'Su complejidad encaja con tu experiencia intermedia',
  'A foundational or growth strategy that builds on what you know':
    'Una estrategia fundamental o de crecimiento que se apoya en lo que ya sabes',
  'Complex enough to use your advanced experience': 'Lo bastante compleja para aprovechar tu experiencia avanzada',
  'An advanced strategy for experienced learners': 'Una estrategia avanzada para quienes ya tienen experiencia',
  'Among the lower-risk approaches here; bitcoin’s price can still fall sharply':
    'Está entre los enfoques de menor riesgo de esta lista; aun así, el precio de bitcoin puede caer con fuerza',
  'Risk within your moderate comfort level': 'Un riesgo dentro de tu nivel moderado de comodidad',
  'Higher risk, in line with your aggressive comfort level':
    'Un riesgo más alto, acorde con tu nivel agresivo de comodidad',
  'Needs little of your time': 'Requiere poco de tu tiempo',
  'Runs largely on autopilot once set up': 'Funciona casi en piloto automático una vez configurada',
  'Needs a moderate amount of time, which you have': 'Requiere una cantidad moderada de tiempo, que tienes',
  'Rewards the time you can give it': 'Recompensa el tiempo que puedes dedicarle',
  'Hands-on, making use of your available time': 'Es práctica y aprovecha el tiempo que tienes disponible',
  'Can start with $100 or less': 'Se puede empezar con {amount} o menos',
  'Can start with $1,000 or less': 'Se puede empezar con {amount} o menos',
  'A larger starting amount keeps every strategy open': 'Un monto inicial mayor deja abiertas todas las estrategias',
  'A foundational strategy for steady long-term saving':
    'Una estrategia fundamental para ahorrar de forma constante a largo plazo',
  'Aims for growth, in line with your goal': 'Busca crecimiento, acorde con tu meta',
  'Earns bitcoin, in line with your income goal': 'Gana bitcoin, acorde con tu meta de obtener ingresos',
  'A foundational strategy that teaches the essentials': 'Una estrategia fundamental que enseña lo esencial',
};

/** The wizard's Spanish text, as `wizardText('es')` gives it. */
export const wizardTextEs: WizardLanguageText = {
  language: 'es',
  questions: wizardQuestionsEs,
  investmentTitleIn: (currency) => `¿Con cuánto piensas empezar, en ${currency}?`,
  band: (low, high) => `${low} a ${high}`,
  atLeast: (low) => `${low} o más`,
  amountsNote: ({ amounts: [one, hundred, thousand], day, rate, currency }) =>
    `Convertido de ${one}, ${hundred} y ${thousand} con el tipo de referencia del BCE más reciente incluido en Arkad (${day}: 1 dólar estadounidense = ${rate} ${currency}), redondeado a dos cifras significativas.`,
  reasons: wizardReasonsEs,
};
