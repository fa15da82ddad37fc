import type { GlossaryDefinitionText } from '../glossary-definitions';

/** The investing terms in Spanish (the English source is ../glossary-definitions.ts). */
export const investingEs = {
  'dollar-cost-averaging': {
    definition:
      'Las compras periódicas (DCA, por dollar-cost averaging) consisten en comprar un monto fijo a intervalos regulares, como $50 cada semana, sin importar el precio. El mismo monto compra más cuando el precio está bajo y menos cuando está alto, lo que suaviza el precio promedio pagado.',
    shortDefinition:
      'Comprar un monto fijo a intervalos regulares, sin importar el precio, para repartir las compras en el tiempo.',
    whyItMatters:
      'El DCA convierte en rutina el hábito babilonio de guardar una parte de cada salario, y quita la presión de intentar adivinar el momento del mercado.',
    examples: [
      '$100 al mes durante 12 meses son $1,200 invertidos en 12 compras iguales.',
      'A $20,000 por bitcoin, $100 compran 0.005 BTC; a $25,000 compran 0.004 BTC.',
    ],
  },
  'lump-sum': {
    definition:
      'Invertir de una sola vez significa poner todo el monto de golpe en lugar de repartirlo en el tiempo. Queda expuesto al mercado por completo de inmediato, para bien o para mal, a un solo precio.',
    shortDefinition: 'Invertir todo un monto de una vez, a un solo precio, en lugar de repartirlo en el tiempo.',
    whyItMatters:
      'Comparar una inversión de una sola vez con el DCA muestra el equilibrio entre estar invertido antes y reducir el riesgo de comprarlo todo justo antes de una caída.',
    examples: ['Invertir $1,200 en un solo día en lugar de $100 al mes durante un año.'],
  },
  volatility: {
    definition:
      'La volatilidad es cuánto y qué tan rápido sube y baja un precio. Históricamente, bitcoin ha sido mucho más volátil que las acciones o el oro, con movimientos diarios de 10% y caídas de más de 70% desde un máximo.',
    shortDefinition:
      'Qué tan bruscamente sube y baja un precio; históricamente el precio de bitcoin ha oscilado mucho más que las acciones o el oro.',
    whyItMatters:
      'Esperar la volatilidad es lo que permite a quien ahorra aguantar las caídas en lugar de vender con pánico, y es la razón por la que la guía advierte contra invertir dinero que podrías necesitar en los próximos años.',
    examples: [
      'Una caída de 20% en una semana ha ocurrido muchas veces en la historia de bitcoin.',
      'Dos personas que compraron en momentos distintos pueden ver resultados muy diferentes en el mismo año por la volatilidad.',
    ],
  },
  'bull-market': {
    definition:
      'Un mercado alcista es un periodo largo de precios en subida y optimismo. En bitcoin, los mercados alcistas a menudo han sido empinados y les han seguido caídas bruscas.',
    shortDefinition: 'Un periodo largo de precios en subida y optimismo.',
    whyItMatters:
      'La emoción de un mercado alcista alimenta el FOMO; recordar que las subidas pasadas fueron seguidas de caídas profundas ayuda a mantener firme un plan.',
    examples: [
      'Los titulares sobre precios récord y los amigos que preguntan cómo comprar son típicos de un mercado alcista.',
    ],
  },
  'bear-market': {
    definition:
      'Un mercado bajista es un periodo largo de precios en baja y pesimismo, a menudo definido como una caída de 20% o más desde un máximo reciente. Los mercados bajistas de bitcoin han incluido caídas de más de 70%.',
    shortDefinition:
      'Un periodo largo de precios en baja y pesimismo, a menudo contado desde una caída de 20% desde un máximo reciente.',
    whyItMatters:
      'Los mercados bajistas ponen a prueba si un plan y su horizonte temporal eran realistas; para quien usa DCA, el mismo monto fijo compra más bitcoin mientras los precios están bajos.',
    examples: ['En 2022 bitcoin cayó más de 70% desde su máximo de noviembre de 2021.'],
  },
  hodl: {
    definition:
      'HODL significa conservar bitcoin a largo plazo en lugar de vender durante las oscilaciones de precio. Empezó como un error de ortografía de hold (conservar) en una publicación de un foro en 2013 y hoy a menudo se explica como Hold On for Dear Life (aguanta como si te fuera la vida).',
    shortDefinition:
      'Conservar bitcoin a largo plazo a pesar de las oscilaciones; empezó como un error de ortografía de hold en un foro en 2013.',
    whyItMatters:
      'Hacer HODL refleja la paciencia que enseñan las lecciones babilonias, pero es una decisión que conviene tomar con los ojos abiertos, porque los precios pueden seguir bajos durante años.',
    examples: [
      'Quien conserva su bitcoin durante una caída de 50%, siguiendo un plan hecho de antemano, está haciendo HODL.',
    ],
  },
  fomo: {
    definition:
      'El FOMO, miedo a quedarse fuera (fear of missing out), es el impulso de comprar porque los precios suben y otros parecen estar haciéndose ricos. A menudo empuja a la gente a comprar cerca de los máximos y a invertir más de lo que había planeado.',
    shortDefinition:
      'Miedo a quedarse fuera: el impulso de comprar con prisa porque los precios suben y todos parecen ganar.',
    whyItMatters:
      'Reconocer el FOMO te ayuda a seguir un plan fijo, como un monto de DCA constante, en lugar de perseguir una subida.',
    examples: ['Duplicar una compra mensual por una noticia sobre un precio récord es el FOMO en acción.'],
  },
  fud: {
    definition:
      'FUD, sigla de fear, uncertainty and doubt (miedo, incertidumbre y duda), describe afirmaciones alarmantes o engañosas que propagan preocupación sobre un activo. Algunas advertencias son válidas, así que la habilidad está en comprobar los hechos en lugar de reaccionar al titular.',
    shortDefinition:
      'Miedo, incertidumbre y duda: afirmaciones alarmantes, ciertas o no, que pueden empujar a la gente a vender con pánico.',
    whyItMatters: 'Separar los riesgos reales del ruido te ayuda a no vender con pánico en un punto bajo.',
    examples: [
      'Un titular afirma que un país prohibió el bitcoin; comprobar si la prohibición es nueva, real y relevante es la respuesta al FUD.',
    ],
  },
  'market-cap': {
    definition:
      'La capitalización de mercado es el precio actual multiplicado por la oferta circulante. Para bitcoin, da el valor total de todas las monedas minadas hasta ahora al precio de hoy.',
    shortDefinition:
      'El precio multiplicado por la oferta circulante: el valor total de todos los bitcoins existentes al precio de hoy.',
    whyItMatters:
      'Comparar capitalizaciones de mercado en lugar de precios por moneda es la forma justa de comparar el tamaño de distintos activos, y protege contra el sesgo de unidad.',
    examples: [
      'Con cifras ilustrativas, 19.8 millones de BTC a $50,000 cada uno son una capitalización de mercado de $990 mil millones.',
    ],
  },
  drawdown: {
    definition:
      'Una caída desde el máximo (drawdown) es la baja de valor desde un pico hasta un mínimo posterior, que suele darse como porcentaje. Muestra cuánto ha perdido una inversión desde su mejor punto antes de recuperarse.',
    shortDefinition:
      'La caída porcentual desde un máximo hasta un mínimo posterior; mide qué tan profunda ha sido una baja.',
    whyItMatters:
      'Conocer las caídas pasadas de bitcoin te ayuda a juzgar con honestidad si podrías vivir con una caída parecida en tus propios ahorros.',
    examples: [
      'Una caída de $60,000 a $24,000 es una caída de 60% desde el máximo.',
      'Después de una caída de 50%, el precio tiene que duplicarse, una subida de 100%, solo para volver al máximo.',
    ],
  },
  'cost-basis': {
    definition:
      'La base de costo es lo que pagaste por una inversión, comisiones incluidas. Tu costo promedio es el monto total gastado dividido entre la cantidad de bitcoin comprada.',
    shortDefinition:
      'Lo que pagaste por tu bitcoin, comisiones incluidas; el promedio es el total gastado dividido entre el bitcoin comprado.',
    whyItMatters:
      'Te dice si vas ganando o perdiendo, y normalmente se necesita para calcular los impuestos cuando vendes.',
    examples: [
      'Gastar $1,000 en 0.02 BTC y otros $1,000 en 0.04 BTC da 0.06 BTC a un costo promedio de unos $33,333 por bitcoin.',
    ],
  },
  'annualized-return': {
    definition:
      'El rendimiento anualizado es la tasa anual que, compuesta, convertiría el dinero invertido en su valor final durante el tiempo que realmente estuvo invertido. Pone en la misma base resultados de plazos distintos: una tasa por año.',
    shortDefinition:
      'La tasa anual que daría el mismo resultado durante el tiempo que el dinero estuvo realmente invertido.',
    whyItMatters:
      'El rendimiento total dice cuánto se ganó, y el anualizado, qué tan rápido. El dinero invertido por etapas, como con las compras periódicas, está invertido en promedio menos tiempo que una inversión de una sola vez, así que sus tasas anuales no son comparables; compara mejor sus rendimientos totales y sus valores finales.',
    examples: [
      'Una inversión de una sola vez que se duplica en dos años ganó 100% en total, cerca de 41.4% al año anualizado, porque 1.414 x 1.414 = 2.',
      'Si $100 al mes durante un año terminan 20% por encima de los $1,200 aportados, la tasa anualizada queda muy por encima de 20%: el dólar promedio estuvo invertido solo cerca de la mitad de ese año.',
    ],
  },
  'unit-bias': {
    definition:
      'El sesgo de unidad es la sensación de que debes tener unidades enteras de algo, o de que un precio bajo por unidad significa que algo es barato. El precio alto de cada bitcoin hace que algunas personas que empiezan piensen que está fuera de su alcance, aunque se divide en satoshis.',
    shortDefinition:
      'La idea equivocada de que necesitas monedas enteras, o de que un precio bajo por moneda significa barato; bitcoin se divide en sats.',
    whyItMatters:
      'Ver más allá del sesgo de unidad te permite empezar con poco y comparar activos por capitalización de mercado, no por precio por moneda.',
    examples: [
      '$10 compran 20,000 sats cuando el precio es de $50,000 por bitcoin.',
      'Una moneda que cuesta un centavo no es más barata que bitcoin en ningún sentido útil si existen billones de ellas.',
    ],
  },
  'all-time-high': {
    definition:
      'Un máximo histórico (ATH, por all-time high) es el precio más alto que ha alcanzado un activo. A menudo los precios se describen por qué tan arriba o abajo están del último máximo histórico.',
    shortDefinition:
      'El precio más alto alcanzado, usado a menudo como referencia de cuánto ha subido o bajado un precio.',
    whyItMatters:
      'Los nuevos máximos suelen traer emoción y FOMO; recordar que bitcoin ya ha caído muy por debajo de máximos anteriores mantiene las expectativas realistas.',
    examples: ['Un precio 30% por debajo del último máximo histórico está en una caída de 30% desde el máximo.'],
  },
  diversification: {
    definition:
      'Diversificar es repartir los ahorros entre distintos activos para que una pérdida en uno no arruine el conjunto. Muchas personas tienen bitcoin como una parte de un plan más amplio que también incluye ahorros en efectivo y otras inversiones.',
    shortDefinition: 'Repartir los ahorros entre distintos activos para que un mal resultado no hunda todo el plan.',
    whyItMatters:
      'La volatilidad de bitcoin hace que la parte de tus ahorros que ocupa sea una decisión importante; El hombre más rico de Babilonia insiste en proteger tu tesoro de las pérdidas.',
    examples: [
      'Alguien con un fondo de emergencia en efectivo, la mayor parte de sus ahorros en un plan de pensión y una parte pequeña en bitcoin está diversificado.',
    ],
  },
  'risk-tolerance': {
    definition:
      'La tolerancia al riesgo es cuánta pérdida o incertidumbre puedes aceptar, en lo económico y en lo emocional, sin abandonar tu plan. Depende de tus ingresos, tus otros ahorros, tu horizonte temporal y tu temperamento.',
    shortDefinition:
      'Cuánta pérdida e incertidumbre puedes soportar, en lo económico y en lo emocional, sin abandonar tu plan.',
    whyItMatters:
      'Ajustar un plan de bitcoin a tu tolerancia al riesgo real, y no al optimismo, es lo que evita que vendas en el peor momento; el asistente de Arkad pregunta por ella por esa razón.',
    examples: [
      'Alguien a quien una caída de 30% le quitaría el sueño tiene menos tolerancia al riesgo que alguien que no le daría importancia.',
    ],
  },
  'time-horizon': {
    definition:
      'El horizonte temporal es cuánto tiempo piensas conservar una inversión antes de necesitar el dinero. Cuanto más largo el horizonte, más tiempo hay para aguantar las caídas.',
    shortDefinition:
      'Cuánto tiempo piensas conservar antes de necesitar el dinero; los horizontes largos dejan más tiempo para aguantar caídas.',
    whyItMatters:
      'El dinero que necesitarás en pocos años no encaja bien en un activo volátil; la Guía incluye invertir dinero que podrías necesitar en los próximos años entre los errores comunes de quien empieza.',
    examples: [
      'Ahorrar para el enganche de una casa el año que viene es un horizonte temporal corto; ahorrar para el retiro en 25 años es uno largo.',
    ],
  },
  'compound-growth': {
    definition:
      'El crecimiento compuesto ocurre cuando las propias ganancias empiezan a generar ganancias, así que el crecimiento se apoya en el crecimiento con el tiempo. El hombre más rico de Babilonia lo llama hacer que tu oro se multiplique; bitcoin en sí no paga intereses, así que con bitcoin el efecto compuesto viene del hábito de seguir sumando a los ahorros.',
    shortDefinition:
      'Crecimiento sobre crecimiento anterior; los ahorros pequeños y regulares crecen más rápido cuanto más tiempo se mantienen.',
    whyItMatters:
      'El interés compuesto premia el tiempo y la constancia más que el tamaño, lo que encaja con la primera lección babilonia: guarda una parte de todo lo que ganas, cada vez que te pagan.',
    examples: [
      '$1,000 que crecen 5% al año se convierten en unos $1,629 después de 10 años, no en $1,500, porque la ganancia de cada año también crece.',
    ],
  },
  'emergency-fund': {
    definition:
      'Un fondo de emergencia es dinero en efectivo apartado, a menudo de tres a seis meses de gastos esenciales, para costos inesperados como perder el empleo o una reparación grande. Se guarda en un lugar estable y de acceso rápido, no en un activo volátil.',
    shortDefinition:
      'Efectivo guardado para gastos inesperados, a menudo de tres a seis meses de gastos, en un lugar estable y de acceso rápido.',
    whyItMatters:
      'Con un fondo de emergencia es mucho menos probable que te veas obligado a vender bitcoin durante una caída: funciona como un guardia apostado frente a tus ahorros de largo plazo.',
    examples: ['Si tus gastos esenciales son de $2,000 al mes, un fondo de emergencia de tres meses es de $6,000.'],
  },
  'pay-yourself-first': {
    definition:
      'Pagarte primero a ti significa apartar una parte de cada ingreso como ahorro antes de gastar nada. El primer remedio para una bolsa flaca en El hombre más rico de Babilonia es guardar al menos una décima parte de todo lo que ganas.',
    shortDefinition:
      'Ahorrar una parte fija de cada ingreso antes de gastar nada, como en la regla babilonia de guardar una décima parte.',
    whyItMatters:
      'Es el hábito sobre el que se construye toda la ruta de Arkad: un monto regular ahorrado de forma automática, por ejemplo con DCA, antes de gastar el resto.',
    examples: [
      'Con un ingreso mensual de $3,000, guardar una décima parte significa apartar $300 antes de pagar cualquier otra cosa.',
    ],
  },
  'timing-the-market': {
    definition:
      'Intentar adivinar el momento del mercado significa tratar de comprar justo antes de que los precios suban y vender justo antes de que bajen. Ni siquiera los profesionales lo logran de forma confiable, y perderse unos pocos días fuertes puede significar perderse buena parte de la ganancia de un año.',
    shortDefinition:
      'Intentar comprar justo antes de que suban los precios y vender justo antes de que bajen, algo que ni los profesionales logran con frecuencia.',
    whyItMatters:
      'La guía lo incluye entre los errores comunes de quien empieza; un calendario de compras regular quita la necesidad de adivinar.',
    examples: [
      "Esperar meses una 'mejor entrada' mientras el precio sigue subiendo es un intento fallido de adivinar el momento del mercado.",
    ],
  },
  leverage: {
    definition:
      'El apalancamiento es operar con dinero prestado para aumentar el tamaño de una posición. Las ganancias y las pérdidas se multiplican, y si el precio se mueve lo suficiente en contra de la posición, la plataforma la cierra automáticamente, lo que se llama liquidación.',
    shortDefinition:
      'Operar con dinero prestado para agrandar una posición; las pérdidas también se agrandan, y las posiciones se pueden cerrar a la fuerza.',
    whyItMatters:
      'Con la volatilidad de bitcoin, las posiciones apalancadas a menudo se borran con oscilaciones de precio comunes; es lo contrario del ahorro paciente que enseña Arkad.',
    examples: ['Con un apalancamiento de 10x, una caída de precio de 10% borra todo el depósito.'],
  },
  'value-averaging': {
    definition:
      'El promedio de valor es un plan en el que fijas una trayectoria de crecimiento objetivo para el valor de lo que tienes y en cada periodo inviertes lo necesario para alcanzarla: más después de que bajan los precios, y menos, o incluso una venta, después de que suben. Lo popularizó Michael Edleson.',
    shortDefinition:
      'Invertir el monto que lleve tus tenencias hasta una trayectoria objetivo fijada: más tras las caídas, menos tras las subidas.',
    whyItMatters:
      'Puede bajar el costo promedio frente al DCA simple, pero necesita efectivo disponible para aportes grandes después de las caídas y más atención en cada periodo.',
    examples: [
      'Con una meta de $100 en tenencias después del mes 1 y $200 después del mes 2, si los primeros $100 valen $80 al final del mes 2, la compra del mes 2 es de $120.',
    ],
  },
  rebalancing: {
    definition:
      'Rebalancear es devolver una cartera a su mezcla planeada vendiendo algo de lo que creció y comprando lo que se redujo. Mantiene el riesgo de la cartera cerca de lo previsto.',
    shortDefinition:
      'Devolver los ahorros a su mezcla planeada, recortando lo que creció y completando lo que se redujo.',
    whyItMatters:
      'Después de una gran subida, bitcoin puede llegar a ser una parte de los ahorros mucho mayor de lo previsto; rebalancear es una de las formas de mantenerlo bajo control.',
    examples: ['Un plan con 5% en bitcoin que crece a 10% después de una subida se puede rebalancear de vuelta a 5%.'],
  },
  liquidity: {
    definition:
      'La liquidez es qué tan fácil se puede comprar o vender un activo sin mover mucho su precio. Bitcoin se negocia a toda hora en muchos mercados, pero la liquidez puede reducirse en momentos de tensión.',
    shortDefinition: 'Qué tan fácil se puede comprar o vender algo rápido sin mover mucho su precio.',
    whyItMatters:
      'Una buena liquidez significa que puedes vender cuando lo necesites a un precio justo; una liquidez escasa amplía los diferenciales y mueve los precios en contra de las órdenes grandes.',
    examples: [
      'Vender una cantidad grande de una vez en un exchange pequeño puede bajar el precio a medida que la orden recorre los compradores disponibles.',
    ],
  },
  'limit-order': {
    definition:
      'Una orden limitada es una instrucción para comprar o vender solo a un precio fijado o mejor. Una orden de mercado, en cambio, se ejecuta de inmediato al mejor precio disponible.',
    shortDefinition:
      'Una orden para comprar o vender solo a un precio elegido o mejor, a diferencia de una orden de mercado, que se ejecuta al instante.',
    whyItMatters:
      'Las órdenes limitadas dan control sobre el precio pagado y, en muchos exchanges, comisiones de operación más bajas, a cambio de que quizá no se ejecuten.',
    examples: [
      'Una orden limitada para comprar 0.01 BTC a $40,000 solo se ejecuta si el precio llega a $40,000 o menos.',
    ],
  },
  'bid-ask-spread': {
    definition:
      'El diferencial de compra y venta (spread) es la distancia entre el precio más alto que ofrecen los compradores, la oferta de compra, y el precio más bajo que piden los vendedores, la oferta de venta. Es un costo oculto de operar que se amplía cuando la liquidez es escasa.',
    shortDefinition:
      'La distancia entre los mejores precios de compra y de venta de un mercado, un costo oculto de cada operación.',
    whyItMatters:
      "Algunos servicios 'sin comisión' cobran en cambio a través de un diferencial amplio, así que importa comparar el precio real que recibes.",
    examples: [
      'Si la mejor oferta de compra es $49,950 y la mejor de venta es $50,050, el diferencial es de $100, o 0.2%.',
    ],
  },
  'capital-gains': {
    definition:
      'Una ganancia de capital es la utilidad que obtienes cuando vendes o te deshaces de otra forma de un activo por más que su base de costo. En muchos países, vender, intercambiar o gastar bitcoin puede generar una ganancia sujeta a impuestos, y las reglas cambian de un país a otro.',
    shortDefinition:
      'La utilidad cuando vendes o gastas un activo por más de lo que pagaste; en muchos países paga impuestos.',
    whyItMatters:
      'Llevar registro de cada compra facilita calcular ganancias y pérdidas; las reglas de tu país, o un asesor calificado, deciden cuánto se debe.',
    examples: [
      'Comprar 0.01 BTC por $300 y venderlo después por $500 es una ganancia de capital de $200 antes de comisiones.',
    ],
  },
  'bitcoin-etf': {
    definition:
      'Un ETF de Bitcoin (fondo cotizado en bolsa) es un fondo que se negocia en una bolsa de valores, tiene bitcoin, o futuros de bitcoin, y sigue su precio. Los ETF de Bitcoin al contado, que tienen bitcoin directamente, empezaron a negociarse en Estados Unidos en enero de 2024.',
    shortDefinition:
      'Un fondo que cotiza en bolsa y sigue el precio de bitcoin; los ETF de Bitcoin al contado llegaron a EE. UU. en enero de 2024.',
    whyItMatters:
      'Un ETF da exposición al precio a través de una cuenta de corretaje, pero nunca tienes las claves, así que es un producto de custodia con comisiones continuas del fondo.',
    examples: [
      'Comprar participaciones de un ETF de Bitcoin al contado en una cuenta para el retiro da exposición al precio de bitcoin sin una billetera.',
    ],
  },
  'institutional-adoption': {
    definition:
      'La adopción institucional se refiere a empresas, fondos, bancos y gobiernos que compran, tienen u ofrecen servicios relacionados con bitcoin. Entre los ejemplos están las empresas que cotizan en bolsa y tienen bitcoin en su balance y los administradores de activos que gestionan ETF de Bitcoin.',
    shortDefinition: 'Empresas, fondos y gobiernos que compran bitcoin o construyen servicios a su alrededor.',
    whyItMatters:
      'Las instituciones pueden aportar liquidez y legitimidad, pero también concentrar monedas en custodios; ninguno de los dos efectos garantiza ningún precio futuro.',
    examples: [
      'En 2021 El Salvador hizo de bitcoin una moneda de curso legal; en enero de 2025 recortó la ley y volvió voluntaria la aceptación de bitcoin.',
      'El lanzamiento de los ETF de Bitcoin al contado en EE. UU. en enero de 2024 se cita a menudo como un hito de la adopción institucional.',
    ],
  },
  'four-year-cycle': {
    definition:
      'El ciclo de cuatro años es la observación de que los auges y las caídas pasados de bitcoin han coincidido más o menos con sus halvings cada cuatro años. Es un patrón visto en unos pocos ciclos, no una regla, y muchos analistas dudan de que continúe.',
    shortDefinition:
      'El patrón observado, y debatido, de que los auges y caídas pasados de bitcoin coincidieron más o menos con los halvings cada cuatro años.',
    whyItMatters:
      'Unas pocas repeticiones son una muestra demasiado pequeña para predecir nada; tomar el ciclo como seguro ha llevado a gente a apostar por momentos que nunca llegaron.',
    examples: [
      'Los máximos de precio pasados llegaron en 2013, 2017 y 2021, más o menos de 12 a 18 meses después de un halving; esa historia no dice nada seguro sobre el futuro.',
    ],
  },
  'time-preference': {
    definition:
      'La preferencia temporal es cuánto valora una persona tener algo ahora en lugar de después. Una preferencia temporal baja significa estar dispuesto a esperar y ahorrar para un beneficio mayor en el futuro.',
    shortDefinition:
      'Cuánto prefieres tener algo ahora en lugar de después; una preferencia temporal baja significa ahorro paciente.',
    whyItMatters:
      'El hombre más rico de Babilonia es, en el fondo, una lección de preferencia temporal baja: gasta menos de lo que ganas hoy para que tu yo del futuro esté mejor.',
    examples: [
      'Ahorrar el 10% de un aumento de sueldo en lugar de gastarlo todo refleja una preferencia temporal baja.',
    ],
  },
} satisfies Record<string, GlossaryDefinitionText>;
