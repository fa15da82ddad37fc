import type { TranslatedQuestion } from '../quiz-questions/authored';
import type { StrategyQuestionId } from '../quiz-questions/strategies';

/**
 * The strategies quiz questions in Spanish (issue 48), keyed by the English questions' ids
 * (../quiz-questions/strategies.ts): the prompt, every option in the authored order, the explanation.
 * These texts reveal the answers: only the server imports them (decision 042).
 */
export const strategyQuestionsEs = {
  'strategies-value-averaging': {
    prompt:
      'Promedio de valor con un objetivo que crece $100 al mes: el objetivo ahora es $300 y lo que tienes vale $250. ¿Cuánto compra el plan?',
    options: ['$100', '$50', '$300', 'Nada'],
    explanation:
      'Resta el valor de lo que tienes al objetivo de este mes: la diferencia es lo que compras, $300 − $250 = $50. Si lo que tienes hubiera valido más que el objetivo, la versión que solo compra no compraría nada.',
  },
  'strategies-value-averaging-difference': {
    prompt: '¿En qué se diferencia el promedio de valor del promedio del costo en dólares (DCA)?',
    options: [
      'Fija un objetivo de cuánto debería valer lo que tienes, y compra lo que haga falta para alcanzarlo',
      'Compra el mismo monto cada vez',
      'Compra una sola vez',
      'Vende todo cada mes',
    ],
    explanation:
      'El DCA fija el monto que se gasta; el promedio de valor fija el crecimiento del valor de lo que tienes, así que compra más después de una caída y menos, o nada, después de una subida.',
  },
  'strategies-stacking-sats-unit': {
    prompt: 'Acumular sats cuenta el bitcoin en satoshis. ¿Qué es un sat?',
    options: ['0.01 BTC', '0.0001 BTC', '0.00000001 BTC', 'Un centavo de dólar en bitcoin'],
    explanation:
      'Un bitcoin son 100,000,000 satoshis, así que 1 sat es 0.00000001 BTC: nadie tiene que comprar un bitcoin entero.',
  },
  'strategies-stacking-seed': {
    prompt: '¿Con qué parte de la historia de Arkad en el libro relaciona la tarjeta Acumular sats esta estrategia?',
    options: [
      'Su fortuna empezó con la parte de cada salario que se negó a gastar',
      'Ganó una carrera de carros',
      'Heredó el oro de su padre',
      'Encontró un tesoro en las murallas de Babilonia',
    ],
    explanation:
      'La riqueza crece de una semilla pequeña: la fortuna de Arkad empezó con la parte de cada salario que guardó. Los montos pequeños que de verdad se ahorran son la semilla, no los montos grandes que solo se planean.',
  },
  'strategies-dip-rules': {
    prompt: '¿Qué hace «estratégica» la compra en caídas en la pestaña Estrategias?',
    options: [
      'Comprar cada vez que las noticias asustan',
      'Reglas fijadas de antemano sobre cuánto comprar a ciertas distancias por debajo del máximo reciente',
      'Pedir prestado para comprar cada caída',
      'Saber dónde terminará una caída',
    ],
    explanation:
      'Una reserva de efectivo se usa según reglas fijadas de antemano, decididas en momentos de calma: por ejemplo, una parte al caer 20%, otra al 30% y otra al 40%. Nadie sabe dónde terminará una caída.',
  },
  'strategies-mining-difficulty': {
    prompt: 'Más mineros se unen a la red y los bloques llegan más rápido que cada diez minutos. ¿Qué pasa después?',
    options: [
      'Sube el subsidio',
      'La dificultad sube en el siguiente ajuste, así que la parte de las recompensas de cada minero se reduce',
      'Crece el límite de 21 millones',
      'Nunca cambia nada',
    ],
    explanation:
      'La dificultad sigue una media móvil que apunta a un número promedio de bloques por hora: sube a medida que se unen más mineros, así que la parte de las recompensas de un minero se reduce cuando otros se unen.',
  },
  'strategies-mining-revenue': {
    prompt:
      'La tarjeta Minería de bitcoin advierte que una parte de los ingresos de un minero se reduce según un calendario. ¿Cuál?',
    options: [
      'El subsidio de bloque, que se reduce a la mitad cada 210,000 bloques',
      'El precio de la electricidad',
      'Las comisiones de transacción, que por ley bajan cada año',
      'Los pagos del pool de minería, que se detienen después de cuatro años',
    ],
    explanation:
      'El subsidio de bloque se reduce a la mitad cada 210,000 bloques, más o menos cada cuatro años, mientras la dificultad sube a medida que se unen más mineros, así que la eficiencia de una máquina importa cada vez más.',
  },
  'strategies-mining-cost': {
    prompt: 'Según la tarjeta Minería de bitcoin, ¿qué decide casi todo sobre si minar resulta rentable?',
    options: [
      'El color de la máquina',
      'Tu precio total de la electricidad por kilovatio-hora',
      'El número de billeteras que usas',
      'El día de la semana en que empiezas',
    ],
    explanation:
      'El primer paso de la tarjeta es averiguar tu precio total de la electricidad por kilovatio-hora, y luego comparar los números de una máquina con simplemente comprar bitcoin: comprar la misma cantidad a menudo ha costado menos que minarla.',
  },
  'strategies-lightning-fees': {
    prompt: '¿Cómo gana un nodo de enrutamiento de Lightning?',
    options: [
      'Con intereses que la red paga sobre los saldos de los canales',
      'Minando bloques',
      'Con pequeñas comisiones que cobra por reenviar los pagos de otras personas',
      'Con una parte de cada transacción en la cadena',
    ],
    explanation:
      'Cada canal anuncia una comisión base y una comisión proporcional por reenviar pagos. El nodo las gana solo mientras está en línea, con sus fondos en una billetera caliente; los ingresos por enrutamiento suelen ser pequeños.',
  },
  'strategies-options-law': {
    prompt:
      'Las estrategias con opciones son las más riesgosas y complejas de la pestaña Estrategias. ¿Qué ley del oro cita su tarjeta?',
    options: ['La primera', 'La segunda', 'La tercera', 'La quinta'],
    explanation:
      'La tarjeta cita la quinta ley del oro de Clason: el oro huye de quienes lo fuerzan hacia ganancias imposibles, o lo confían a su propia inexperiencia.',
  },
  'strategies-unfamiliar': {
    prompt:
      'La tarjeta Minería de bitcoin pregunta si entiendes el oficio antes de poner tu oro en él. ¿Qué ley del oro es esa?',
    options: [
      'La cuarta: el oro se escapa de quienes lo ponen en un trabajo que no conocen',
      'La primera: ahorra una décima parte',
      'El sexto remedio',
      'Ninguna',
    ],
    explanation:
      'La cuarta ley de Clason advierte que el oro se escapa de quienes lo ponen en negocios que no conocen; la tarjeta la aplica a la minería.',
  },
  'strategies-business-treasury': {
    prompt:
      '¿Con cuál de los siete remedios relaciona la tarjeta Tesorería empresarial las reservas en bitcoin de una empresa?',
    options: [
      'El primero: empieza a engordar tu bolsa',
      'El cuarto: protege tus tesoros de las pérdidas',
      'El quinto: haz de tu vivienda una inversión rentable',
      'Ninguno',
    ],
    explanation:
      'El principio de la tarjeta es el cuarto remedio, protege tus tesoros de las pérdidas: una política escrita, el control compartido de las claves y una custodia cuidadosa protegen las reservas. Apartar una parte de cada pago antes de gastar sería el primer remedio.',
  },
  'dca-definition': {
    prompt: '¿Qué es el promedio del costo en dólares (DCA)?',
    options: [
      'Comprar solo después de que baje el precio',
      'Comprar un monto fijo en dólares con un calendario fijo, sea cual sea el precio',
      'Comprar una sola vez, con todos tus ahorros',
      'Vender un monto fijo cada semana',
    ],
    explanation:
      'El DCA gasta el mismo monto a intervalos regulares, por ejemplo $25 cada semana, sea cual sea el precio. La Guía relaciona este tipo de ahorro regular con la primera ley del oro.',
  },
  'dca-more-when-low': {
    prompt: 'Con el DCA, ¿qué pasa cuando el precio está bajo un día de compra?',
    options: [
      'El monto fijo compra más sats',
      'El monto fijo compra menos sats',
      'Se salta la compra',
      'La compra se duplica',
    ],
    explanation:
      'Un monto fijo dividido entre un precio más bajo es más bitcoin: cuando el precio está bajo tu dinero compra más sats, y cuando está alto compra menos.',
  },
  'dca-timing-mistake': {
    prompt: '¿Qué error de principiante de la Guía descarta un calendario fijo de DCA?',
    options: [
      'Descuidar la seguridad',
      'Intentar adivinar el momento del mercado',
      'Olvidar una contraseña',
      'Pagar comisiones de red',
    ],
    explanation:
      'Con un calendario fijo no hay un día que elegir, así que el miedo y el entusiasmo quedan fuera de la decisión: descarta intentar adivinar el momento del mercado.',
  },
  'dca-rising-market': {
    prompt:
      'En un mercado que sube de forma constante, ¿cómo se compara el DCA con una suma única al principio por el mismo total?',
    options: [
      'El DCA siempre compra más bitcoin',
      'Siempre compran la misma cantidad',
      'La suma única al principio habría comprado más bitcoin',
      'El DCA es imposible en un mercado que sube',
    ],
    explanation:
      'Si cada precio posterior es más alto, el dinero gastado al principio compra más que el dinero gastado después. El DCA cambia eso por no tener que elegir nunca el día.',
  },
  'dca-long-fall': {
    prompt: '¿Protege el DCA a quien ahorra de una caída larga del precio?',
    options: [
      'Sí, el DCA no puede perder dinero',
      'Sí, después de cuatro compras',
      'No: suaviza el costo promedio, pero no protege de una caída larga del precio',
      'Solo los fines de semana',
    ],
    explanation:
      'El DCA reparte las compras en el tiempo; si el precio cae y sigue bajo, lo que tienes vale menos de lo que pagaste. Solo el dinero que no necesitarás en muchos años, y que podrías perder sin pasar apuros, debe ir ahí.',
  },
  'dca-payday': {
    prompt:
      '¿Por qué la tarjeta Promedio del costo en dólares sugiere programar una compra recurrente justo después del día de pago?',
    options: [
      'Los precios son más bajos los días de pago',
      'Los exchanges no cobran comisiones los días de pago',
      'La parte ahorrada se aparta cada vez que te pagan, antes de gastar en cualquier otra cosa',
      'Los bancos lo exigen',
    ],
    explanation:
      'Es el primer remedio, empieza a engordar tu bolsa: una parte fija de todo lo que ganas se aparta cada vez que te pagan, antes de gastar en cualquier otra cosa.',
  },
  'dca-withdraw': {
    prompt: 'El bitcoin comprado con compras recurrentes se queda en el exchange. ¿Qué riesgo corre allí?',
    options: [
      'Ninguno: los exchanges no pueden quebrar',
      'El riesgo de custodia, hasta que lo retires a una billetera que controles',
      'Deja de contar dentro de los 21 millones',
      'Pierde satoshis cada día',
    ],
    explanation:
      'El bitcoin que se deja en el exchange corre un riesgo de custodia hasta que lo retiras. La tarjeta sugiere retirarlo con regularidad a una billetera que controles, cuando la comisión de red sea una parte pequeña del monto.',
  },
  'dca-small-fees': {
    prompt: '¿Por qué muchas compras recurrentes muy pequeñas pueden costar más?',
    options: [
      'Sus comisiones pesan más como parte de cada compra',
      'Las compras pequeñas pagan más impuestos en todas partes',
      'La red rechaza las compras pequeñas',
      'No pueden costar más',
    ],
    explanation:
      'Una comisión de $1 es el 10% de una compra de $10, pero el 1% de una de $100, así que las tablas de comisiones importan en las compras pequeñas y frecuentes: compáralas antes de elegir dónde comprar.',
  },
  'dca-amount': {
    prompt: '¿Cómo sugiere la tarjeta Promedio del costo en dólares elegir el monto de un plan?',
    options: [
      'Tanto como un exchange te deje pedir prestado',
      'El monto que corresponda a la última subida del precio',
      'Un monto que puedas apartar cada periodo sin tocar tu fondo de emergencia ni tus cuentas',
      'Todo tu fondo de emergencia de una vez',
    ],
    explanation:
      'El monto sale del presupuesto: dinero que no necesitarás en muchos años, y que podrías perder sin pasar apuros, apartado sin tocar tu fondo de emergencia ni tus cuentas.',
  },
  'dca-review': {
    prompt: '¿Cada cuánto sugiere la tarjeta Promedio del costo en dólares revisar el plan?',
    options: ['Cada vez que el precio se mueve', 'Una o dos veces al año', 'Nunca', 'Cada hora'],
    explanation:
      'Revisa el plan una o dos veces al año, no cada vez que el precio se mueve: un plan que se cambia con cada movimiento vuelve a ser un intento de adivinar el momento del mercado.',
  },
  'strategies-va-deep-fall': {
    prompt: '¿Qué riesgo tiene el promedio de valor en una caída profunda?',
    options: [
      'Ninguno: siempre cuesta menos',
      'Una caída profunda puede exigir mucho más efectivo del que planeaste',
      'Deja de comprar por completo',
      'Vende todo automáticamente',
    ],
    explanation:
      'El promedio de valor compra lo que haga falta para alcanzar el objetivo, así que una caída profunda puede exigir mucho más efectivo del que planeaste: necesitas una reserva o un tope mensual.',
  },
  'strategies-va-target': {
    prompt: 'En un promedio de valor con un objetivo de $100 más cada mes, ¿cuál es el objetivo después del mes 2?',
    options: ['$100', '$200', '$300', '$50'],
    explanation:
      'Tú fijas qué tan rápido debe crecer el valor de lo que tienes: $100 más cada mes hace que el objetivo sea $100 después del mes 1, $200 después del mes 2, y así sucesivamente; cada mes compras lo que haga falta para alcanzarlo.',
  },
  'strategies-va-sells': {
    prompt:
      '¿Qué puede hacer la versión estricta del promedio de valor cuando lo que tienes está por encima del objetivo?',
    options: [
      'Pedir prestado para comprar más',
      'Vender, lo que puede generar hechos imponibles',
      'Nada en absoluto',
      'Mover las monedas al almacenamiento en frío',
    ],
    explanation:
      'La versión estricta vende cuando estás por encima del objetivo, lo que puede generar hechos imponibles.',
  },
  'strategies-stack-fees': {
    prompt: '¿Qué desventaja tienen las compras de bitcoin muy pequeñas al acumular sats?',
    options: [
      'No se pueden contar',
      'Las compras muy pequeñas pueden perder una gran parte en comisiones y diferenciales',
      'La ley no las permite',
      'Siempre son gratis',
    ],
    explanation:
      'Las comisiones pesan más en las compras pequeñas: las compras muy pequeñas pueden perder una gran parte en comisiones y diferenciales, así que elige una forma de bajo costo para comprar montos pequeños y revisa antes sus comisiones.',
  },
  'strategies-stack-track': {
    prompt: '¿Por qué la tarjeta Acumular sats sugiere seguir tu acumulado en sats y no en dólares?',
    options: [
      'Los dólares no están permitidos',
      'Para mantener tu atención en la acumulación',
      'Los sats valen más',
      'Para evitar impuestos',
    ],
    explanation:
      'Seguir tu acumulado en sats y no en dólares mantiene tu atención en la acumulación: un acumulado que sigue creciendo, sea cual sea el precio.',
  },
  'strategies-stack-whole': {
    prompt: '¿Qué idea falsa elimina pensar en sats?',
    options: [
      'Que bitcoin tiene un límite de oferta',
      'Que tienes que comprar un bitcoin entero',
      'Que existen las comisiones',
      'Que los exchanges necesitan KYC',
    ],
    explanation:
      'Pensar en sats elimina la idea falsa de que tienes que comprar un bitcoin entero. Los montos pequeños que de verdad ahorras valen más que los montos grandes que solo planeas ahorrar.',
  },
  'strategies-dip-bottom': {
    prompt: '¿Cuál es el riesgo principal de comprar caídas en niveles fijos por debajo del máximo reciente?',
    options: [
      'No hay riesgo',
      'Una caída puede seguir mucho más allá de tus niveles: no hay un piso garantizado',
      'El exchange rechaza la orden',
      'Las caídas nunca ocurren',
    ],
    explanation:
      'No hay un piso garantizado: una caída puede seguir mucho más allá de tus niveles. Bitcoin ha caído más del 70% desde un máximo varias veces, y nadie sabe dónde terminará una caída.',
  },
  'strategies-dip-alongside': {
    prompt: 'Según su tarjeta, ¿cómo se suele llevar la compra estratégica en caídas?',
    options: [
      'En lugar de cualquier plan regular',
      'Junto a un plan constante de promedio del costo en dólares, no en su lugar',
      'Con dinero prestado',
      'Solo la hacen operadores profesionales',
    ],
    explanation:
      'Se suele llevar junto a un plan constante de promedio del costo en dólares, no en su lugar: la compra en caídas es un añadido, no un reemplazo.',
  },
  'strategies-dip-emergency': {
    prompt: '¿Qué dinero dice la tarjeta Compra estratégica en caídas que nunca se debe usar para comprar caídas?',
    options: [
      'Una reserva separada apartada para eso',
      'Tu fondo de emergencia',
      'Dinero que no necesitarás en años',
      'Tu plan mensual regular',
    ],
    explanation: 'Aparta una reserva separada que no necesites en años. Nunca uses tu fondo de emergencia.',
  },
  'strategies-dip-timing': {
    prompt: '¿En qué error de principiante puede caer fácilmente la compra en caídas?',
    options: [
      'En intentar adivinar el momento del mercado, justo el error que pretende evitar',
      'En perder una frase semilla',
      'En reutilizar direcciones',
      'En pagarte primero a ti',
    ],
    explanation:
      'Comprar en caídas exige vigilancia y disciplina, y cae fácilmente en intentar adivinar el momento del mercado, justo el error que pretende evitar.',
  },
  'strategies-mining-electricity': {
    prompt:
      'Según la tarjeta Minería de bitcoin, ¿qué decide casi todo sobre la ganancia de una instalación de minería?',
    options: [
      'El color de la máquina',
      'Tu precio total de la electricidad por kilovatio-hora',
      'El número de billeteras que tienes',
      'El día de la semana',
    ],
    explanation:
      'Averigua tu precio total de la electricidad por kilovatio-hora: decide casi todo. Minar a menudo no es rentable con los precios habituales de la electricidad de un hogar.',
  },
  'strategies-lightning-hot': {
    prompt:
      '¿Por qué el dinero de un nodo de enrutamiento de Lightning corre más riesgo que el almacenamiento en frío?',
    options: [
      'No es bitcoin de verdad',
      'Los fondos de un nodo están en una billetera caliente, en línea',
      'Lightning no tiene comisiones',
      'Los canales nunca se cierran',
    ],
    explanation:
      'Tener un nodo Lightning significa que sus fondos están en una billetera caliente, en línea, lo que es más riesgoso que el almacenamiento en frío. Ponle solo lo que puedas permitirte perder.',
  },
  'strategies-lightning-return': {
    prompt: 'Según la tarjeta, para la mayoría de quienes enrutan pagos Lightning, ¿cuál es la ganancia principal?',
    options: [
      'Grandes comisiones de enrutamiento',
      'El conocimiento adquirido',
      'Bitcoin gratis de la red',
      'Intereses de los canales',
    ],
    explanation:
      'Los ingresos por enrutamiento suelen ser pequeños; para la mayoría de las personas, el conocimiento adquirido es la ganancia principal.',
  },
  'strategies-options-expire': {
    prompt: '¿Qué le puede pasar a una opción que compras?',
    options: [
      'Siempre paga',
      'Puede vencer sin valor, y se pierde toda la prima',
      'Se convierte en bitcoin',
      'Gana intereses',
    ],
    explanation:
      'Las opciones que compras pueden vencer sin valor, y se pierde toda la prima; vender opciones sin cobertura puede hacer perder mucho más que la prima recibida.',
  },
  'strategies-options-covered-call': {
    prompt: '¿A qué te puede obligar una call cubierta?',
    options: [
      'A comprar más bitcoin',
      'A vender tu bitcoin si el precio sube por encima del precio de ejercicio',
      'A pagar una cuota mensual',
      'A mover monedas a un exchange',
    ],
    explanation:
      'Una call cubierta te puede obligar a vender tu bitcoin si el precio sube por encima del precio de ejercicio.',
  },
  'strategies-business-policy': {
    prompt: 'Según la tarjeta Tesorería empresarial, ¿qué fija la política de tesorería escrita de una empresa?',
    options: [
      'Solo el precio objetivo',
      'Cuánto tener, cómo se compra, quién controla las claves y cómo se informa',
      'Qué empleados reciben bonos en bitcoin',
      'Nada: las políticas son opcionales',
    ],
    explanation:
      'Una empresa tiene parte de sus reservas en bitcoin según una política de tesorería escrita que fija cuánto tener, cómo se compra, quién controla las claves y cómo se informa.',
  },
  'strategies-business-multisig': {
    prompt: '¿Cómo puede la custodia multifirma proteger las reservas en bitcoin de una empresa?',
    options: [
      'Ocultando el saldo',
      'Exigiendo que varios directivos aprueben cualquier gasto',
      'Pagando intereses',
      'Evitando impuestos',
    ],
    explanation:
      'La custodia multifirma puede exigir que varios directivos aprueben cualquier gasto, así que ninguna persona sola puede mover las reservas.',
  },
} satisfies Record<StrategyQuestionId, TranslatedQuestion>;
