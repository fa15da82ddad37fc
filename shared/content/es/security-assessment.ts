import type { SecurityLanguageText } from '../security-assessment';

/**
 * The Security Assessment in Spanish (issue 48): the same questions, options and levels as
 * ../security-assessment.ts, keyed by the same ids, with as many advantages, considerations and next
 * steps. Scoring stays by option ids (shared/domain/security-score.ts).
 */
export const securityQuestionsEs = {
  holdings: {
    title: '¿Cuánto bitcoin estás protegiendo?',
    options: {
      small: { label: 'Poco', description: 'Menos de USD 1,000: una cantidad con la que estás aprendiendo.' },
      medium: { label: 'Medio', description: 'De USD 1,000 a USD 10,000.' },
      large: { label: 'Mucho', description: 'De USD 10,000 a USD 100,000.' },
      'very-large': {
        label: 'Muchísimo',
        description: 'Más de USD 100,000, o una cantidad cuya pérdida te cambiaría la vida.',
      },
    },
  },
  technical: {
    title: '¿Qué tan a gusto te sientes con la tecnología?',
    options: {
      beginner: {
        label: 'Principiante',
        description: 'Uso aplicaciones, pero prefiero evitar las configuraciones técnicas.',
      },
      intermediate: {
        label: 'Intermedio',
        description: 'Puedo seguir una guía detallada para configurar un dispositivo o una aplicación.',
      },
      advanced: {
        label: 'Avanzado',
        description: 'Manejo con soltura las claves, las copias de seguridad y la verificación de software.',
      },
    },
  },
  access: {
    title: '¿Con qué frecuencia necesitas gastar o mover tu bitcoin?',
    options: {
      frequent: { label: 'Con frecuencia', description: 'Cada semana o más a menudo, para pagos o para operar.' },
      occasional: { label: 'De vez en cuando', description: 'Algunas veces al año.' },
      rare: { label: 'Rara vez', description: 'Casi nunca: son ahorros a largo plazo.' },
    },
  },
  timeframe: {
    title: '¿Cuánto tiempo piensas conservarlo?',
    options: {
      short: { label: 'Corto plazo', description: 'Menos de un año.' },
      medium: { label: 'Mediano plazo', description: 'De uno a cuatro años.' },
      long: { label: 'Largo plazo', description: 'Más de cuatro años.' },
    },
  },
  concerns: {
    title: '¿Qué es lo más importante para ti?',
    options: {
      convenience: {
        label: 'Comodidad',
        description: 'Acceso rápido y fácil desde mi teléfono o una aplicación.',
      },
      simplicity: { label: 'Sencillez', description: 'La menor cantidad posible de cosas que gestionar.' },
      security: { label: 'Seguridad', description: 'La protección más fuerte contra robos y hackeos.' },
      redundancy: {
        label: 'Redundancia',
        description:
          'Ningún punto único de falla: perder una clave o un dispositivo no debe hacerme perder mi bitcoin.',
      },
    },
  },
} satisfies SecurityLanguageText['questions'];

