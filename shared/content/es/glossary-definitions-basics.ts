import type { GlossaryDefinitionText } from '../glossary-definitions';

/** The basics terms in Spanish (the English source is ../glossary-definitions.ts). */
export const basicsEs = {
  bitcoin: {
    definition:
      'Bitcoin es un dinero digital que funciona en una red pública de computadoras en lugar de un banco o un gobierno. Cualquiera puede enviarlo a cualquier otra persona por internet, y sus reglas, incluida su oferta fija, las hace cumplir el software que ejecuta cada participante.',
    shortDefinition:
      'Un dinero digital con oferta fija, operado por una red mundial de computadoras y no por un banco o un gobierno.',
    whyItMatters:
      'Es el activo del que trata toda esta ruta de aprendizaje: saber qué es, y qué no es, es la primera defensa tanto contra la euforia como contra el miedo.',
    examples: [
      'Escrito con B mayúscula, Bitcoin suele referirse a la red y sus reglas; escrito con minúscula, bitcoin (BTC) suele referirse a las unidades que tienes.',
      'Puedes tener una fracción de bitcoin, como 0.001 BTC, porque cada uno se divide en 100,000,000 satoshis.',
    ],
  },
  satoshi: {
    definition:
      'Un satoshi es la unidad más pequeña de bitcoin: 1 satoshi equivale a 0.00000001 BTC, así que un bitcoin está formado por 100,000,000 satoshis. Lleva el nombre del creador de Bitcoin, Satoshi Nakamoto.',
    shortDefinition:
      'La unidad más pequeña de bitcoin: 1 satoshi = 0.00000001 BTC, y 100,000,000 satoshis forman un bitcoin.',
    whyItMatters:
      'Contar en sats muestra que nadie necesita comprar un bitcoin entero; ahorros pequeños y regulares de unos pocos miles de sats se van sumando, igual que las décimas partes que Arkad ahorraba crecieron hasta una fortuna en el libro de Clason.',
    examples: [
      '0.001 BTC son 100,000 sats.',
      'Ahorrar 10,000 sats por semana durante un año da 520,000 sats, o 0.0052 BTC.',
    ],
  },
  'satoshi-nakamoto': {
    definition:
      'Satoshi Nakamoto es el seudónimo de la persona o el grupo que escribió el whitepaper de Bitcoin en 2008 y publicó el primer software de Bitcoin en enero de 2009. Satoshi dejó de comunicarse públicamente alrededor de 2011, y su identidad real nunca se ha confirmado.',
    shortDefinition:
      'El creador de Bitcoin, con seudónimo, que publicó el whitepaper en 2008 y se retiró hacia 2011; su identidad es desconocida.',
    whyItMatters:
      'Como su creador se retiró, Bitcoin no tiene fundador, director ejecutivo ni empresa a cargo; lo mantienen las personas que lo usan, y eso es parte de lo que lo hace difícil de controlar.',
    examples: [
      'El whitepaper se compartió en una lista de correo de criptografía el 31 de octubre de 2008 con el nombre Satoshi Nakamoto.',
    ],
  },
  blockchain: {
    definition:
      'Una blockchain (cadena de bloques) es un registro compartido de transacciones, agrupadas en bloques enlazados en orden, cada uno de los cuales hace referencia al anterior. La blockchain de Bitcoin la copian y verifican miles de computadoras independientes, así que cambiar registros pasados exigiría rehacer una cantidad enorme de trabajo.',
    shortDefinition:
      'El registro compartido, al que solo se añade, de cada transacción de Bitcoin, agrupadas en bloques encadenados en orden.',
    whyItMatters:
      'La blockchain es la razón por la que no necesitas confiar en el libro contable privado de nadie: cualquiera puede revisar toda la historia de bitcoin y verificar que se cumplieron las reglas.',
    examples: [
      'Cada transacción de bitcoin desde enero de 2009 todavía se puede consultar en la blockchain.',
      'Añadir un bloque nuevo alarga la cadena; los bloques pasados nunca se editan.',
    ],
  },
  wallet: {
    definition:
      'Una billetera de Bitcoin es una app o un dispositivo que guarda las claves que controlan tu bitcoin y te permite enviarlo y recibirlo. Las monedas en sí están registradas en la blockchain; la billetera guarda las claves privadas que prueban que son tuyas.',
    shortDefinition:
      'La app o el dispositivo que guarda las claves que controlan tu bitcoin y te permite enviarlo y recibirlo.',
    whyItMatters:
      'Quien controla las claves de una billetera controla el dinero, así que elegir una billetera y hacer su respaldo decide si el bitcoin de quien empieza a ahorrar sigue siendo suyo.',
    examples: [
      'Una app del teléfono que muestra un saldo y una dirección para recibir es una billetera de software.',
      'Un dispositivo pequeño y dedicado que firma transacciones sin conexión es una billetera de hardware.',
    ],
  },
  address: {
    definition:
      'Una dirección de Bitcoin es una cadena de letras y números, derivada de una clave pública, que otros usan para enviarte bitcoin. Las direcciones modernas suelen empezar con bc1, mientras que los formatos más antiguos empiezan con 1 o 3.',
    shortDefinition:
      'Una cadena, que suele empezar con bc1, 1 o 3, a la que se puede enviar bitcoin, parecida a un número de cuenta que puedes compartir.',
    whyItMatters:
      'Los pagos en bitcoin no se pueden revertir, así que enviar a una dirección equivocada o alterada suele significar que los fondos se perdieron; revisar las direcciones con cuidado es un hábito básico.',
    examples: [
      'Una dirección SegWit nativa empieza con bc1q, y una dirección Taproot empieza con bc1p.',
      'La mayoría de las billeteras muestran una dirección nueva para cada pago que recibes, lo que protege tu privacidad.',
    ],
  },
  transaction: {
    definition:
      'Una transacción es un mensaje firmado que mueve bitcoin de una o más entradas a una o más salidas. Una vez incluida en un bloque y confirmada, pasa a formar parte del registro permanente.',
    shortDefinition:
      'Una transferencia firmada de bitcoin de una o más entradas a una o más salidas, registrada en la blockchain una vez confirmada.',
    whyItMatters:
      'Saber que cada transferencia es definitiva una vez confirmada, y que cada una cuesta una comisión, te ayuda a planear compras y retiros sin sorpresas.',
    examples: [
      'Mover bitcoin de un exchange a tu propia billetera de hardware es una transacción en la cadena (on-chain).',
      'Una transacción que paga a dos personas a la vez simplemente tiene dos salidas, y normalmente una salida de cambio que vuelve a quien envía.',
    ],
  },
  exchange: {
    definition:
      'Un exchange es una empresa donde puedes comprar y vender bitcoin con dinero común, como dólares o euros. La mayoría de los exchanges guardan el bitcoin de sus clientes hasta que lo retiran, lo que los convierte en custodios.',
    shortDefinition:
      'Una empresa donde compras y vendes bitcoin con dinero común; mientras tus monedas sigan ahí, ella las guarda por ti.',
    whyItMatters:
      'Los exchanges son el punto de partida habitual de quien empieza, pero las monedas que dejas en uno dependen de que esa empresa siga siendo honesta, solvente y segura; la custodia en un exchange es el nivel más bajo de la pirámide de seguridad.',
    examples: [
      'Comprar 0.01 BTC con dólares en un exchange y luego retirarlo a tu propia billetera.',
      'Cuando el exchange Mt. Gox quebró en 2014, muchos clientes perdieron el bitcoin que les guardaba.',
    ],
  },
  halving: {
    definition:
      'El halving es el recorte programado en la cantidad de bitcoins nuevos que se crean con cada bloque. Ocurre cada 210,000 bloques, más o menos cada cuatro años: la recompensa empezó en 50 BTC en 2009 y bajó a 3.125 BTC en el halving de abril de 2024.',
    shortDefinition:
      'El recorte a la mitad de la recompensa en bitcoins nuevos por bloque, cada 210,000 bloques (más o menos cada cuatro años).',
    whyItMatters:
      'El halving hace que la emisión de Bitcoin sea predecible y cada vez menor, según un calendario público que nadie puede acelerar ni cambiar a su antojo.',
    examples: [
      'Recompensa por bloque: 50 BTC desde 2009, 25 desde 2012, 12.5 desde 2016, 6.25 desde 2020 y 3.125 desde 2024.',
      'El próximo halving corresponde al bloque 1,050,000, previsto alrededor de 2028.',
    ],
  },
  '21-million-cap': {
    definition:
      'Las reglas de Bitcoin no permiten que existan nunca más de 21 millones de bitcoins. Las monedas nuevas se liberan con un calendario decreciente a través de la minería, y se espera que la última fracción de un bitcoin se cree alrededor del año 2140.',
    shortDefinition:
      'El límite firme de Bitcoin: nunca existirán más de 21 millones de bitcoins, liberados con un calendario que termina hacia 2140.',
    whyItMatters:
      'Una oferta fija y pública significa que nadie puede crear más bitcoin para pagar sus cuentas, y esa es la razón principal por la que se lo compara con el oro.',
    examples: [
      'Para 2024 ya se habían minado más de 19 millones de los 21 millones de bitcoins.',
      'Como cada bitcoin se divide en 100,000,000 satoshis, el límite equivale a 2.1 mil billones de satoshis.',
    ],
  },
  'circulating-supply': {
    definition:
      'La oferta circulante es la cantidad de bitcoins creados hasta ahora mediante la minería. Crece un poco con cada bloque hasta que la emisión nueva termine alrededor de 2140, justo por debajo del límite de 21 millones: 20,999,999.9769 BTC, porque cada subsidio de bloque se redondea hacia abajo a satoshis enteros.',
    shortDefinition:
      'Cuántos bitcoins se han minado hasta ahora; crece despacio con cada bloque hacia el límite de 21 millones.',
    whyItMatters:
      'La oferta circulante multiplicada por el precio da la capitalización de mercado, y compararla con el límite muestra cuánta oferta nueva falta por llegar.',
    examples: [
      'Desde el halving de abril de 2024, con 3.125 BTC creados por bloque y unos 144 bloques al día, entran en circulación unos 450 bitcoins nuevos cada día.',
      'Se cree que algunas monedas contadas en la oferta circulante se perdieron para siempre porque se extraviaron sus claves.',
    ],
  },
  'peer-to-peer': {
    definition:
      'Peer-to-peer (entre pares) significa que los participantes tratan directamente entre sí y no a través de un intermediario central. La red de Bitcoin es entre pares: las computadoras se pasan transacciones y bloques entre ellas, y los pagos van de una persona a otra sin un banco en medio.',
    shortDefinition:
      'Directo de un participante a otro, sin una empresa central en medio; así funcionan la red y los pagos de Bitcoin.',
    whyItMatters: 'Sin un operador central no hay un único punto que pueda congelar cuentas o apagar la red.',
    examples: [
      'El título del whitepaper es «Bitcoin: A Peer-to-Peer Electronic Cash System» (un sistema de efectivo electrónico entre pares).',
      'Pagarle a un amigo en bitcoin desde tu propia billetera no necesita la aprobación de ningún banco.',
    ],
  },
  decentralization: {
    definition:
      'Descentralización significa que el control está repartido entre muchos participantes independientes en lugar de estar en manos de una sola autoridad. En Bitcoin, miles de nodos verifican las reglas y muchos mineros compiten para añadir bloques, así que ninguna parte puede cambiar el sistema por sí sola.',
    shortDefinition:
      'Control repartido entre muchos participantes independientes, para que ninguna empresa o gobierno pueda operar o cambiar Bitcoin por sí solo.',
    whyItMatters:
      'La descentralización es lo que hace creíble la oferta fija de Bitcoin: una regla es tan fuerte como lo difícil que sea cambiarla.',
    examples: [
      'Si un país prohíbe la minería, los mineros de otros lugares siguen produciendo bloques.',
      'Cada nodo rechaza los bloques que rompen las reglas que ejecuta, así que ningún desarrollador, minero o empresa puede hacer que acepte reglas que su operador no elige.',
    ],
  },
  permissionless: {
    definition:
      'Sin permiso (permissionless) significa que cualquiera puede usar el sistema sin pedir aprobación. Con Bitcoin, cualquiera con conexión a internet puede crear una billetera, recibir monedas o ejecutar un nodo, sin abrir una cuenta ni llenar una solicitud.',
    shortDefinition:
      'Abierto a cualquiera sin aprobación: no se necesita cuenta, solicitud ni visto bueno para tener, enviar o recibir bitcoin.',
    whyItMatters:
      'Permite que personas excluidas de la banca ahorren y reciban pagos, aunque comprar bitcoin en un exchange regulado todavía suele implicar verificaciones de identidad.',
    examples: [
      'Crear una billetera nueva en un teléfono toma minutos y no pide nombre ni correo electrónico.',
      'Ejecutar un nodo en casa no requiere registrarse con nadie.',
    ],
  },
  whitepaper: {
    definition:
      'El whitepaper de Bitcoin es el documento de nueve páginas «Bitcoin: A Peer-to-Peer Electronic Cash System», que Satoshi Nakamoto publicó el 31 de octubre de 2008. Describe cómo una red podría ponerse de acuerdo en una sola historia de pagos sin un tercero de confianza.',
    shortDefinition:
      'El documento de nueve páginas que Satoshi Nakamoto publicó en 2008 y que describió por primera vez cómo funciona Bitcoin.',
    whyItMatters:
      'Es corto y fácil de leer, y volver a la fuente original es un buen antídoto contra las afirmaciones de segunda mano sobre lo que Bitcoin pretende ser.',
    examples: [
      'El documento presenta la prueba de trabajo como la forma de ordenar las transacciones y evitar el doble gasto.',
    ],
  },
  'genesis-block': {
    definition:
      'El bloque génesis es el primer bloque de la blockchain de Bitcoin, minado por Satoshi Nakamoto el 3 de enero de 2009. Lleva un titular de periódico de ese día sobre un segundo rescate bancario, que a menudo se lee como un comentario sobre el sistema bancario.',
    shortDefinition:
      'El bloque 0, el primero de Bitcoin, minado el 3 de enero de 2009 con un titular sobre un rescate bancario.',
    whyItMatters:
      'Cada bloque posterior se enlaza con él, así que toda la cadena, y cada saldo que contiene, remonta su historia a este bloque.',
    examples: [
      'Su texto incrustado dice: The Times 03/Jan/2009 Chancellor on brink of second bailout for banks (el ministro de Hacienda, al borde de un segundo rescate a los bancos).',
      'Su recompensa de 50 BTC nunca se puede gastar, una peculiaridad de cómo se programó el primer bloque.',
    ],
  },
  'fiat-currency': {
    definition:
      'El dinero fiat es dinero que tiene valor porque un gobierno lo declara de curso legal, no porque se pueda cambiar por una mercancía como el oro. Su oferta la administran los bancos centrales y se puede ampliar.',
    shortDefinition:
      'Dinero emitido por un gobierno, como el dólar o el euro, cuya oferta administran los bancos centrales y que no está atado al oro.',
    whyItMatters:
      'La mayoría de la gente gana y gasta en dinero fiat, así que entender cómo su poder de compra tiende a bajar con el tiempo explica por qué quienes ahorran buscan otras formas de guardar valor.',
    examples: [
      'El dólar estadounidense no se puede convertir en oro desde 1971.',
      "El precio del bitcoin suele expresarse en una moneda fiat, como en 'BTC/USD'.",
    ],
  },
  inflation: {
    definition:
      'La inflación es el aumento general de los precios con el tiempo, lo que significa que cada unidad de dinero compra menos. A menudo se relaciona con el crecimiento de la oferta de dinero.',
    shortDefinition:
      'El aumento general de los precios con el tiempo, así que cada unidad de dinero compra un poco menos cada año.',
    whyItMatters:
      'Los ahorros en efectivo pierden poder de compra durante la inflación, así que el dinero quieto durante años compra menos sin hacer ruido. El hombre más rico de Babilonia nunca menciona la inflación; su razón para poner el oro a trabajar es simplemente que el oro ocioso no gana nada.',
    examples: [
      'Con una inflación de 3% al año, algo que hoy cuesta $100 cuesta unos $134 después de 10 años.',
      'La oferta nueva de Bitcoin, en cambio, se reduce: se recorta a la mitad en cada halving.',
    ],
  },
  scarcity: {
    definition:
      'Escasez significa que algo tiene una oferta limitada en comparación con la demanda que hay de él. Bitcoin es escaso por diseño: su total nunca puede superar los 21 millones, y las monedas nuevas llegan con un calendario fijo y decreciente.',
    shortDefinition:
      'Tener una oferta limitada; el total de bitcoin tiene un tope de 21 millones y su emisión se reduce con el tiempo.',
    whyItMatters:
      'La escasez es una de las razones por las que la gente usa algo como reserva de valor, pero la escasez por sí sola no garantiza ningún precio; la demanda importa igual.',
    examples: [
      'El oro es escaso porque es difícil de extraer; el bitcoin es escaso porque sus reglas fijan la oferta.',
    ],
  },
  'store-of-value': {
    definition:
      'Una reserva de valor es un activo que conserva su poder de compra durante periodos largos, para que puedas ahorrar ahora y gastar después. El oro ha cumplido ese papel durante miles de años; qué tan bien lo cumple el bitcoin se debate activamente, entre otras cosas por su volatilidad.',
    shortDefinition:
      'Un activo que conserva su poder de compra con el tiempo, para que la riqueza ahorrada hoy se pueda gastar años después.',
    whyItMatters:
      'Preguntarse si un activo ha conservado su poder de compra durante muchos años, en lugar de qué tan rápido subió su precio el mes pasado, ayuda a separar el ahorro de la especulación.',
    examples: ['Quienes tienen bitcoin como reserva de valor suelen planear en años, no en semanas.'],
  },
  'sound-money': {
    definition:
      'El dinero sano es dinero cuya oferta no se puede ampliar fácilmente, así que su poder de compra queda protegido con el tiempo. Históricamente el término describía el dinero basado en oro y plata; quienes apoyan Bitcoin lo aplican a la oferta fija del bitcoin.',
    shortDefinition:
      'Dinero cuya oferta es difícil de ampliar, así que conserva su valor; históricamente el oro y, según quienes lo apoyan, el bitcoin.',
    whyItMatters:
      'La idea explica buena parte del atractivo de Bitcoin, aunque los economistas todavía no se ponen de acuerdo sobre si un dinero de oferta fija le convendría a toda una economía.',
    examples: [
      'En la Babilonia de Clason el dinero es oro. La Babilonia histórica, en su gran época, pesaba en cambio la plata por siclos: la acuñación de monedas empezó en Lidia alrededor del 600 a. C. y llegó a Mesopotamia bajo el dominio persa.',
    ],
  },
  altcoin: {
    definition:
      'Altcoin es el nombre de cualquier criptomoneda que no sea bitcoin. Hay miles, con diseños, objetivos y niveles de riesgo muy distintos, y muchas han fracasado o han perdido la mayor parte de su valor.',
    shortDefinition: 'Cualquier criptomoneda que no sea bitcoin; existen miles, con diseños y riesgos muy distintos.',
    whyItMatters:
      'Arkad se centra en bitcoin; saber que otras monedas siguen reglas distintas, a menudo sin una oferta fija, evita suponer que comparten las propiedades de bitcoin.',
    examples: [
      'Una moneda cuya emisión puede cambiar a voluntad su equipo fundador no comparte la oferta fija de bitcoin.',
    ],
  },
  kyc: {
    definition:
      'KYC, sigla de Know Your Customer (conoce a tu cliente), es la verificación de identidad que deben hacer las empresas financieras reguladas. Los exchanges suelen pedir un documento de identidad y un comprobante de domicilio antes de que puedas comprar o retirar bitcoin.',
    shortDefinition:
      'Know Your Customer (conoce a tu cliente): las verificaciones de identidad que piden los exchanges regulados antes de comprar o retirar.',
    whyItMatters:
      'El KYC vincula tu identidad con el bitcoin que compras en esa plataforma, lo que importa para los impuestos, para la privacidad y para decidir cuántos datos personales estás dispuesto a compartir.',
    examples: [
      'Subir una foto de tu pasaporte y una selfie al abrir una cuenta en un exchange es una verificación KYC.',
    ],
  },
  stablecoin: {
    definition:
      'Una stablecoin es una criptomoneda diseñada para mantener un valor estable, normalmente un dólar estadounidense, por lo general manteniendo reservas como efectivo o bonos del gobierno. La mayoría las emiten empresas que pueden congelar tokens.',
    shortDefinition:
      'Un token cripto diseñado para seguir a una moneda como el dólar, emitido casi siempre por una empresa que mantiene reservas.',
    whyItMatters:
      'Las stablecoins se usan para mover dólares entre plataformas cripto, pero a diferencia del bitcoin dependen de las reservas y la honestidad de quien las emite.',
    examples: [
      'Un token pensado para canjearse por exactamente $1 es una stablecoin; si sus reservas no alcanzan, puede perder esa paridad.',
    ],
  },
  'bitcoin-atm': {
    definition:
      'Un cajero de Bitcoin es un quiosco que vende bitcoin a cambio de efectivo o tarjeta y envía las monedas a una dirección que tú indicas. Sus comisiones suelen ser mucho más altas que las de un exchange en línea.',
    shortDefinition:
      'Un quiosco que vende bitcoin a cambio de efectivo, por lo general con comisiones mucho más altas que un exchange en línea.',
    whyItMatters:
      'Los estafadores suelen pedir a sus víctimas que paguen en cajeros de Bitcoin porque esos pagos no se pueden revertir; ninguna agencia de gobierno ni empresa legítima pide que le paguen así.',
    examples: [
      'Alguien que dice ser de la oficina de impuestos y exige un pago a través de un cajero de Bitcoin está cometiendo una estafa.',
    ],
  },
  'bitcoin-pizza-day': {
    definition:
      'El Bitcoin Pizza Day (día de la pizza de Bitcoin), el 22 de mayo, recuerda la primera compra muy conocida de bienes físicos con bitcoin: en 2010 Laszlo Hanyecz pagó 10,000 BTC por dos pizzas.',
    shortDefinition:
      'El 22 de mayo de 2010, cuando Laszlo Hanyecz pagó 10,000 BTC por dos pizzas, la primera compra real con bitcoin muy conocida.',
    whyItMatters:
      'Recuerda lo joven que es Bitcoin y cuánto ha oscilado su valor, en ambas direcciones, desde sus primeros días.',
    examples: ['Los 10,000 BTC gastados en esas pizzas equivalen a un billón de satoshis.'],
  },
} satisfies Record<string, GlossaryDefinitionText>;
