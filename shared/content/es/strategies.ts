import type { StrategyId } from '../../schemas/strategy';
import type { StrategyLabels, StrategyText } from '../strategies';

/**
 * The eight strategies in Spanish (docs/translation-es.md), keyed by id: the ratings, ids and
 * minimums stay the English source's (shared/content/strategies.ts). A Babylonian principle keeps
 * its form, "name: how it applies", and is Arkad's wording, not a quotation.
 */
export const strategyTextsEs = {
  dca: {
    name: 'Promedio del costo en dólares (DCA)',
    babylonianPrinciple:
      'Empieza a engordar tu bolsa: aparta una parte fija de todo lo que ganas, cada vez que te pagan, antes de gastar en cualquier otra cosa.',
    description:
      'Comprar un monto fijo en dólares de bitcoin con un calendario fijo, por ejemplo 25 dólares cada semana, sea cual sea el precio. Cuando el precio está bajo tu dinero compra más sats, y cuando está alto compra menos, así que tu costo promedio se suaviza con el tiempo.',
    whyItMatters:
      'Convierte el ahorro en un hábito que no necesita pronósticos. Como nunca tienes que decidir si hoy es un buen día para comprar, descarta uno de los errores de principiante que describe la Guía, intentar adivinar el momento del mercado, y deja el miedo y el entusiasmo fuera de la decisión.',
    pros: [
      'No necesita predicciones de precio ni leer gráficos',
      'Se puede automatizar en muchos exchanges y brókeres',
      'Suaviza tu precio promedio de compra entre meses buenos y malos',
      'Puede empezar con montos pequeños, desde unos 10 dólares',
      'Crea un hábito de ahorro que dura',
    ],
    cons: [
      'En un mercado que sube sin pausa, una sola compra grande al principio habría comprado más bitcoin',
      'Muchas compras pequeñas pueden costar más en comisiones como parte de cada compra; compara las tarifas',
      'El bitcoin que queda en el exchange después de cada compra tiene riesgo de custodia hasta que lo retires',
      'No te protege de una caída larga del precio',
    ],
    bestFor: [
      'Principiantes que arman su primer ahorro en bitcoin',
      'Personas con un ingreso regular que quieren un plan para configurar y olvidar',
      'Cualquiera a quien las oscilaciones del precio le causen estrés',
    ],
    implementation: [
      'Calcula un monto que puedas apartar cada periodo sin tocar tu fondo de emergencia ni tus cuentas: dinero que no vayas a necesitar en muchos años y que podrías perder sin apuros.',
      'Elige un exchange o bróker regulado y de buena reputación disponible en tu país, y compara sus comisiones para compras periódicas.',
      'Configura una compra periódica, semanal o mensual, que caiga después de tu día de pago.',
      'Retira tu bitcoin a una billetera que controles con un calendario regular, por ejemplo cuando el saldo sea lo bastante grande para que la comisión de red sea una parte pequeña de él.',
      'Lleva un registro de cada compra (fecha, monto, precio) para tu costo base y tus impuestos.',
      'Revisa el plan una o dos veces al año, no cada vez que se mueve el precio.',
    ],
  },
  'value-averaging': {
    name: 'Promedio de valor',
    babylonianPrinciple:
      'Controla tus gastos: cada compra sigue un plan fijado de antemano, así que lo que compras lo deciden tu presupuesto y tus reglas, no tu estado de ánimo ni los titulares.',
    description:
      'En lugar de comprar un monto fijo, fijas una meta de lo que debería valer tu tenencia cada mes, por ejemplo 100 dólares más cada mes, y compras lo necesario para alcanzarla. Cuando el precio ha bajado compras más; cuando ha subido compras menos, o nada.',
    whyItMatters:
      'Incorpora la disciplina de comprar más cuando los precios están bajos y menos cuando están altos, sin adivinar hacia dónde irá el precio. Michael Edleson expuso el método en su libro Value Averaging como un refinamiento del promedio del costo en dólares.',
    pros: [
      'Compra más cuando los precios bajan y menos cuando suben, por regla y no por intuición',
      'En periodos volátiles a menudo termina con un costo promedio menor que el DCA simple',
      'Da una trayectoria de metas clara con la que medir tu avance',
      'Sigue sin necesitar pronósticos de precio',
    ],
    cons: [
      'Necesita un cálculo y una compra manual cada mes',
      'Una caída fuerte puede exigir mucho más efectivo del previsto, así que necesitas una reserva o un tope mensual',
      'Es más difícil de automatizar que una compra periódica fija',
      'La versión estricta vende cuando estás por encima de la meta, lo que puede generar eventos gravables',
    ],
    bestFor: [
      'Quienes ya practican el DCA y quieren más estructura',
      'Personas con un colchón de efectivo que pueda absorber compras más grandes en meses de bajada',
      'Cualquiera que se sienta cómodo llevando una hoja de cálculo sencilla',
    ],
    implementation: [
      'Elige qué tan rápido debe crecer el valor de tu tenencia, por ejemplo 100 dólares más cada mes, de modo que la meta sea 100 dólares tras el mes 1, 200 tras el mes 2, y así sucesivamente.',
      'Fija un máximo mensual que nunca superarás, y guarda una reserva de efectivo para los meses en que el precio haya bajado.',
      'Cada mes, multiplica tu saldo de bitcoin por el precio actual para saber cuánto vale.',
      'Resta ese valor de la meta de este mes: la diferencia es lo que compras. Si la meta es de 300 dólares y tu bitcoin vale 240, compras 60. Si la diferencia es cero o negativa, la versión que solo compra no compra nada.',
      'Limita la compra a tu máximo mensual y regístrala.',
      'Revisa la trayectoria de metas una vez al año para que siga ajustándose a tu ingreso.',
    ],
  },
  'stacking-sats': {
    name: 'Acumular sats',
    babylonianPrinciple:
      'La riqueza crece de una semilla pequeña: la fortuna de Arkad empezó con la parte de cada salario que se negó a gastar, y cada sat que guardas es una de esas semillas.',
    description:
      'Reunir pequeñas cantidades de bitcoin, contadas en satoshis (1 sat = 0.00000001 BTC), siempre que puedas: el cambio que sobra, redondeos, recompensas y pequeñas compras regulares. Lo que importa no es el tamaño de una compra, sino una pila que no deja de crecer.',
    whyItMatters:
      'Pensar en sats elimina la idea falsa de que hay que comprar un bitcoin entero. Las cantidades pequeñas que de verdad ahorras valen más que las grandes que solo planeas ahorrar, y el hábito de hacer crecer una pila es la base de todas las demás estrategias.',
    pros: [
      'Empieza desde 1 dólar aproximadamente, así que cualquiera puede empezar',
      'La estrategia más sencilla: sin calendarios ni fórmulas que seguir',
      'Hace que ahorrar se sienta gratificante y visible',
      'Funciona con apps de redondeo y de recompensas donde existan',
    ],
    cons: [
      'Las compras muy pequeñas pueden perder una parte grande en comisiones y diferenciales',
      'Comprar de forma irregular es fácil de olvidar sin un recordatorio',
      'Los saldos pequeños repartidos en varias apps cuestan caro de retirar',
      'El crecimiento es lento mientras los montos sigan siendo diminutos',
    ],
    bestFor: [
      'Principiantes absolutos',
      'Personas con un presupuesto ajustado',
      'Jóvenes que ahorran, y familias que enseñan a ahorrar a sus hijos',
    ],
    implementation: [
      'Aprende la unidad: 100,000,000 de sats forman un bitcoin, así que incluso 10 dólares compran una cantidad considerable de sats.',
      'Elige una forma de bajo costo de comprar montos pequeños, y revisa antes sus comisiones y diferenciales.',
      'Agrega disparadores pequeños y regulares: una compra semanal, redondear tus compras o mover el dinero que ahorraste al saltarte una compra.',
      'Sigue tu pila en sats en lugar de en dólares, para mantener la atención en la acumulación.',
      'Cuando valga la pena retirar tu saldo, pásalo a una billetera que controles y escribe su frase semilla sin conexión.',
    ],
  },
  'strategic-dip-buying': {
    name: 'Compras estratégicas en caídas',
    babylonianPrinciple:
      'Haz que tu oro se multiplique, como lo hace un dueño prudente: el ahorro quieto se pone a trabajar, pero solo con reglas decididas en tiempos de calma.',
    description:
      'Mantener una reserva de efectivo y usarla, con reglas fijadas de antemano, cuando el precio cae una distancia fija por debajo de su máximo reciente: por ejemplo una porción al 20 % de caída, otra al 30 % y otra al 40 %. Suele hacerse junto a un plan constante de DCA, no en su lugar.',
    whyItMatters:
      'Bitcoin ha caído más de un 70 % desde un máximo varias veces, por ejemplo en 2018 y 2022. Decidir de antemano lo que harás convierte los momentos que más asustan en compras planeadas en lugar de ventas por pánico. Pero nadie sabe dónde terminará una caída.',
    pros: [
      'Puede bajar tu costo promedio si el precio se recupera después',
      'Las reglas escritas de antemano reducen las decisiones emocionales',
      'Da a una reserva de efectivo un propósito claro',
      'Complementa un núcleo constante de DCA',
    ],
    cons: [
      'Una caída puede seguir mucho más allá de tus niveles: no hay un piso asegurado',
      'El efectivo que espera una caída puede no usarse nunca si el precio sigue subiendo',
      'Necesita vigilancia u órdenes límite, y la disciplina de seguir tus propias reglas',
      'Se desliza con facilidad hacia intentar adivinar el momento del mercado, justo el error que busca evitar',
    ],
    bestFor: [
      'Quienes ya practican el DCA y tienen una reserva de efectivo aparte',
      'Personas que pueden mantener la calma durante caídas bruscas',
      'Quienes aprenden y están listos para escribir reglas y seguirlas',
    ],
    implementation: [
      'Mantén en marcha tu plan regular de DCA: comprar en caídas es un añadido, no un reemplazo.',
      'Aparta una reserva separada que no vayas a necesitar en años. Nunca uses tu fondo de emergencia.',
      'Escribe tus reglas: a qué distancia por debajo del máximo reciente ocurre cada compra, y qué parte de la reserva usa cada nivel.',
      'Coloca órdenes límite en esos niveles, o configura alertas de precio, para actuar por regla y no por sentimiento.',
      'Después de cada compra, retira a tu propia billetera como siempre y regístrala.',
      'Revisa las reglas una vez al año, nunca en medio de una caída.',
    ],
  },
  'bitcoin-mining': {
    name: 'Minería de bitcoin',
    babylonianPrinciple:
      'Haz que tu oro se multiplique, pero solo en un oficio que entiendas: Clason advierte que el oro se escapa de quienes lo ponen en un trabajo que no conocen.',
    description:
      'Operar máquinas de minería especializadas (ASIC) que hacen la prueba de trabajo para asegurar la red, normalmente a través de un pool de minería, y ganar una parte de las recompensas de bloque en bitcoin. La ganancia depende del precio de tu electricidad, la eficiencia de la máquina, el hash rate total de la red y el precio de bitcoin.',
    whyItMatters:
      'La minería es la forma en que se emite bitcoin nuevo y en que la red resiste ataques. Incluso una instalación pequeña enseña en la práctica cómo funcionan los bloques, los ajustes de dificultad y los halvings. Cada 210,000 bloques, más o menos cada cuatro años, el bitcoin nuevo pagado por bloque se reduce a la mitad, así que la eficiencia importa cada vez más.',
    pros: [
      'Gana bitcoin directamente en lugar de comprarlo',
      'Ayuda a asegurar y descentralizar la red',
      'Enseña un conocimiento práctico y profundo de cómo funciona Bitcoin',
      'En climas fríos el calor de las máquinas puede calentar una habitación o agua',
    ],
    cons: [
      'A menudo no es rentable con los precios habituales de la electricidad doméstica',
      'Las máquinas son ruidosas y calientes, y pierden valor a medida que llegan modelos más eficientes',
      'El subsidio por bloque se reduce a la mitad cada 210,000 bloques, y la dificultad sube a medida que se suman mineros',
      'Requiere conocimientos de electricidad, espacio y mantenimiento continuo',
      'Comprar la misma cantidad de bitcoin a menudo ha costado menos que minarla',
    ],
    bestFor: [
      'Personas con acceso a electricidad barata',
      'Quienes aprenden con mente técnica y quieren experiencia práctica',
      'Quienes pueden aprovechar el calor, por ejemplo para la calefacción de casa en invierno',
    ],
    implementation: [
      'Averigua tu precio total de electricidad por kilovatio-hora: decide casi todo.',
      'Ingresa el hash rate y el consumo de una máquina en una calculadora de rentabilidad minera, y compara el resultado con simplemente comprar bitcoin.',
      'Revisa tu instalación eléctrica, los límites de ruido, la ventilación y las normas locales antes de comprar equipo.',
      'Compra a un vendedor de buena reputación y únete a un pool de minería establecido para recibir pagos pequeños y constantes.',
      'Envía los pagos a una billetera que controles, y lleva registros de ingresos, costos e impuestos.',
      'Vuelve a hacer tus cuentas después de los ajustes de dificultad (cada 2,016 bloques, unas dos semanas) y antes de cada halving.',
    ],
  },
  'lightning-earning': {
    name: 'Ganar en la Lightning Network',
    babylonianPrinciple:
      'Aumenta tu capacidad de ganar: nuevas habilidades, puestas a trabajar, traen más oro a tu bolsa.',
    description:
      'Ganar sats en la Lightning Network, la capa de Bitcoin para pagos rápidos: ya sea operando un nodo de enrutamiento que cobra pequeñas comisiones por reenviar pagos de otras personas, o recibiendo sats como pago por bienes, servicios o contenido. Los pagos de Lightning se liquidan en segundos fuera de la cadena, respaldados por bitcoin bloqueado en canales.',
    whyItMatters:
      'Te lleva de solo comprar bitcoin a ganarlo, y muestra cómo maneja Bitcoin los pagos cotidianos. Los ingresos por enrutamiento suelen ser pequeños; para la mayoría de las personas el conocimiento adquirido es la principal ganancia.',
    pros: [
      'Ganas bitcoin en lugar de solo comprarlo',
      'Los pagos rápidos y de bajo costo hacen prácticos los montos diminutos',
      'Profundiza tu comprensión técnica de Bitcoin',
      'Aceptar sats por tu trabajo puede llegar a clientes en cualquier parte del mundo',
    ],
    cons: [
      'Las comisiones de enrutamiento suelen ser pequeñas e inciertas comparadas con el bitcoin bloqueado en canales',
      'Los fondos de un nodo están en una billetera caliente, en línea, lo que es más riesgoso que el almacenamiento en frío',
      'Abrir y cerrar canales cuesta comisiones en la cadena, y los canales necesitan gestión continua',
      'Los errores con las copias de seguridad de los canales pueden hacer perder fondos',
    ],
    bestFor: [
      'Usuarios con curiosidad técnica que se sienten cómodos ejecutando software',
      'Creadores, independientes y comercios que pueden aceptar sats',
      'Personas que quieren aprender cómo escalan los pagos de Bitcoin',
    ],
    implementation: [
      'Empieza usando una billetera Lightning para pagos pequeños, para aprender cómo funcionan las facturas y los canales.',
      'Si vendes algo, prueba a aceptar pagos Lightning por ello.',
      'Para enrutar pagos, opera un nodo en un equipo dedicado o con un paquete de software de nodo, y fondéalo solo con lo que puedas permitirte perder.',
      'Abre unos pocos canales con pares confiables y bien conectados, y fija comisiones modestas.',
      'Respalda tu frase semilla y las copias de seguridad de tus canales, y mantén actualizado el software del nodo.',
      'Compara las comisiones que ganas con tus costos en la cadena, y toma los primeros meses como el precio de aprender.',
    ],
  },
  'options-strategies': {
    name: 'Estrategias con opciones',
    babylonianPrinciple:
      'La quinta ley del oro de Clason advierte que el oro huye de quienes lo fuerzan hacia ganancias imposibles, y ninguna estrategia de esta lista se arriesga más a eso que las opciones negociadas con apalancamiento.',
    description:
      'Usar opciones sobre bitcoin, contratos que dan el derecho pero no la obligación de comprar (una call) o vender (una put) bitcoin a un precio fijado hasta una fecha fijada, para proteger una tenencia o para cobrar primas, por ejemplo vendiendo calls cubiertas sobre el bitcoin que ya tienes.',
    whyItMatters:
      'Las opciones muestran cómo los mercados profesionales ponen precio al riesgo, y una put de protección puede poner un piso bajo una tenencia grande. También incluyen las formas más rápidas de perder dinero de toda esta lista, así que entenderlas ya es una protección.',
    pros: [
      'Las puts de protección pueden limitar las pérdidas de una tenencia que quieres conservar',
      'Vender calls cubiertas puede dar ingresos por primas',
      'Las posiciones de riesgo definido te dejan conocer de antemano tu peor caso',
      'Enseña cómo los mercados ponen precio a la volatilidad y al riesgo',
    ],
    cons: [
      'Las opciones que compras pueden vencer sin valor y hacerte perder toda la prima',
      'Vender opciones sin cobertura puede hacerte perder mucho más que la prima recibida',
      'Una call cubierta puede obligarte a vender tu bitcoin si el precio supera el strike',
      'Requiere una cuenta de derivados y entender el margen y las reglas fiscales, y el acceso varía según el país',
      'El bitcoin que está en una plataforma de trading no está bajo tu custodia',
    ],
    bestFor: [
      'Inversionistas con experiencia que ya entienden las opciones en otros mercados',
      'Quienes tienen una posición grande y quieren cubrirla',
      'Quienes tienen tiempo para vigilar de cerca sus posiciones',
    ],
    implementation: [
      'Aprende primero lo básico (calls, puts, strike, vencimiento, prima y cómo la volatilidad afecta el precio), de preferencia practicando en papel antes de usar dinero real.',
      'Usa una plataforma regulada disponible donde vives, y lee sus reglas de margen y de liquidación.',
      'Empieza solo con posiciones de riesgo definido, como comprar una put de protección o vender una call totalmente cubierta por bitcoin que tengas.',
      'Dimensiona cada posición para que el peor caso sea una pérdida que puedas aceptar. No vendas opciones sin cobertura mientras aprendes.',
      'Escribe el plan de salida de cada operación antes de abrirla.',
      'Mantén tus ahorros de largo plazo en tu propia billetera, lejos de la cuenta de trading.',
    ],
  },
  'business-treasury': {
    name: 'Tesorería empresarial',
    babylonianPrinciple:
      'Protege tus tesoros de las pérdidas: una política escrita, el control compartido de las llaves y una custodia cuidadosa protegen las reservas de una empresa.',
    description:
      'Una empresa que tiene parte de sus reservas de efectivo en bitcoin con una política de tesorería escrita que fija cuánto tener, cómo se compra, quién controla las llaves y cómo se informa.',
    whyItMatters:
      'Las empresas enfrentan la misma pregunta que quienes ahorran: cómo evitar que sus reservas pierdan poder adquisitivo. Hacerlo bien requiere gobierno, contabilidad y custodia que un plan personal no necesita, y muestra cómo se guarda Bitcoin a escala institucional.',
    pros: [
      'Puede diversificar las reservas más allá del efectivo',
      'Una política escrita aporta disciplina y transparencia',
      'La custodia multifirma puede exigir que varios directivos aprueben cualquier gasto',
      'El bitcoin recibido de clientes puede conservarse en lugar de convertirse',
    ],
    cons: [
      'Las oscilaciones del precio golpean el balance y pueden tensionar el capital de trabajo',
      'Requiere aprobación del consejo, y asesoría profesional contable y fiscal',
      'Un error de custodia afecta a toda la empresa',
      'Las reglas de información varían según el país; en Estados Unidos, la norma FASB ASU 2023-08 exige medir los criptoactivos a valor razonable',
    ],
    bestFor: [
      'Dueños de empresas con reservas que superan varios meses de costos operativos',
      'Empresas que ya aceptan pagos en bitcoin',
      'Consejos dispuestos a fijar y seguir una política escrita',
    ],
    implementation: [
      'Deja intactos el efectivo operativo y la reserva de emergencia; considera solo las reservas realmente de largo plazo.',
      'Escribe una política de tesorería: la parte máxima de las reservas, cómo se hacen las compras (por ejemplo con DCA), las reglas de rebalanceo y quién puede aprobar transacciones.',
      'Obtén la aprobación del consejo o de los dueños, y toma asesoría profesional contable y fiscal.',
      'Elige la custodia: una configuración multifirma con llaves en manos de distintos directivos, o un custodio calificado, con un procedimiento de recuperación probado.',
      'Compra de forma gradual como dice la política, y registra cada transacción para la contabilidad.',
      'Informa de las tenencias a las partes interesadas y revisa la política al menos una vez al año.',
    ],
  },
} as const satisfies Record<StrategyId, StrategyText>;

