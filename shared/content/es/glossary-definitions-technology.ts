import type { GlossaryDefinitionText } from '../glossary-definitions';

/** The technology terms in Spanish (the English source is ../glossary-definitions.ts). */
export const technologyEs = {
  mining: {
    definition:
      'La minería es el proceso en el que computadoras compiten para añadir el siguiente bloque a la blockchain realizando prueba de trabajo. Quien gana recibe la recompensa del bloque: bitcoin recién creado más las comisiones de las transacciones de ese bloque.',
    shortDefinition:
      'Computadoras que compiten, mediante prueba de trabajo, para añadir el siguiente bloque y ganar bitcoin nuevo más comisiones.',
    whyItMatters:
      'La minería emite bitcoin nuevo según su calendario fijo y a la vez protege el registro de pagos, porque reescribir la historia exigiría rehacer el trabajo.',
    examples: [
      'Un minero que encuentra un bloque válido entre el halving de abril de 2024 y el siguiente, previsto en el bloque 1,050,000, gana 3.125 BTC más las comisiones de ese bloque.',
      'La mayoría de los mineros se unen a pools de minería para recibir pagos más pequeños pero más constantes.',
    ],
  },
  block: {
    definition:
      'Un bloque es un lote de transacciones que se añade junto a la blockchain. Se encuentra un bloque nuevo cada 10 minutos en promedio, y cada uno contiene una referencia al bloque anterior, lo que los enlaza en una cadena.',
    shortDefinition:
      'Un lote de transacciones que se añade junto a la blockchain, más o menos cada 10 minutos en promedio.',
    whyItMatters:
      'Los bloques marcan el ritmo de Bitcoin: las confirmaciones, los halvings y los cambios de dificultad se cuentan en bloques, no en días.',
    examples: [
      'Se encuentran unos 144 bloques por día: 24 horas por unos 6 bloques por hora.',
      'El bloque de altura 840,000 trajo el halving de 2024.',
    ],
  },
  confirmation: {
    definition:
      'Una transacción recibe su primera confirmación cuando se incluye en un bloque, y cada bloque que se añade encima cuenta como una más. Cuantas más confirmaciones tenga, más difícil sería revertirla.',
    shortDefinition:
      'El conteo de bloques construidos sobre el bloque que contiene tu transacción; más confirmaciones significan un pago más definitivo.',
    whyItMatters:
      'Saber cuándo un pago está realmente liquidado evita que trates como definitiva una transacción sin confirmar.',
    examples: [
      'Muchos exchanges acreditan los depósitos después de unas pocas confirmaciones, a menudo entre 1 y 6, lo que toma más o menos de 10 a 60 minutos.',
      'Una transacción que todavía espera en la mempool tiene cero confirmaciones.',
    ],
  },
  node: {
    definition:
      'Un nodo es una computadora que ejecuta software de Bitcoin, guarda una copia de la blockchain y verifica cada transacción y cada bloque según las reglas. Los nodos rechazan todo lo inválido, sin importar quién lo envíe.',
    shortDefinition:
      'Una computadora que ejecuta software de Bitcoin, guarda la blockchain y verifica cada regla por su cuenta.',
    whyItMatters:
      'En los nodos es donde realmente se hacen cumplir las reglas de Bitcoin; ejecutar el tuyo te permite verificar tus pagos sin confiar en el servidor de otra persona.',
    examples: [
      'Una computadora pequeña de casa puede ejecutar un nodo completo.',
      'Si un minero creara un bloque que se pagara 100 BTC a sí mismo, los nodos lo rechazarían por inválido.',
    ],
  },
  utxo: {
    definition:
      'Un UTXO, o salida de transacción no gastada, es una porción de bitcoin que se recibió y todavía no se ha gastado. El saldo de una billetera es la suma de los UTXO que controlan sus claves, y al gastar se usan UTXO enteros, devolviendo lo que sobra como cambio.',
    shortDefinition:
      'Salida de transacción no gastada: una porción separada de bitcoin recibido; tu saldo es la suma de esas porciones.',
    whyItMatters:
      'Cada UTXO aumenta el tamaño de la transacción que lo gasta, así que una billetera llena de UTXO diminutos puede salir cara de gastar cuando las comisiones están altas.',
    examples: [
      'Recibir 50,000 sats tres veces te da tres UTXO, no un saldo único de 150,000 sats.',
      'Pagar 80,000 sats con dos UTXO de 50,000 sats crea una salida para quien recibe y te devuelve 20,000 sats, menos la comisión, como cambio.',
    ],
  },
  'lightning-network': {
    definition:
      'La Lightning Network es una segunda capa construida sobre Bitcoin que permite hacer pagos rápidos y de bajo costo a través de canales de pago, sin registrar cada pago en la blockchain. Solo la apertura y el cierre de los canales se escriben en la cadena.',
    shortDefinition:
      'Una red de pagos sobre Bitcoin para pagos rápidos y baratos que solo tocan la blockchain al abrir o cerrar canales.',
    whyItMatters:
      'Hace prácticos los pagos pequeños y cotidianos en bitcoin, con concesiones distintas a las de tener monedas en la cadena, como necesitar una billetera que siga en línea o depender de un proveedor.',
    examples: [
      'Pagar 1,000 sats por un artículo desde una billetera Lightning suele liquidarse en segundos.',
      'Una cafetería puede aceptar un pago de 5,000 sats por Lightning por una fracción del costo de una transacción en la cadena.',
    ],
  },
  'proof-of-work': {
    definition:
      'La prueba de trabajo es el método que usa Bitcoin para decidir quién añade el siguiente bloque: los mineros calculan el hash de los datos del bloque una y otra vez hasta encontrar un resultado por debajo de un objetivo. Encontrar ese resultado exige una cantidad enorme de cálculo, pero comprobarlo es instantáneo.',
    shortDefinition:
      'El método de seguridad de Bitcoin: los mineros gastan poder de cómputo real para hallar un bloque válido, que cualquiera comprueba al instante.',
    whyItMatters:
      'Como producir bloques cuesta energía real, reescribir transacciones pasadas exigiría gastar más que toda la red honesta, y eso mantiene seguro el registro.',
    examples: [
      'Encontrar un bloque válido es como tirar una y otra vez dados de billones de caras hasta que salga un número por debajo del objetivo.',
      'Comprobar que un bloque cumple el objetivo toma una fracción de segundo en una computadora común.',
    ],
  },
  'hash-rate': {
    definition:
      'La tasa de hash es el poder de cómputo total que los mineros dedican a Bitcoin, medido en hashes por segundo. La tasa de hash de la red se cuenta en exahashes por segundo, es decir, trillones de intentos cada segundo.',
    shortDefinition: 'El poder de cómputo combinado que protege a Bitcoin, medido en hashes por segundo.',
    whyItMatters:
      'Una tasa de hash más alta significa que un atacante necesitaría más poder de cómputo para reescribir bloques recientes, así que es una medida aproximada de qué tan protegida está la red.',
    examples: [
      '1 exahash por segundo (EH/s) son 1,000,000,000,000,000,000 hashes cada segundo.',
      'Cuando los mineros apagan sus máquinas, la tasa de hash baja y los bloques llegan un poco más despacio hasta el siguiente ajuste de dificultad.',
    ],
  },
  'difficulty-adjustment': {
    definition:
      'El ajuste de dificultad es el cambio automático en lo difícil que es minar un bloque, que se hace cada 2,016 bloques, más o menos cada dos semanas. Si los bloques llegaron más rápido que uno cada 10 minutos en promedio, minar se vuelve más difícil; si llegaron más despacio, se vuelve más fácil.',
    shortDefinition:
      'Cada 2,016 bloques (unas dos semanas) Bitcoin recalcula lo difícil que es minar, para mantener los bloques a unos 10 minutos en promedio.',
    whyItMatters:
      'Mantiene estable el calendario de emisión de Bitcoin sin importar cuánto poder de cómputo entre o salga, así que nadie puede minar más rápido la oferta restante.',
    examples: [
      'Si los últimos 2,016 bloques tardaron 12 días en lugar de 14, la dificultad sube cerca de 17% para que los siguientes 2,016 tarden más cerca de 14.',
      'Un solo ajuste puede cambiar la dificultad como mucho en un factor de cuatro.',
    ],
  },
  mempool: {
    definition:
      'La mempool, abreviatura de memory pool (fondo de memoria), es la sala de espera donde las transacciones válidas aguardan hasta que un minero las incluye en un bloque. Cada nodo tiene su propia mempool, y los mineros suelen elegir primero las transacciones que pagan las tasas de comisión más altas.',
    shortDefinition:
      'La sala de espera de las transacciones sin confirmar; los mineros suelen elegir primero las que pagan la tasa de comisión más alta.',
    whyItMatters:
      'Cuando la mempool está llena, las comisiones suben y las transacciones con comisión baja pueden esperar horas o días, así que revisarla antes de enviar puede ahorrarte dinero.',
    examples: [
      'En un periodo de mucha actividad, una transacción con comisión baja puede quedarse en la mempool hasta que baje la demanda.',
      'Los exploradores de bloques muestran qué tan llena está la mempool y qué tasas de comisión se están confirmando.',
    ],
  },
  'most-work-chain': {
    definition:
      'La cadena con más trabajo es la cadena válida de bloques que tiene más prueba de trabajo detrás, a menudo llamada la cadena más larga. Todos los nodos la siguen y construyen sobre ella, y si dos cadenas compiten, los nodos se pasan a la que acumule más trabajo.',
    shortDefinition:
      'La cadena válida con más prueba de trabajo detrás, la que sigue cada nodo; a menudo llamada la cadena más larga.',
    whyItMatters:
      'Como los nodos cuentan trabajo y no bloques, reescribir un pago confirmado exigiría rehacer el trabajo de cada bloque que tiene encima y luego superar al resto de la red.',
    examples: [
      'Dos mineros encuentran un bloque en el mismo momento: los nodos conservan ambos hasta que el siguiente bloque cae sobre uno de ellos, y esa cadena, con más trabajo, es la que todos siguen.',
    ],
  },
  'block-reward': {
    definition:
      'La recompensa de bloque es lo que gana un minero por añadir un bloque: bitcoin recién creado, llamado subsidio, más todas las comisiones que pagan las transacciones del bloque. El subsidio se reduce a la mitad cada 210,000 bloques.',
    shortDefinition:
      'Lo que gana un minero por bloque: bitcoin recién creado (3.125 BTC desde abril de 2024) más las comisiones del bloque.',
    whyItMatters:
      'La recompensa de bloque es la forma en que el bitcoin nuevo entra en circulación; a medida que el subsidio se reduce, los mineros dependerán cada vez más de las comisiones para seguir protegiendo la red.',
    examples: ['Un bloque con un subsidio de 3.125 BTC y 0.1 BTC de comisiones le paga a su minero 3.225 BTC.'],
  },
  'transaction-fee': {
    definition:
      'La comisión de transacción es la cantidad de bitcoin que se paga para que una transacción se incluya en un bloque. Va para el minero y depende del tamaño de la transacción en bytes virtuales (vbytes) y de qué tan ocupada esté la red, no del monto enviado.',
    shortDefinition:
      'Lo que pagas a los mineros por incluir tu transacción; depende de su tamaño en bytes virtuales (vbytes) y de la demanda, no del monto.',
    whyItMatters:
      'Las comisiones son parte del costo real de comprar y mover bitcoin, y pesan más en transacciones pequeñas y frecuentes.',
    examples: [
      'Enviar 0.5 BTC puede costar la misma comisión que enviar 0.005 BTC, porque ambas transacciones pueden tener el mismo tamaño.',
      'A 10 sat/vB, una transacción de 140 vbytes paga 1,400 sats.',
    ],
  },
  'public-key': {
    definition:
      'Una clave pública se deriva de una clave privada y se puede compartir sin riesgo. Permite que otros comprueben tus firmas digitales, y a partir de ella se crean las direcciones de Bitcoin.',
    shortDefinition:
      'Una clave derivada de tu clave privada que se puede compartir sin riesgo; de ella salen las direcciones y con ella se verifican tus firmas.',
    whyItMatters:
      'La separación entre una clave pública que puedes compartir y una clave privada que debes proteger es la base de cómo funciona la propiedad de bitcoin.',
    examples: [
      'Derivar una clave pública de una clave privada es fácil, pero hacer el camino inverso es prácticamente imposible.',
      'Una billetera de solo lectura creada con claves públicas puede mostrar tu saldo, pero no puede gastar.',
    ],
  },
  'hash-function': {
    definition:
      'Una función hash convierte cualquier entrada en una cadena de caracteres de longitud fija, su hash, de una forma fácil de calcular pero prácticamente imposible de revertir. Cambiar aunque sea un carácter de la entrada produce un hash completamente distinto.',
    shortDefinition:
      'Una función que convierte cualquier dato en una huella de longitud fija; un cambio mínimo en la entrada da un resultado totalmente distinto.',
    whyItMatters:
      'Los hashes enlazan los bloques y hacen funcionar la prueba de trabajo, y por eso alterar cualquier transacción pasada se detecta de inmediato.',
    examples: [
      'Bitcoin usa SHA-256, que siempre produce un hash de 256 bits, ya sea la entrada una palabra o un bloque entero.',
      'El encabezado de cada bloque contiene el hash del bloque anterior, lo que encadena los bloques.',
    ],
  },
  'digital-signature': {
    definition:
      'Una firma digital es una prueba, creada con una clave privada, de que quien tiene esa clave aprobó un mensaje concreto. En Bitcoin cada gasto debe llevar una firma válida, que cualquiera puede comprobar con la clave pública correspondiente sin conocer la clave privada.',
    shortDefinition:
      'Prueba hecha con una clave privada de que su titular aprobó una transacción, que cualquiera puede comprobar con la clave pública.',
    whyItMatters:
      'Las firmas son la forma en que Bitcoin sabe que un gasto está autorizado, sin usuario, contraseña ni banco de por medio.',
    examples: [
      'Una billetera de hardware crea la firma dentro del dispositivo, así que la clave privada nunca toca tu computadora.',
    ],
  },
  'double-spending': {
    definition:
      'El doble gasto es intentar gastar dos veces el mismo bitcoin. Bitcoin lo impide porque cada nodo comprueba que cada moneda se gaste una sola vez, y el orden de las transacciones en los bloques decide qué gasto cuenta.',
    shortDefinition:
      'Intentar gastar dos veces las mismas monedas; los nodos de Bitcoin y el orden de los bloques aseguran que solo cuente un gasto.',
    whyItMatters:
      'Resolver el doble gasto sin un contador central fue el problema clave que el whitepaper de Bitcoin se propuso resolver.',
    examples: [
      'Un comercio que espera confirmaciones antes de entregar productos caros está protegido contra un doble gasto.',
    ],
  },
  'block-explorer': {
    definition:
      'Un explorador de bloques es un sitio web o una app para consultar bloques, transacciones y direcciones en la blockchain. Muestra si una transacción se confirmó, qué comisión pagó y qué tan ocupada está la mempool.',
    shortDefinition:
      'Un sitio web para consultar bloques, transacciones y direcciones, por ejemplo para ver si un pago se confirmó.',
    whyItMatters:
      'Te permite verificar por tu cuenta qué pasó con un pago, en lugar de depender de lo que te diga una empresa o un desconocido.',
    examples: [
      'Pegar el ID de una transacción en un explorador de bloques para ver cuántas confirmaciones tiene.',
      'Consultar tus propias direcciones en el explorador de otra persona puede revelárselas a quien lo opera; un explorador conectado a tu propio nodo lo evita.',
    ],
  },
  'on-chain': {
    definition:
      'En la cadena (on-chain) describe todo lo que se registra directamente en la blockchain de Bitcoin, a diferencia de la actividad fuera de la cadena, como las transferencias dentro de los libros de un exchange o los pagos por Lightning.',
    shortDefinition:
      'Registrado directamente en la blockchain de Bitcoin, y no en la base de datos de una empresa ni en una segunda capa.',
    whyItMatters:
      'Solo el bitcoin en la cadena que controlas con tus propias claves es totalmente tuyo; un saldo en un exchange es un registro en los libros de la empresa.',
    examples: [
      'Retirar de un exchange a tu propia billetera es una transacción en la cadena; una operación entre dos clientes del mismo exchange no lo es.',
    ],
  },
  'layer-2': {
    definition:
      'Una capa 2 es un sistema construido sobre la blockchain de Bitcoin, que es la capa 1, que procesa transacciones fuera de la blockchain y se liquida en ella cuando hace falta. Busca que los pagos sean más rápidos y baratos, apoyándose en Bitcoin para la liquidación final.',
    shortDefinition:
      'Un sistema construido sobre Bitcoin, como Lightning, que procesa pagos fuera de la cadena y se liquida en la blockchain.',
    whyItMatters:
      'El espacio en los bloques de Bitcoin es limitado, así que se espera que muchos pagos pequeños ocurran en capas construidas por encima de la blockchain.',
    examples: ['La Lightning Network es la capa 2 de Bitcoin más conocida.'],
  },
  'open-source': {
    definition:
      'El software de código abierto publica su código para que cualquiera pueda leerlo, revisarlo, copiarlo y mejorarlo. El software principal de Bitcoin es de código abierto, así que cualquiera puede auditar sus reglas.',
    shortDefinition: 'Software cuyo código es público para que cualquiera lo revise y lo mejore, como el de Bitcoin.',
    whyItMatters:
      'El código abierto significa que no tienes que creerle a nadie sobre cómo funciona Bitcoin o una billetera; expertos independientes pueden comprobarlo.',
    examples: [
      'Cualquiera puede leer el código que hace cumplir el límite de 21 millones.',
      'Muchos fabricantes de billeteras de hardware publican su firmware para que los investigadores busquen fallas.',
    ],
  },
  segwit: {
    definition:
      'SegWit, abreviatura de Segregated Witness (testigo segregado), es una mejora de 2017 que movió los datos de las firmas a una parte separada de cada transacción. Corrigió una falla llamada maleabilidad de las transacciones, hizo práctica la Lightning Network y bajó las comisiones al contar los datos de firma con descuento.',
    shortDefinition:
      'Una mejora por soft fork de 2017 que separó los datos de firma, corrigió la maleabilidad y bajó comisiones; sus direcciones nativas empiezan con bc1q.',
    whyItMatters:
      'SegWit nativo y los tipos de dirección más nuevos suelen pagar comisiones más bajas que los formatos antiguos.',
    examples: [
      'Una dirección SegWit nativa empieza con bc1q.',
      'SegWit se activó en agosto de 2017 en el bloque 481,824.',
    ],
  },
  'block-height': {
    definition:
      'La altura de bloque es la posición de un bloque en la cadena, contada desde el bloque génesis, que tiene altura 0. Es el reloj que usan las reglas de Bitcoin para los eventos programados, como los halvings.',
    shortDefinition:
      'El número de un bloque en la cadena, contando desde 0 en el bloque génesis; el reloj propio de Bitcoin.',
    whyItMatters:
      'Como los halvings y otros cambios de reglas se programan por altura y no por fecha, sus fechas de calendario solo se pueden estimar.',
    examples: [
      'Los halvings ocurren en múltiplos de 210,000: hasta ahora en las alturas 210,000, 420,000, 630,000 y 840,000.',
    ],
  },
  'consensus-rules': {
    definition:
      'Las reglas de consenso son las reglas que cada nodo hace cumplir para decidir si un bloque o una transacción es válido, como el límite de 21 millones, el calendario de recompensas y la necesidad de firmas válidas.',
    shortDefinition:
      'Las reglas que cada nodo verifica, como el límite de 21 millones y las firmas válidas; todo lo que las rompe se rechaza.',
    whyItMatters:
      'Estas reglas son la razón por la que las propiedades de tu bitcoin no las puede cambiar por sí sola una empresa, ni una mayoría de mineros.',
    examples: [
      'Un bloque que le paga a su minero más que la recompensa permitida rompe las reglas de consenso y los nodos lo ignoran.',
    ],
  },
  'fee-rate': {
    definition:
      'La tasa de comisión es la comisión que paga una transacción por unidad de tamaño, normalmente expresada en satoshis por byte virtual (sat/vB). Los mineros ordenan las transacciones por tasa de comisión, no por comisión total.',
    shortDefinition:
      'La comisión por unidad de tamaño de la transacción, en sats por byte virtual (sat/vB); los mineros eligen primero las tasas más altas.',
    whyItMatters:
      'Elegir una tasa de comisión es cambiar velocidad por costo: los pagos urgentes pagan más y los que pueden esperar pueden pagar menos.',
    examples: ['Una transacción de 200 vbytes paga 1,000 sats a 5 sat/vB y 10,000 sats a 50 sat/vB.'],
  },
  'change-output': {
    definition:
      'Una salida de cambio devuelve el monto sobrante a tu propia billetera cuando las monedas que gastas valen más que el pago. Funciona como recibir cambio después de pagar con un billete grande.',
    shortDefinition:
      'La parte de una transacción que devuelve el bitcoin sobrante a tu propia billetera, como el cambio de un billete.',
    whyItMatters:
      'El cambio explica por qué una billetera muestra una salida nueva después de un pago, y por qué las billeteras descuidadas pueden revelar a los observadores qué salida es tuya.',
    examples: [
      'Gastar un UTXO de 100,000 sats para pagar 30,000 sats con una comisión de 1,000 sats crea 69,000 sats de cambio.',
    ],
  },
  'hd-wallet': {
    definition:
      'Una billetera HD (jerárquica determinista) genera todas sus claves y direcciones a partir de una sola semilla, siguiendo el estándar llamado BIP32. Un solo respaldo de su frase semilla puede restaurar todas las direcciones que la billetera haya creado.',
    shortDefinition:
      'Una billetera que deriva todas sus claves de una sola semilla, así que un respaldo de la frase semilla restaura todas las direcciones.',
    whyItMatters:
      'Es la razón por la que basta un solo respaldo de 12 o 24 palabras, en lugar de respaldar cada clave por separado.',
    examples: [
      'Restaurar una frase semilla en otra billetera compatible recupera las mismas direcciones y el mismo saldo.',
    ],
  },
  'lightning-invoice': {
    definition:
      'Una factura Lightning es una solicitud de pago, que suele mostrarse como un código QR o una cadena larga que empieza con lnbc, que le dice a una billetera Lightning cuánto pagar y a quién. Las facturas estándar vencen después de un tiempo fijo y están pensadas para pagarse una sola vez.',
    shortDefinition:
      'Una solicitud de pago de un solo uso en la Lightning Network, a menudo un código QR o una cadena que empieza con lnbc.',
    whyItMatters: 'Como una factura solo se puede pagar una vez y vence, cada pago suele necesitar una factura nueva.',
    examples: [
      'La caja de una cafetería muestra un código QR de una factura Lightning de 5,000 sats que vence a los pocos minutos.',
    ],
  },
  'mining-pool': {
    definition:
      'Un pool de minería es un grupo de mineros que combinan su tasa de hash y se reparten las recompensas en proporción al trabajo que aporta cada uno. Convierte premios grandes y raros en pagos pequeños y regulares.',
    shortDefinition:
      'Mineros que combinan su poder de cómputo y se reparten las recompensas, para recibir pagos más pequeños pero más constantes.',
    whyItMatters:
      'Unos pocos pools grandes coordinan una parte importante de la tasa de hash, y por eso la comunidad vigila la concentración de los pools como un tema de descentralización.',
    examples: [
      'Un minero que aporta el 0.01% de la tasa de hash de un pool recibe cerca del 0.01% de sus recompensas, menos la comisión del pool.',
    ],
  },
  asic: {
    definition:
      'Un ASIC (circuito integrado de aplicación específica) es un chip hecho para hacer una sola tarea de forma muy eficiente; los mineros ASIC de Bitcoin no hacen otra cosa que calcular hashes SHA-256. Hace años reemplazaron la minería con procesadores comunes y tarjetas gráficas.',
    shortDefinition:
      'Un chip diseñado para una sola tarea; los mineros ASIC de Bitcoin solo calculan hashes SHA-256, mucho más rápido que una computadora común.',
    whyItMatters:
      'Desde que llegaron los ASIC, minar en una laptop no puede competir, así que vale la pena entender la economía de la minería antes de considerarla.',
    examples: ['Un solo minero ASIC moderno puede calcular más de 100 billones de hashes por segundo.'],
  },
  'bitcoin-core': {
    definition:
      'Bitcoin Core es el software de nodo de Bitcoin más usado, descendiente del programa original que Satoshi Nakamoto publicó en 2009. Es de código abierto y lo mantienen desarrolladores de todo el mundo.',
    shortDefinition:
      'El software de nodo de Bitcoin más usado, de código abierto y descendiente del programa original de Satoshi Nakamoto.',
    whyItMatters:
      'Ejecutar Bitcoin Core te permite verificar cada regla por tu cuenta, y como es de código abierto, sus cambios se revisan en público.',
    examples: [
      'Instalar Bitcoin Core y dejar que descargue la blockchain convierte una computadora de casa en un nodo completo.',
    ],
  },
} satisfies Record<string, GlossaryDefinitionText>;
