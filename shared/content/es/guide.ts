import type { GuideContent } from '../guide';
import { parableSummariesEs, STORIES_SECTION_ES } from './parables-index';

/**
 * The Guide in Spanish (docs/translation-es.md): the same ids, numbers and facts as the English
 * source, shared/content/guide.ts. Clason's own words are Arkad's translation, and the screen says
 * so ("traducción de Arkad"); the lessons are retellings in modern words, as in English.
 */
export const guideEs = {
  disclaimer:
    'Arkad es solo educativo y no es asesoramiento financiero. Arkad nunca predice precios futuros: investiga por tu cuenta y toma tus propias decisiones.',
  attribution:
    'El contenido de Arkad es una adaptación educativa original de El hombre más rico de Babilonia de George S. Clason (1926), una obra de dominio público en Estados Unidos. Arkad no está afiliado ni respaldado por los herederos del autor ni por ninguna editorial del libro.',
  quote: {
    text: 'Una parte de todo lo que ganas es tuya para conservarla.',
    attribution: 'George S. Clason, El hombre más rico de Babilonia (1926), traducción de Arkad',
  },
  hero: {
    title: 'El camino babilónico hacia Bitcoin',
    subtitle: 'Sabiduría antigua, Bitcoin moderno',
    intro:
      'En 1926, George S. Clason empezó a publicar parábolas ambientadas en la antigua Babilonia sobre cómo la gente común construye riqueza: guarda una parte de todo lo que ganas, deja que crezca y protégela de las pérdidas. Esta guía aplica esos hábitos duraderos a Bitcoin, un nuevo tipo de dinero con una oferta fija, para que aprendas a ahorrar con paciencia y cuidado en lugar de perseguir ganancias rápidas.',
  },
  fundamentals: [
    {
      id: 'maximum-supply',
      title: 'Oferta máxima de 21 millones',
      description:
        'Nunca habrá más de 21 millones de bitcoin. Los bitcoin nuevos se entregan a los mineros según un calendario fijo cuya recompensa se reduce a la mitad cada 210,000 bloques, más o menos cada cuatro años, así que ningún banco central ni empresa puede crear más.',
      detail:
        'Cada bitcoin se divide en 100,000,000 de satoshis (1 sat = 0.00000001 BTC), así que nunca necesitas comprar uno entero.',
    },
    {
      id: 'permissionless',
      title: 'Sin permisos',
      description:
        'Cualquier persona con conexión a internet puede crear una billetera y enviar o recibir bitcoin. No hace falta cuenta bancaria, solicitud ni aprobación: la red solo comprueba que una transacción siga sus reglas.',
      detail:
        'Como nadie tiene que dar acceso, Bitcoin funciona igual para quien ahorra en cualquier país, a cualquier hora.',
    },
    {
      id: 'peer-to-peer',
      title: 'De persona a persona',
      description:
        'Bitcoin se mueve directamente entre personas, sin un banco en medio. Miles de computadoras independientes (nodos) guardan cada una una copia del registro y revisan cada transacción con las mismas reglas.',
      detail:
        'El whitepaper de Satoshi Nakamoto de 2008 se tituló "Bitcoin: A Peer-to-Peer Electronic Cash System" (Bitcoin: un sistema de efectivo electrónico de persona a persona).',
    },
  ],
  sevenCures: [
    {
      number: 1,
      title: 'Empieza a engordar tu bolsa',
      summary: 'Ahorra al menos el 10 % de lo que ganas',
      clasonMeaning:
        'De cada diez monedas que entran en tu bolsa, no gastes más de nueve. Arkad aprendió que una parte de todo lo que ganaba era suya para conservarla: al menos una décima parte, apartada para sí mismo antes de pagarle a nadie más.',
      bitcoinPractice:
        'Págate primero a ti: decide qué parte de cada sueldo vas a ahorrar, al menos una décima parte, antes de pagar cualquier otra cosa. Si decides tener bitcoin, una compra automática periódica el día de pago puede convertir parte de ese ahorro en bitcoin antes de que se gaste el dinero. Si algo de tu ahorro va a bitcoin, y cuánto, es decisión tuya; el hábito importa más que el monto.',
      inBrief: 'Págate primero, con un calendario, cada día de pago.',
    },
    {
      number: 2,
      title: 'Controla tus gastos',
      summary: 'Controla tus gastos',
      clasonMeaning:
        'Lo que llamamos gastos necesarios siempre crece hasta igualar nuestros ingresos, a menos que lo frenemos. Haz un presupuesto de tus gastos para que la décima parte que guardas nunca haga falta para vivir el día a día.',
      bitcoinPractice:
        'Ten primero un presupuesto y un fondo de emergencia, para no tener que vender bitcoin con prisa para pagar una cuenta. El dinero que puedas necesitar en los próximos años no corresponde a un activo cuyo precio oscila tanto.',
      inBrief: 'Haz un presupuesto y arma un fondo de emergencia antes de cualquier bitcoin.',
    },
    {
      number: 3,
      title: 'Haz que tu oro se multiplique',
      summary: 'Haz que el oro se multiplique',
      clasonMeaning:
        'El ahorro que se queda quieto no crece. Arkad se hizo rico poniendo a trabajar el oro que ahorraba, para que ganara más oro, y sus ganancias ganaran todavía más.',
      bitcoinPractice:
        'Bitcoin no paga intereses por sí mismo: se ahorra por su oferta fija, no por un rendimiento. Desconfía de las plataformas que prometen intereses sobre tu bitcoin; varios de esos prestamistas quebraron en 2022 y congelaron los fondos de sus clientes. Comprar con constancia aumenta la cantidad de bitcoin que tienes; lo que esa cantidad vale puede bajar tanto como subir.',
      inBrief: 'Crece ahorrando con constancia, no persiguiendo rendimientos.',
    },
    {
      number: 4,
      title: 'Protege tus tesoros de las pérdidas',
      summary: 'Protégete de las pérdidas',
      clasonMeaning:
        'La primera regla de la inversión es mantener a salvo el capital. Antes de perseguir grandes ganancias, asegúrate de no perder lo que tienes, y pide consejo a personas con experiencia en el manejo del dinero.',
      bitcoinPractice:
        'Protege tus llaves: aprende autocustodia, respalda tu frase semilla sin conexión, pasa a una billetera de hardware a medida que crezca lo que tienes e ignora a cualquiera que ofrezca multiplicar tus monedas. Quienes ahorran en bitcoin pierden sus monedas por estafas, hackeos, custodios que quiebran y llaves perdidas, no por fallas de la red.',
      inBrief: 'Protege tus llaves y respalda tu frase semilla sin conexión.',
    },
    {
      number: 5,
      title: 'Haz de tu vivienda una inversión rentable',
      summary: 'Haz rentable tu vivienda',
      clasonMeaning:
        'Sé dueño de tu casa en lugar de pagarle renta a un arrendador. Una casa propia mejora la vida de tu familia, y lo que era un gasto cada mes se convierte en algo tuyo.',
      bitcoinPractice:
        'Pon en orden tus bases antes de asumir riesgos: un lugar seguro donde vivir, un costo de vivienda que puedas sostener y ninguna deuda con intereses altos. Nunca pidas prestado con tu casa como garantía para comprar bitcoin.',
      inBrief: 'Asegura tu vivienda y salda primero las deudas caras.',
    },
    {
      number: 6,
      title: 'Asegura un ingreso para el futuro',
      summary: 'Asegura ingresos futuros',
      clasonMeaning:
        'Prevé con tiempo los años en que ya no puedas trabajar, y a tu familia por si un día ya no estás para ganar su sustento.',
      bitcoinPractice:
        'Piensa en décadas. Una pregunta para sopesar: ¿tiene bitcoin un lugar en tu plan de jubilación, y si lo tiene, qué parte podrías sostener durante una caída profunda? Si tienes bitcoin, haz un plan de herencia: instrucciones de recuperación claras guardadas con tus documentos patrimoniales, para que tu familia pueda recuperar tu bitcoin sin que compartas nunca tu frase semilla en vida.',
      inBrief: 'Piensa en décadas y deja a tus herederos un plan de recuperación.',
    },
    {
      number: 7,
      title: 'Aumenta tu capacidad de ganar',
      summary: 'Aumenta tu capacidad de ganar',
      clasonMeaning:
        'Cultiva tus habilidades y estudia tu oficio. Cuanto más sabio y capaz seas, más podrás ganar, y más podrás ahorrar.',
      bitcoinPractice:
        'Sigue aprendiendo. Entender cómo funciona Bitcoin te protege de estafas y del pánico, y un ingreso mayor hace crecer la décima parte que puedes ahorrar. Esta ruta de aprendizaje es en sí misma una inversión en tu capacidad de ganar, y de conservar lo que ganas.',
      inBrief: 'Sigue aprendiendo: el conocimiento protege y hace crecer tu ahorro.',
    },
  ],
  fiveLawsOfGold: [
    {
      number: 1,
      title: 'El oro llega a quien ahorra',
      clasonWording:
        'El oro llega con gusto y en cantidad creciente a todo hombre que aparte no menos de una décima parte de sus ganancias para crear un patrimonio para su futuro y el de su familia.',
      law: 'El oro llega con gusto, y en cantidades crecientes, a cualquiera que aparte al menos una décima parte de lo que gana para construir un patrimonio para su propio futuro y el de su familia.',
      bitcoinPractice:
        'El ahorro regular, como el DCA (compras periódicas) con parte de cada sueldo, es el motor. El tiempo y la constancia hacen más que acertar el momento perfecto.',
      inBrief: 'Ahorra con regularidad: la constancia vale más que el momento.',
    },
    {
      number: 2,
      title: 'El oro trabaja para el dueño sabio',
      clasonWording:
        'El oro trabaja con diligencia y contento para el dueño sabio que le encuentra un empleo provechoso, multiplicándose como los rebaños del campo.',
      law: 'El oro trabaja con diligencia para el dueño sabio que le encuentra un empleo provechoso, y se multiplica como los rebaños en el campo.',
      bitcoinPractice:
        'Bitcoin en sí no paga intereses, así que aquí el trabajo del dueño sabio es la paciencia: guardarlo en tu propia custodia con un horizonte de años, sin prestar tu bitcoin a plataformas cuyos riesgos no puedes comprobar.',
      inBrief: 'Deja que la paciencia y la autocustodia hagan el trabajo.',
    },
    {
      number: 3,
      title: 'El oro se queda con el dueño prudente',
      clasonWording:
        'El oro se aferra a la protección del dueño prudente que lo invierte siguiendo el consejo de hombres sabios en su manejo.',
      law: 'El oro se aferra al dueño que lo invierte con prudencia, con el consejo de personas con experiencia en manejarlo.',
      bitcoinPractice:
        'Aprende de fuentes con experiencia y buena reputación, como las del directorio de comunidades de confianza, verifica antes de confiar y empieza con poco mientras aprendes.',
      inBrief: 'Aprende de fuentes con experiencia y buena reputación.',
    },
    {
      number: 4,
      title: 'El oro se escapa de lo desconocido',
      clasonWording:
        'El oro se escapa del hombre que lo invierte en negocios o propósitos que no conoce o que no aprueban quienes son hábiles en guardarlo.',
      law: 'El oro se escapa de quienes lo ponen en negocios o planes que no entienden, o que no aprobarían las personas hábiles en guardar oro.',
      bitcoinPractice:
        'Entiende lo que tienes. Bitcoin no es lo mismo que los miles de otros tokens cripto: no compres nada que no puedas explicar con tus propias palabras.',
      inBrief: 'Ten solo lo que puedas explicar con tus propias palabras.',
    },
    {
      number: 5,
      title: 'El oro huye de quien persigue ganancias imposibles',
      clasonWording:
        'El oro huye del hombre que quiere forzarlo a ganancias imposibles, o que sigue el consejo seductor de embaucadores y intrigantes, o que lo confía a su propia inexperiencia y a sus deseos románticos al invertir.',
      law: 'El oro huye de quienes lo fuerzan hacia ganancias imposibles, de quienes siguen el consejo tentador de embaucadores e intrigantes, o de quienes lo confían a su propia inexperiencia y a sueños románticos.',
      bitcoinPractice:
        'Evita el apalancamiento, las promesas de rendimientos seguros, las estafas de regalos y el trading para hacerse rico rápido. Si una oferta parece demasiado buena para ser verdad, lo es.',
      inBrief: 'Aléjate del apalancamiento y de las ofertas demasiado buenas para ser verdad.',
    },
  ],
  essentialKnowledge: [
    {
      id: 'fixed-supply',
      title: 'Oferta fija',
      description:
        'La oferta de bitcoin tiene un tope de 21 millones. Desde el halving de abril de 2024 cada bloque nuevo crea 3.125 bitcoin nuevos, y esa cantidad sigue reduciéndose a la mitad cada 210,000 bloques hasta que la emisión nueva termine alrededor del año 2140.',
      detail: 'Nadie puede cambiar el tope por su cuenta: cada nodo aplica las mismas reglas de emisión.',
    },
    {
      id: 'volatility',
      title: 'La volatilidad es normal',
      description:
        'El precio de bitcoin a menudo se ha movido un 20 % o más en pocas semanas, y ha caído más de un 70 % desde un máximo varias veces. Oscilaciones así de grandes son normales en bitcoin; un plan escrito en tiempos de calma es lo que evita que quien ahorra decida en pleno pánico.',
      detail:
        'Un calendario fijo como el DCA (compras periódicas) convierte las oscilaciones del precio de una fuente de estrés en parte del plan.',
    },
    {
      id: 'self-custody',
      title: 'Autocustodia',
      description:
        'Quien tiene las llaves privadas controla el bitcoin. El bitcoin que dejas en un exchange es un derecho frente a la empresa, no monedas que tú tienes. Aprender a guardar tus propias llaves, y a respaldar tu frase semilla de forma segura, es lo que hace que tu bitcoin sea de verdad tuyo.',
      detail: 'Los bitcoiners lo resumen así: si no son tus llaves, no son tus monedas.',
    },
  ],
  beginnerMistakes: [
    {
      id: 'timing-the-market',
      title: 'Intentar adivinar el momento del mercado',
      description:
        'Esperar la caída perfecta, o comprar porque el precio se está disparando, suele significar comprar caro por entusiasmo y vender barato por miedo. Nadie predice de forma fiable los precios a corto plazo.',
      remedy: 'Sigue un calendario fijo como el DCA (compras periódicas) y escribe tu plan mientras estás en calma.',
    },
    {
      id: 'investing-too-much',
      title: 'Invertir más de lo que puedes permitirte perder',
      description:
        'El dinero que puedas necesitar en los próximos años, como la renta, tu fondo de emergencia o el ahorro para un gasto previsto, puede obligarte a vender en el peor momento durante una caída.',
      remedy:
        'Limita cualquier tenencia de bitcoin a dinero que no vayas a necesitar en muchos años y que podrías perder sin apuros; ningún plazo de tenencia garantiza una recuperación.',
    },
    {
      id: 'neglecting-security',
      title: 'Descuidar la seguridad',
      description:
        'Dejar montos grandes en un exchange, guardar la frase semilla en una foto o en una nota en la nube, o no usar la autenticación de dos factores son formas comunes en que los principiantes pierden bitcoin.',
      remedy:
        'Haz la Evaluación de seguridad, pasa tu ahorro a autocustodia a medida que crezca y guarda tu frase semilla sin conexión y en privado.',
    },
  ],
  securityPyramid: [
    {
      level: 'exchange',
      rank: 1,
      title: 'Custodia en un exchange',
      summary: 'Una empresa tiene tus llaves: cómodo para comprar, pero es el menor control.',
    },
    {
      level: 'software',
      rank: 2,
      title: 'Billetera de software',
      summary: 'Tú tienes tus llaves en una app de un teléfono o una computadora conectados a internet.',
    },
    {
      level: 'hardware',
      rank: 3,
      title: 'Billetera de hardware',
      summary: 'Tus llaves se quedan sin conexión en un dispositivo de firma dedicado.',
    },
    {
      level: 'multisig',
      rank: 4,
      title: 'Configuración multifirma',
      summary: 'Varias llaves en lugares separados deben estar de acuerdo: ningún punto único de falla.',
    },
  ],
  sections: {
    fundamentals: {
      id: 'guide-fundamentals',
      title: 'Fundamentos de Bitcoin',
      intro: 'Tres propiedades distinguen a Bitcoin del dinero que ya usas.',
    },
    sevenCures: {
      id: 'guide-seven-cures',
      title: 'Los siete remedios para una bolsa flaca',
      intro:
        'En el libro, Arkad enseña a los hombres de Babilonia siete remedios para una bolsa vacía. Aquí cada lección se cuenta con palabras modernas, con una forma en que puede aplicarse al ahorro en bitcoin. Los nombres de los remedios son traducción de Arkad.',
    },
    fiveLaws: {
      id: 'guide-five-laws',
      title: 'Las cinco leyes del oro',
      intro:
        'Antes de que Nomasir, el hijo de Arkad, saliera a abrirse camino, su padre le dio cinco leyes grabadas en una tablilla de arcilla. Cada una se muestra en palabras de Clason (traducción de Arkad) y luego se cuenta con palabras modernas; leídas como reglas para conservar el dinero, encajan bien con bitcoin.',
    },
    essentialKnowledge: {
      id: 'guide-essential-knowledge',
      title: 'Conocimientos esenciales',
      intro: 'Tres hechos que vale la pena entender antes de decidir si compras algo de bitcoin.',
    },
    beginnerMistakes: {
      id: 'guide-beginner-mistakes',
      title: 'Errores comunes de principiantes',
      intro: 'Muchas pérdidas tempranas vienen de unos pocos hábitos evitables, no de la tecnología.',
    },
    securityPyramid: {
      id: 'guide-security-pyramid',
      title: 'La pirámide de seguridad',
      intro:
        'Dónde guardas tu bitcoin importa tanto como cuánto compras. Cada escalón de la pirámide te da más control y elimina una forma de perder tu ahorro, a cambio de un poco más de cuidado.',
    },
  },
  stories: { section: STORIES_SECTION_ES, list: parableSummariesEs },
} as const satisfies GuideContent;