export const strategyLabelsEs = {
  categories: { foundational: 'Fundamental', growth: 'Crecimiento', advanced: 'Avanzada' },
  tabs: { foundational: 'Fundamentales', growth: 'Crecimiento', advanced: 'Avanzadas', all: 'Todas las estrategias' },
  timeCommitment: { low: 'Baja', medium: 'Media', high: 'Alta' },
  complexity: { Simple: 'Sencilla', Medium: 'Media', Complex: 'Compleja' },
  facts: {
    timeCommitment: 'Dedicación de tiempo',
    minInvestment: 'Inversión mínima',
    potentialReturn: 'Rendimiento potencial',
    passiveLevel: 'Nivel pasivo',
  },
  risk: 'Riesgo {level}/5',
  complexityTitle: 'Complejidad {level}/5',
  principle: 'Principio babilónico',
  learnMore: 'Más información',
  learnMoreAbout: 'sobre {name}',
  detailTabs: {
    overview: 'Resumen',
    'pros-cons': 'Pros y contras',
    'best-for': 'Para quién',
    'how-to': 'Cómo hacerlo',
  },
  sections: {
    whyItMatters: 'Por qué importa',
    atAGlance: 'De un vistazo',
    pros: 'Pros',
    cons: 'Contras',
    whoItSuits: 'A quién le conviene',
    stepByStep: 'Paso a paso',
  },
  subtitle: 'Categoría {category} · dedicación de tiempo {time} · desde {minimum}',
  disclaimer:
    'Arkad es solo educativo y no es asesoramiento financiero. Arkad nunca predice precios futuros: investiga por tu cuenta y toma tus propias decisiones.',
} as const satisfies StrategyLabels;