export const securityLevelsEs = {
  exchange: {
    title: 'Custodia en un exchange',
    description:
      'Un exchange o una aplicación guarda tu bitcoin por ti. Es la forma más fácil de empezar, pero la empresa controla las claves privadas: si la hackean, quiebra o congela tu cuenta, es posible que no recuperes tu bitcoin.',
    pros: [
      'El comienzo más fácil: no hay claves ni copias de seguridad que gestionar',
      'Recuperación de la cuenta y atención al cliente si olvidas tu contraseña',
      'Práctico para comprar y para transacciones pequeñas y frecuentes',
    ],
    cons: [
      'El exchange tiene las claves, así que dependes de su seguridad y su solvencia; los clientes de Mt. Gox en 2014 y de FTX en 2022 perdieron el acceso a sus fondos',
      'Los retiros se pueden pausar y las cuentas se pueden congelar',
      'Las cuentas de los exchanges son un blanco preferido de hackers y de phishing',
    ],
    nextSteps: [
      'Activa la autenticación de dos factores con una aplicación autenticadora o una llave de seguridad, en lugar de SMS.',
      'Usa una contraseña única y fuerte, guardada en un gestor de contraseñas.',
      'Deja en el exchange solo lo que estés usando activamente.',
      'Instala una billetera de software reconocida y practica retirar a ella una cantidad pequeña.',
      'Planea pasar tus ahorros a autocustodia a medida que crezcan.',
    ],
  },
  software: {
    title: 'Billetera de software',
    description:
      'Una aplicación de billetera en tu teléfono o computadora en la que tú guardas tus propias claves, respaldadas por una frase semilla. Tú tienes el control, pero las claves están en un dispositivo conectado a internet (una billetera caliente).',
    pros: [
      'Tú tienes las claves: ninguna empresa puede congelar tu bitcoin',
      'Gratis y rápida de configurar',
      'Práctica para gastar y recibir con regularidad',
    ],
    cons: [
      'Un malware o un dispositivo comprometido puede exponer tus claves',
      'Solo tú eres responsable de respaldar la frase semilla',
      'Perder a la vez el dispositivo y la copia de seguridad significa perder el bitcoin',
    ],
    nextSteps: [
      'Instala una billetera consolidada solo desde su sitio web oficial o su ficha oficial en la tienda de aplicaciones.',
      'Escribe la frase semilla en papel o metal y guárdala sin conexión: nunca en fotos, correos ni notas en la nube.',
      'Prueba la recuperación: restaura la billetera desde la frase semilla mientras solo tenga una cantidad pequeña.',
      'Mantén actualizados el dispositivo y la aplicación de la billetera, y bloquea el dispositivo con un PIN o un código.',
      'Considera una billetera de hardware cuando tu saldo supere lo que llevarías en efectivo.',
    ],
  },
  hardware: {
    title: 'Billetera de hardware',
    description:
      'Un dispositivo dedicado guarda tus claves privadas sin conexión y firma las transacciones sin exponer las claves a tu computadora o tu teléfono. Es una opción común para los ahorros a largo plazo de una persona.',
    pros: [
      'Las claves nunca salen del dispositivo, lo que las protege del malware',
      'Confirmas cada transacción en la pantalla del propio dispositivo',
      'Se puede recuperar desde la frase semilla si el dispositivo se pierde o se rompe',
    ],
    cons: [
      'Cuesta dinero y requiere cuidado para configurarla correctamente',
      'La copia de seguridad de una sola frase semilla sigue siendo un punto único de falla',
      'Debe venir del fabricante o de un vendedor autorizado para evitar dispositivos manipulados',
    ],
    nextSteps: [
      'Compra directamente al fabricante o a un revendedor autorizado, nunca de segunda mano.',
      'Configura el dispositivo por tu cuenta: un dispositivo que llega con una frase semilla ya escrita es una estafa.',
      'Anota la frase semilla en papel o metal y guárdala en un lugar seguro, lejos del dispositivo.',
      'Recibe una pequeña cantidad de prueba y luego practica una recuperación antes de mover tus ahorros.',
      'Infórmate sobre la frase de contraseña opcional (passphrase) y escribe un plan para que tus herederos puedan recuperar los fondos.',
    ],
  },
  multisig: {
    title: 'Configuración multifirma',
    description:
      'Varias claves, guardadas en distintos dispositivos y en distintos lugares, comparten el control de tu bitcoin: por ejemplo, se necesitan 2 de 3 claves cualesquiera para gastar. Ninguna clave perdida o robada por sí sola puede llevarse tus ahorros.',
    pros: [
      'Ningún punto único de falla: perder una clave o que te la roben no te hace perder tu bitcoin',
      'Las claves se pueden repartir entre lugares, dispositivos y personas de confianza',
      'Protección fuerte para tenencias grandes a largo plazo y para planificar una herencia',
    ],
    cons: [
      'Más compleja de configurar, respaldar y usar',
      'Además de la frase semilla de cada clave debes respaldar la configuración de la billetera (su descriptor de salida); sin ella, las claves por sí solas podrían no bastar para recuperar los fondos',
      'Gastar lleva más tiempo y más pasos',
    ],
    nextSteps: [
      'Aprende cómo funciona una configuración 2 de 3 y practícala antes de confiarle ahorros reales.',
      'Usa billeteras de hardware de distintos fabricantes para las claves.',
      'Guarda cada clave y la copia de seguridad de su frase semilla en un lugar seguro distinto.',
      'Respalda la configuración de la billetera (descriptor de salida) junto a cada clave.',
      'Ensaya una recuperación completa con una cantidad pequeña y escribe instrucciones que tus herederos puedan seguir.',
    ],
  },
} satisfies SecurityLanguageText['levels'];

/** The assessment's Spanish text, as `loadSecurityText('es')` gives it. */
export const securityTextEs: SecurityLanguageText = {
  language: 'es',
  questions: securityQuestionsEs,
  levels: securityLevelsEs,
  levelsSection: {
    title: 'Los cuatro niveles de seguridad',
    intro: 'Del más fácil al más fuerte: cada nivel cambia algo de comodidad por más control y protección.',
  },
  reminder: {
    title: 'Recordatorio importante',
    text: 'Tu seguridad debe crecer con lo que tienes. Lo que basta para unos cientos de dólares no basta para los ahorros de toda tu vida, así que, a medida que crezca lo que acumulas, vuelve a hacer esta evaluación y sube en la pirámide de seguridad. Sea cual sea el nivel que uses, ninguna persona ni empresa legítima te pedirá nunca tu frase semilla.',
  },
  largeHoldingsCaveat: {
    title: 'Una suma tan grande necesita más protección que este nivel',
    exchange:
      'Este resultado sigue tus respuestas sobre acceso, comodidad y experiencia, pero en un exchange la empresa tiene las claves de todo, y eso no basta para USD 10,000 o más, la cantidad que indicaste: como dice el recordatorio de abajo, la seguridad debe crecer con lo que tienes. Una forma de tener ambas cosas: deja en el exchange solo lo que operas o gastas, y el resto en una billetera cuyas claves tengas tú, como una billetera de hardware.',
    software:
      'Este resultado sigue tus respuestas sobre acceso, comodidad y experiencia, pero una billetera en un dispositivo conectado a internet (una billetera caliente) no basta para USD 10,000 o más, la cantidad que indicaste: como dice el recordatorio de abajo, la seguridad debe crecer con lo que tienes. Una forma de tener ambas cosas: guarda en ella solo lo que gastas, y el resto en una billetera de hardware.',
  },
};
