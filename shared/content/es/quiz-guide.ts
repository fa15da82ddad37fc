import type { TranslatedQuestion } from '../quiz-questions/authored';
import type { GuideQuestionId } from '../quiz-questions/guide';

/**
 * The guide quiz questions in Spanish (issue 48), keyed by the English questions' ids
 * (../quiz-questions/guide.ts): the prompt, every option in the authored order, the explanation.
 * These texts reveal the answers: only the server imports them (decision 042).
 */
export const guideQuestionsEs = {
  'guide-first-cure-share': {
    prompt:
      '¿Qué parte de lo que gana, como mínimo, pide guardar el primer remedio de Clason, «Empieza a engordar tu bolsa»?',
    options: ['Una centésima parte', 'Una décima parte', 'La mitad', 'Lo que sobre a fin de mes'],
    explanation:
      'El primer remedio: de cada diez monedas que entran en la bolsa, no gastes más de nueve. Se guarda al menos una décima parte, y se aparta primero.',
  },
  'guide-pay-yourself-first': {
    prompt: 'En la Guía, ¿qué significa «págate primero a ti»?',
    options: [
      'Ahorrar lo que quede una vez pagadas las cuentas',
      'Gastar en ti antes de pagarle a cualquier otra persona',
      'Apartar la parte que elegiste de cada sueldo antes de pagar cualquier otra cosa',
      'Pedir prestado para poder ahorrar un monto mayor',
    ],
    explanation:
      'Págate primero a ti: la parte que guardas se aparta antes de pagar cualquier otra cosa. Quien planea ahorrar lo que sobre a fin de mes suele descubrir que no sobra nada.',
  },
  'guide-second-cure-expenses': {
    prompt: '¿Qué dice el segundo remedio, «Controla tus gastos», sobre lo que llamamos gastos necesarios?',
    options: [
      'Se reducen a medida que aumentan los ingresos',
      'Crecen hasta igualar nuestros ingresos, a menos que los resistamos',
      'Son fijos de por vida',
      'Deben pagarse con dinero prestado',
    ],
    explanation:
      'La lección de Clason, en palabras de hoy: los gastos necesarios siempre crecen hasta igualar los ingresos, a menos que los resistamos; por eso un presupuesto evita que la décima parte ahorrada se necesite para vivir el día a día.',
  },
  'guide-emergency-fund': {
    prompt: '¿Por qué la Guía pone un presupuesto y un fondo de emergencia antes de cualquier bitcoin?',
    options: [
      'Para que nunca tengas que vender bitcoin con prisa para pagar una cuenta',
      'Porque un fondo de emergencia siempre rinde más que bitcoin',
      'Porque bitcoin no se puede vender en una emergencia',
      'Porque los exchanges exigen un fondo de emergencia',
    ],
    explanation:
      'El dinero que quizá necesites pronto no debe estar en un activo cuyo precio oscila tanto. Con un fondo de emergencia, una cuenta inesperada se paga con él, no vendiendo bitcoin al precio que tenga ese día.',
  },
  'guide-third-cure-yield': {
    prompt:
      'Bitcoin no paga intereses por sí mismo. ¿Cómo aplica la Guía el tercer remedio, «Haz que tu oro se multiplique»?',
    options: [
      'Prestando tu bitcoin a la plataforma que ofrezca la tasa más alta',
      'Operando todos los días para multiplicarlo',
      'No hace falta nada: la red paga intereses a quienes lo tienen',
      'Haciendo crecer la cantidad que tienes con una acumulación constante, y desconfiando de las plataformas que prometen intereses por ella',
    ],
    explanation:
      'Bitcoin se ahorra por su oferta fija, no por un rendimiento. Plataformas que prometían intereses sobre bitcoin han quebrado y congelado los fondos de sus clientes; la acumulación constante hace crecer la cantidad que tienes, aunque su valor puede bajar tanto como subir.',
  },
  'guide-fourth-cure': {
    prompt: '¿De qué trata el cuarto remedio de Clason, «Protege tus tesoros de las pérdidas»?',
    options: [
      'De mantener seguro el capital antes de buscar grandes ganancias',
      'De tener una reserva de efectivo para emergencias',
      'De gastar el tesoro antes de que se pierda',
      'De esconder el oro donde nadie pueda encontrarlo',
    ],
    explanation:
      'El cuarto remedio trata de invertir solo donde el capital está seguro y de pedir consejo a personas con experiencia en el manejo del dinero. (No trata de una reserva de efectivo). La Guía lo aplica a bitcoin como proteger tus claves.',
  },
  'guide-fifth-cure': {
    prompt: '¿Qué recomienda el quinto remedio, «Haz de tu vivienda una inversión rentable», en el libro de Clason?',
    options: [
      'Alquilar la casa más grande que uno pueda pagar',
      'Pedir un préstamo con la casa como garantía para invertir',
      'Ser dueño de la propia casa en lugar de pagar alquiler a un casero',
      'Vender la casa para comprar oro',
    ],
    explanation:
      'La lección de Clason: una casa propia mejora la vida de tu familia, y un gasto mensual se convierte en algo que te pertenece. La Guía añade que nunca se debe pedir prestado con la casa como garantía para comprar bitcoin.',
  },
  'guide-sixth-cure': {
    prompt: 'El sexto remedio es «Asegura un ingreso para el futuro». ¿Qué le pide a quien ahorra?',
    options: [
      'Gastar sin preocuparse mientras es joven',
      'Prever con anticipación los años en que ya no pueda trabajar, y a su familia',
      'Confiar en la buena suerte en la vejez',
      'Prestar todos sus ahorros a la tasa más alta',
    ],
    explanation:
      'La lección de Clason: prevé tu vejez y a tu familia por si ya no estás para ganar por ellos. La Guía añade un plan de herencia, para que tus herederos puedan recuperar tu bitcoin.',
  },
  'guide-seventh-cure': {
    prompt: 'El séptimo remedio es «Aumenta tu capacidad de ganar». Según la Guía, ¿cómo ayuda a quien ahorra?',
    options: [
      'Reemplaza la necesidad de ahorrar',
      'Garantiza el rendimiento de las inversiones',
      'Permite saltarse el primer remedio',
      'Cuanto más capaz te vuelves, más puedes ganar, y más puedes ahorrar',
    ],
    explanation:
      'La lección de Clason, en palabras de hoy: cultiva tus habilidades y estudia tu oficio. Un ingreso mayor hace crecer la décima parte que guardas, y el conocimiento también protege lo que guardas.',
  },
  'guide-first-law': {
    prompt: 'Según la primera ley del oro, ¿a quién llega el oro con gusto y en cantidades crecientes?',
    options: [
      'A quien aparta al menos una décima parte de sus ganancias para su futuro y el de su familia',
      'A quien pide prestado para invertir',
      'A quien sigue a la multitud',
      'A quien nace en una familia rica',
    ],
    explanation:
      'La primera ley, contada de nuevo: el oro llega con gusto, y en cantidades crecientes, a quien aparta al menos una décima parte de sus ganancias para formar un patrimonio. La Guía la aplica como ahorro regular, por ejemplo con compras periódicas (DCA).',
  },
  'guide-third-law': {
    prompt:
      'La tercera ley del oro dice que el oro se queda con el dueño prudente. ¿El consejo de quién sigue ese dueño?',
    options: [
      'El de cualquiera que prometa el mayor rendimiento',
      'El de nadie',
      'El de personas con experiencia en el manejo del oro',
      'El del primer desconocido que encuentre en el mercado',
    ],
    explanation:
      'La tercera ley, contada de nuevo: el oro se aferra al dueño que lo invierte con cautela, con el consejo de personas con experiencia en su manejo. La Guía la aplica como aprender de fuentes confiables y verificar antes de confiar.',
  },
  'guide-fourth-law': {
    prompt: '¿Contra invertir en qué tipo de negocio advierte la cuarta ley del oro?',
    options: [
      'Uno antiguo y establecido',
      'Uno que quien invierte no conoce',
      'Uno que dirige la familia de quien invierte',
      'Uno que paga sus deudas a tiempo',
    ],
    explanation:
      'La cuarta ley, contada de nuevo: el oro se escapa de quienes lo ponen en negocios que no entienden. La práctica de la Guía: ten solo lo que puedas explicar con tus propias palabras.',
  },
  'guide-fifth-law': {
    prompt: '¿Contra cuál de estas cosas advierte la quinta ley del oro?',
    options: [
      'Ahorrar una décima parte de cada salario',
      'Pedir consejo a personas con experiencia',
      'Ser dueño de la propia casa',
      'Forzar el oro hacia ganancias imposibles y seguir los consejos de embaucadores',
    ],
    explanation:
      'La quinta ley, contada de nuevo: el oro huye de quienes lo fuerzan hacia ganancias imposibles o siguen los tentadores consejos de embaucadores y estafadores. La Guía la aplica al apalancamiento, a los rendimientos prometidos y a las estafas de regalos.',
  },
  'strategies-counsel': {
    prompt:
      'Un desconocido en internet promete duplicar cualquier bitcoin que le envíes. ¿Qué ley del oro describe esto?',
    options: [
      'La quinta: el oro huye de quienes siguen los consejos de embaucadores y estafadores',
      'La primera: el oro llega a quien ahorra',
      'La segunda: el oro trabaja para el dueño sabio',
    ],
    explanation:
      'La quinta ley advierte contra los tentadores consejos de embaucadores y estafadores, y contra las ganancias imposibles. La práctica de la Guía menciona las estafas de regalos: enviar bitcoin para que lo «dupliquen» es una de ellas.',
  },
  'guide-supply-cap': {
    prompt: '¿Cuál es la mayor cantidad de bitcoin que podrá existir?',
    options: ['21 millones', '100 millones', 'No hay límite', '210,000'],
    explanation:
      'Las reglas de consenso limitan la oferta a 21 millones de bitcoin (y como cada subsidio se redondea hacia abajo a satoshis enteros, se emitirán algo menos). Cada nodo hace cumplir ese límite.',
  },
  'guide-halving-interval': {
    prompt: '¿Cada cuánto se reduce a la mitad la recompensa por un bloque nuevo?',
    options: [
      'Cada año',
      'Cada 2,016 bloques',
      'Cada 210,000 bloques, más o menos cada cuatro años',
      'Cuando los mineros lo votan',
    ],
    explanation:
      'El subsidio se reduce a la mitad cada 210,000 bloques; a unos diez minutos por bloque, eso es más o menos cada cuatro años. (2,016 bloques es el periodo de ajuste de dificultad, otra regla distinta).',
  },
  'guide-subsidy-since-april-2024': {
    prompt: 'Desde el halving de abril de 2024 (bloque 840,000), ¿cuántos bitcoin nuevos crea cada bloque?',
    options: ['50', '6.25', '12.5', '3.125'],
    explanation:
      'El subsidio empezó en 50 BTC y se ha reducido a la mitad cuatro veces: 25, 12.5, 6.25 y, desde el bloque 840,000 hasta el bloque 1,050,000, 3.125 bitcoin nuevos por bloque.',
  },
  'guide-satoshis': {
    prompt: '¿Cuántos satoshis forman un bitcoin?',
    options: ['1,000', '1,000,000', '100,000,000', '21,000,000'],
    explanation:
      'Un bitcoin son 100,000,000 satoshis (1 sat = 0.00000001 BTC), así que nadie necesita comprar un bitcoin entero.',
  },
  'guide-whitepaper-title': {
    prompt: '¿Cuál era el título del documento técnico (whitepaper) de Satoshi Nakamoto de 2008?',
    options: [
      '«Bitcoin: A Peer-to-Peer Electronic Cash System» (Bitcoin: un sistema de efectivo electrónico de persona a persona)',
      'Bitcoin: A Digital Gold Standard (Bitcoin: un patrón oro digital)',
      'Bitcoin: A Bank for the Internet (Bitcoin: un banco para internet)',
    ],
    explanation:
      'El whitepaper, publicado el 31 de octubre de 2008, se titula «Bitcoin: A Peer-to-Peer Electronic Cash System»: pagos enviados directamente de una parte a otra sin pasar por una institución financiera.',
  },
  'guide-exchange-claim': {
    prompt: 'En palabras de la Guía, ¿qué es el bitcoin que se deja en un exchange?',
    options: [
      'Monedas a tu nombre en la cadena de bloques, con tus claves',
      'Un derecho de cobro frente a la empresa, no monedas que tú tienes',
      'Algo que la red asegura contra pérdidas',
      'Algo que el exchange no puede congelar',
    ],
    explanation:
      'Quien tiene las claves privadas controla el bitcoin. En un exchange, la empresa tiene las claves, así que el cliente tiene un derecho de cobro frente a la empresa.',
  },
  'treasury-tenth-of-3000': {
    prompt: 'Una persona gana 3,000 al mes y sigue el primer remedio. ¿Qué es lo mínimo que guarda cada mes?',
    options: ['30', '300', '900', '2,700'],
    explanation:
      'Una décima parte de 3,000 es 300: de cada diez monedas que entran en la bolsa, no gastes más de nueve, y guarda al menos una décima parte.',
  },
  'security-guard-cure': {
    prompt: '¿Qué remedio de Clason aplica la Guía como proteger tus claves y respaldar tu frase semilla?',
    options: ['El primero', 'El cuarto: protege tus tesoros de las pérdidas', 'El quinto', 'El séptimo'],
    explanation:
      'El cuarto remedio mantiene seguro el capital antes de buscar ganancias. Para bitcoin, la Guía señala que quienes ahorran pierden monedas por estafas, hackeos, custodios que quiebran y claves perdidas.',
  },
  'security-inheritance': {
    prompt: 'En palabras de la Guía, ¿qué necesita un plan de herencia para bitcoin?',
    options: [
      'Compartir hoy tu frase semilla con cada heredero',
      'Nada: los herederos heredan el bitcoin automáticamente',
      'Instrucciones de recuperación claras guardadas con tus documentos de herencia, sin compartir la frase semilla mientras vives',
      'Una publicación en redes sociales con tu dirección',
    ],
    explanation:
      'El sexto remedio provee para la familia. Bitcoin no se puede recuperar sin sus claves, así que los herederos necesitan instrucciones que puedan seguir, guardadas de forma segura, mientras la frase semilla sigue siendo privada durante tu vida.',
  },
  'guide-mistake-timing': {
    prompt:
      'Según los Errores comunes de principiantes de la Guía, ¿a qué suele llevar intentar adivinar el momento del mercado?',
    options: [
      'A comprar barato y vender caro',
      'A comprar caro por entusiasmo y vender barato por miedo',
      'A pagar menos comisiones',
      'A una ganancia garantizada',
    ],
    explanation:
      'Esperar la caída perfecta, o comprar porque el precio se dispara, suele significar comprar caro por entusiasmo y vender barato por miedo. El remedio: sigue un calendario fijo y escribe tu plan mientras estás en calma.',
  },
  'guide-mistake-afford': {
    prompt:
      'Según la Guía, ¿por qué el dinero que quizá necesites en los próximos años, como el alquiler, no es adecuado para bitcoin?',
    options: [
      'Rinde demasiados intereses',
      'Puede obligarte a vender en el peor momento durante una caída',
      'Los exchanges lo rechazan',
      'Paga impuestos dos veces',
    ],
    explanation:
      'El dinero que quizá necesites en los próximos años puede obligarte a vender en el peor momento durante una caída; ningún plazo de tenencia garantiza una recuperación.',
  },
  'guide-mistake-security': {
    prompt: '¿Cuál de estas cosas menciona la Guía como una forma común en que los principiantes pierden bitcoin?',
    options: [
      'Escribir la frase semilla en papel',
      'Guardar la frase semilla en una foto o en una nota en la nube',
      'Usar la autenticación de dos factores',
      'Hacer la Evaluación de seguridad',
    ],
    explanation:
      'Dejar montos grandes en un exchange, guardar la frase semilla en una foto o en una nota en la nube, o no usar la autenticación de dos factores son formas comunes en que los principiantes pierden bitcoin.',
  },
  'guide-pyramid-step': {
    prompt: '¿Qué te da cada escalón que subes en la Pirámide de seguridad de la Guía?',
    options: [
      'Más rendimiento',
      'Más control, eliminando una forma de perder tus ahorros, a cambio de un poco más de cuidado',
      'Precios más bajos',
      'Pagos más rápidos',
    ],
    explanation:
      'Cada escalón que subes en la pirámide te da más control y elimina una forma de perder tus ahorros, a cambio de un poco más de cuidado.',
  },
  'guide-pyramid-top': {
    prompt: '¿Qué hay en la cima de la Pirámide de seguridad de la Guía?',
    options: [
      'La custodia en un exchange',
      'La billetera de software',
      'La configuración multifirma: varias claves en lugares separados deben estar de acuerdo',
      'Un recibo en papel',
    ],
    explanation:
      'En la cima, la configuración multifirma: varias claves en lugares separados deben estar de acuerdo, así que no hay un único punto de falla.',
  },
  'guide-volatility-plan': {
    prompt: 'Según la Guía, ¿qué evita que quien ahorra decida en pánico cuando el precio de bitcoin oscila?',
    options: [
      'Revisar el precio cada hora',
      'Un plan escrito en momentos de calma',
      'Vender en la primera caída',
      'Pedir prestado para comprar más',
    ],
    explanation:
      'Oscilaciones del 20% o más en pocas semanas son normales en bitcoin; un plan escrito en momentos de calma es lo que evita que quien ahorra decida en pánico.',
  },
  'guide-permissionless': {
    prompt: '¿Qué significa «sin permisos» en los Fundamentos de Bitcoin de la Guía?',
    options: [
      'Solo los bancos pueden usar bitcoin',
      'Cualquiera con conexión a internet puede crear una billetera: no se necesita cuenta bancaria, solicitud ni aprobación',
      'Bitcoin necesita una licencia del gobierno',
      'Los mineros aprueban a cada usuario',
    ],
    explanation:
      'Bitcoin no pide permisos: cualquiera con conexión a internet puede crear una billetera y enviar o recibir bitcoin. No se necesita cuenta bancaria, solicitud ni aprobación: la red solo comprueba que una transacción siga sus reglas.',
  },
} satisfies Record<GuideQuestionId, TranslatedQuestion>;
