import type { EmailCopy } from '../emails';

/**
 * The Spanish wording of Arkad's emails and push notification (shared/content/emails.ts is the
 * source): the same keys and the same {placeholders}, checked by emails.test.ts; a missing or extra
 * key is a type error. Neutral Latin-American Spanish, `tú` (docs/translation-es.md). Dates,
 * numbers and money arrive formatted by Intl in es-419.
 */
export const emailCopyEs = {
  priceAlert: {
    subjectUp: 'Precio de Bitcoin: subió {percent} en 24 horas',
    subjectDown: 'Precio de Bitcoin: bajó {percent} en 24 horas',
    subjectUpSince: 'Precio de Bitcoin: subió {percent} desde el {fromTime}',
    subjectDownSince: 'Precio de Bitcoin: bajó {percent} desde el {fromTime}',
    intro:
      'Le pediste a Arkad que te avisara cuando el precio de Bitcoin se moviera {threshold} o más en 24 horas. Así fue:',
    moved: 'Bitcoin ({currency}) pasó de {from} el {fromTime} a {to} el {toTime}, un cambio de {change}.',
    source: 'Precios: {provider}, tal como Arkad los obtuvo; horas en UTC.',
    sourceStored:
      'Último precio: {provider}, tal como Arkad lo obtuvo; precio anterior: el cierre diario que Arkad guarda; horas en UTC.',
    converted:
      'Los precios en {currency} son los precios en dólares estadounidenses multiplicados por {rate} {currency} por dólar, calculados a partir de los tipos de cambio de referencia del Banco Central Europeo del {rateDate} (fuente: estadísticas del BCE).',
    limit: 'Arkad envía como máximo una alerta de precio al día.',
  },
  digest: {
    subject: 'Tu semana en Arkad, hasta el lunes {weekEnd}',
    intro:
      'Hola, {firstName}: esto es lo que hiciste en Arkad en la semana que terminó el lunes {weekEnd} a las 08:00 UTC.',
    stepsCompleted: 'Ruta de aprendizaje: {completed} de {total} pasos completados.',
    activity: 'Esta semana: {glossary}, {quizzes} ({passed}), {other}.',
    noActivity: 'Esta semana: no se registró actividad.',
    savedWeek: 'Ahorrado en tu tesoro esta semana: {amount}.',
    savedTotal: 'Ahorrado en tu tesoro en total: {amount}.',
    nextStep: 'Tu siguiente paso en la ruta de aprendizaje: {step}.',
    allDone: 'Completaste todos los pasos de la ruta de aprendizaje.',
    classTargetDue: 'Meta de la clase: {className} fijó {step} para el {dueDate}.',
  },
  counts: {
    glossaryOpened: { one: '{count} término del glosario abierto', other: '{count} términos del glosario abiertos' },
    quizzesAnswered: { one: '{count} cuestionario respondido', other: '{count} cuestionarios respondidos' },
    quizzesPassed: { one: '{count} aprobado', other: '{count} aprobados' },
    otherRecorded: { one: '{count} actividad más registrada', other: '{count} actividades más registradas' },
  },
  steps: {
    guide: { title: 'Guía', rule: 'Aprueba el cuestionario de la Guía' },
    glossary: { title: 'Glosario', rule: 'Abre 10 términos y aprueba el cuestionario del Glosario' },
    strategies: { title: 'Estrategias', rule: 'Aprueba el cuestionario de Estrategias' },
    wizard: { title: 'Asistente de estrategias', rule: 'Obtén un resultado del asistente' },
    compare: { title: 'Comparar', rule: 'Haz una comparación' },
    calculator: { title: 'Calculadora DCA', rule: 'Haz un cálculo' },
    treasury: { title: 'Construye tu tesoro', rule: 'Elige una meta y registra un primer aporte' },
    security: {
      title: 'Evaluación de seguridad',
      rule: 'Completa la evaluación y aprueba el cuestionario de Seguridad',
    },
  },
  inactive: {
    subject: 'Te extrañamos en Arkad',
    body: 'Hola, {firstName}: no has registrado nada en Arkad en al menos {days} días. Tu progreso y tu tesoro se conservan tal como los dejaste. Esta es la única nota que Arkad envía al respecto: el resumen semanal se pausa hasta que vuelvas.',
  },
  footer: {
    why: 'Recibes este correo porque está activado en Configuración › Notificaciones.',
    stop: 'Dejar de recibir todos los correos de Arkad (excepto los de tu cuenta: restablecimiento de contraseña e intentos de registro): {url}',
    stopLabel: 'Cancelar la suscripción a los correos de Arkad',
    settings: 'Cambiar lo que Arkad te envía: {url}',
    settingsLabel: 'Configuración › Notificaciones',
  },
  passwordReset: {
    subject: 'Restablece tu contraseña de Arkad',
    greeting: 'Hola, {firstName}:',
    asked: 'Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de Arkad.',
    open: 'Abre este enlace dentro de una hora para elegir una contraseña nueva:',
    ignore: 'Si no lo pediste, ignora este correo: tu contraseña sigue siendo la misma.',
  },
  registrationAttempt: {
    subject: 'Alguien intentó registrarse con tu correo',
    greeting: 'Hola, {firstName}:',
    what: 'Alguien pidió crear una cuenta nueva de Arkad con esta dirección de correo. Esta dirección ya tiene una cuenta, así que no se creó ninguna cuenta nueva y nada de la tuya cambió.',
    ifYou: 'Si fuiste tú: inicia sesión en {url} o restablece tu contraseña desde la pantalla de inicio de sesión.',
    ifNot: 'Si no fuiste tú, puedes ignorar este correo.',
  },
} satisfies EmailCopy;
