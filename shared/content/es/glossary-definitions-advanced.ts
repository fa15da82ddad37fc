import type { GlossaryDefinitionText } from '../glossary-definitions';

/** The advanced terms in Spanish (the English source is ../glossary-definitions.ts). */
export const advancedEs = {
  taproot: {
    definition:
      'Taproot es una mejora de Bitcoin activada en noviembre de 2021 que introdujo las firmas Schnorr. Hizo más baratas y privadas las condiciones de gasto complejas, como la multifirma, al permitir que parezcan pagos comunes cuando todas las partes están de acuerdo.',
    shortDefinition:
      'Una mejora por soft fork de 2021 con firmas Schnorr y gastos complejos más baratos y privados; sus direcciones empiezan con bc1p.',
    whyItMatters:
      'Amplía lo que las transacciones de Bitcoin pueden hacer de forma eficiente, y es la razón por la que las billeteras más nuevas ofrecen direcciones que empiezan con bc1p.',
    examples: [
      'Taproot se activó en el bloque 709,632 en noviembre de 2021.',
      'Una dirección Taproot empieza con bc1p.',
    ],
  },
  'stock-to-flow': {
    definition:
      'El stock-to-flow compara la oferta existente de un activo, el stock, con la cantidad nueva que se produce cada año, el flujo; una relación más alta significa que la oferta nueva es pequeña frente a la que ya existe. Un modelo que usaba esta relación para proyectar el precio de bitcoin se hizo popular alrededor de 2019, pero es muy debatido y sus proyecciones a veces se han alejado mucho de los precios reales.',
    shortDefinition:
      'La relación entre la oferta existente y la oferta nueva anual; un modelo de precio de bitcoin basado en ella es muy debatido.',
    whyItMatters:
      'La relación es una forma útil de describir la escasez; tratar un modelo construido sobre ella como un pronóstico es un paso distinto y mucho más arriesgado, y Arkad no hace predicciones de precio.',
    examples: [
      'Justo después del halving de abril de 2024, unos 19.7 millones de BTC existentes y unos 164,000 BTC nuevos al año daban una relación stock-to-flow de más o menos 120.',
    ],
  },
  'sha-256': {
    definition:
      'SHA-256 es la función hash que Bitcoin usa para la minería y para enlazar los bloques. Convierte cualquier entrada en una salida de 256 bits, y no se conoce ninguna forma práctica de revertirla ni de encontrar dos entradas con el mismo hash.',
    shortDefinition:
      'La función hash detrás de la minería de Bitcoin y de los enlaces entre bloques, que produce una huella de 256 bits de cualquier dato.',
    whyItMatters:
      'Minar es, en esencia, una carrera por calcular hashes SHA-256, así que su solidez sostiene la prueba de trabajo de Bitcoin.',
    examples: ['El hash de un bloque de Bitcoin se calcula aplicando SHA-256 dos veces al encabezado del bloque.'],
  },
  nonce: {
    definition:
      'Un nonce, abreviatura de number used once (número usado una vez), es un campo del encabezado del bloque que los mineros cambian una y otra vez mientras buscan un hash de bloque por debajo del objetivo. Cuando uno produce un hash lo bastante bajo, el bloque es válido.',
    shortDefinition:
      'Un número del encabezado del bloque que los mineros cambian sin parar mientras buscan un hash de bloque válido.',
    whyItMatters:
      'Muestra lo que es realmente minar: probar números a una velocidad enorme hasta que uno produzca un hash por debajo del objetivo.',
    examples: [
      'El campo nonce tiene 32 bits, unos 4.3 mil millones de valores, que un minero moderno recorre en una fracción de segundo, así que también se varían otras partes del bloque.',
    ],
  },
  'merkle-tree': {
    definition:
      'Un árbol de Merkle combina los hashes de todas las transacciones de un bloque, de dos en dos, en un hash final llamado raíz de Merkle, que se guarda en el encabezado del bloque. Permite que cualquiera demuestre que una transacción está en un bloque sin descargar el bloque entero.',
    shortDefinition:
      'Un árbol de hashes que resume cada transacción de un bloque en una raíz de Merkle dentro del encabezado del bloque.',
    whyItMatters:
      'Permite a las billeteras ligeras comprobar de forma eficiente que un pago está en un bloque, y significa que cambiar cualquier transacción cambia el encabezado del bloque.',
    examples: [
      'Cuatro transacciones se combinan por pares en dos hashes, que luego se combinan juntos en la raíz de Merkle.',
    ],
  },
  'soft-fork': {
    definition:
      'Un soft fork es un endurecimiento de las reglas de Bitcoin compatible con versiones anteriores: los bloques válidos con las reglas nuevas siguen siendo válidos para los nodos antiguos, así que los nodos que no se actualizaron siguen la misma cadena. SegWit y Taproot fueron soft forks.',
    shortDefinition:
      'Una mejora de reglas compatible con versiones anteriores que los nodos antiguos siguen aceptando, como SegWit en 2017 y Taproot en 2021.',
    whyItMatters:
      'Los soft forks permiten a Bitcoin añadir funciones sin obligar a todos a actualizarse a la vez, lo que mantiene unida la red.',
    examples: ['Taproot, activado en 2021, fue un soft fork.'],
  },
  'hard-fork': {
    definition:
      'Un hard fork es un cambio de reglas que vuelve válidos bloques que antes eran inválidos, así que los nodos que no se actualizan rechazan los bloques nuevos. Si no todos están de acuerdo, la red se divide en dos cadenas separadas con dos monedas separadas.',
    shortDefinition:
      'Un cambio de reglas que los nodos antiguos rechazan; sin un acuerdo casi total divide la cadena en dos monedas.',
    whyItMatters:
      'Los hard forks muestran que las reglas de Bitcoin no las puede cambiar sin más un desarrollador o una empresa: los usuarios eligen qué reglas siguen sus nodos.',
    examples: [
      'En agosto de 2017, Bitcoin Cash se separó de Bitcoin mediante un hard fork que permitía bloques más grandes.',
    ],
  },
  bip: {
    definition:
      'Un BIP, o Bitcoin Improvement Proposal (propuesta de mejora de Bitcoin), es un documento de diseño público que propone un cambio o un estándar para Bitcoin, desde mejoras de consenso hasta formatos de billetera. Cualquiera puede escribir uno; que se adopte depende de que la comunidad decida usarlo.',
    shortDefinition:
      'Un documento de diseño público que propone un cambio o estándar de Bitcoin, como BIP39 para las frases semilla.',
    whyItMatters:
      'Los números de BIP aparecen en la configuración de las billeteras y explican la compatibilidad: dos billeteras que admiten los mismos BIP normalmente pueden restaurar los respaldos de la otra.',
    examples: ['BIP39 define las frases semilla, BIP32 define las billeteras HD y BIP341 es parte de Taproot.'],
  },
  '51-percent-attack': {
    definition:
      'Un ataque del 51% ocurre cuando un solo minero o grupo controla la mayor parte de la tasa de hash de la red y la usa para reescribir bloques recientes, por ejemplo para revertir sus propios pagos. No puede crear monedas fuera de las reglas ni gastar monedas de las claves de otras personas.',
    shortDefinition:
      'Un minero con la mayor parte de la tasa de hash que reescribe bloques recientes para un doble gasto; no puede falsificar firmas ni romper el límite.',
    whyItMatters:
      'El costo enorme de reunir tanta tasa de hash es lo que hace que la historia reciente de Bitcoin sea definitiva en la práctica, y por qué varias confirmaciones importan en los pagos grandes.',
    examples: [
      'Monedas de prueba de trabajo más pequeñas y con poca tasa de hash han sufrido ataques del 51%; atacar Bitcoin de la misma forma requeriría una cantidad enorme de hardware especializado y de energía.',
    ],
  },
  'stale-block': {
    definition:
      'Un bloque obsoleto (stale) es un bloque válido que queda fuera de la cadena principal porque la mayor parte de la red aceptó un bloque rival a la misma altura. Sus transacciones normalmente vuelven a la mempool y se confirman más tarde.',
    shortDefinition:
      'Un bloque válido que quedó fuera de la cadena principal porque ganó un bloque rival a la misma altura.',
    whyItMatters:
      'Los bloques obsoletos son una de las razones por las que una sola confirmación es menos definitiva que varias.',
    examples: [
      'Dos mineros encuentran bloques casi en el mismo momento; el siguiente bloque se construye sobre uno de ellos, y el otro queda obsoleto.',
    ],
  },
  spv: {
    definition:
      'SPV, verificación simplificada de pagos (simplified payment verification), es la forma en que una billetera ligera comprueba un pago sin descargar toda la blockchain: guarda solo los encabezados de bloque de la cadena con más trabajo y comprueba una rama de Merkle que enlaza la transacción con un bloque. La sección 8 del whitepaper la describe.',
    shortDefinition:
      'Cómo una billetera ligera comprueba un pago con los encabezados de bloque y una rama de Merkle, sin toda la blockchain.',
    whyItMatters:
      'Permite que una billetera de teléfono compruebe que un pago está en un bloque, pero confía en que el trabajo acumulado encima respalda ese bloque en lugar de verificar cada regla por su cuenta, como hace un nodo completo.',
    examples: [
      'Una billetera de teléfono que se sincroniza en segundos y nunca descarga la blockchain completa suele depender de SPV o de un servidor en el que confía.',
    ],
  },
  bech32m: {
    definition:
      'Bech32m es la codificación de direcciones para las salidas de SegWit versión 1 y posteriores, Taproot entre ellas, definida en BIP350. Cambió una constante en la suma de verificación de la codificación bech32 anterior (BIP173), que tenía una debilidad con estas versiones más nuevas.',
    shortDefinition:
      'La codificación de direcciones de Taproot y de las versiones de SegWit posteriores (BIP350); en la red principal empiezan con bc1p.',
    whyItMatters:
      'Una billetera que solo puede enviar a direcciones bech32 puede rechazar una bech32m, así que distinguir las dos explica por qué algunas billeteras antiguas no pueden pagar a una dirección Taproot.',
    examples: [
      'Una dirección Taproot en la red principal empieza con bc1p y usa bech32m; una dirección SegWit nativa versión 0 empieza con bc1q y usa bech32.',
    ],
  },
  'block-size': {
    definition:
      'El tamaño de bloque es la cantidad de datos de transacciones que puede contener un bloque. Desde SegWit, el límite se expresa como un peso de bloque de 4 millones de unidades de peso, que reemplazó el límite anterior de 1 MB.',
    shortDefinition:
      'Cuántos datos puede contener un bloque; desde SegWit el límite es un peso de bloque de 4 millones de unidades de peso.',
    whyItMatters:
      'El espacio limitado en los bloques es la razón por la que las comisiones suben cuando hay mucha demanda, y los bloques pequeños son parte de la razón por la que las computadoras comunes todavía pueden ejecutar nodos.',
    examples: ['Antes de SegWit, los bloques estaban limitados a 1 MB de datos.'],
  },
  'replace-by-fee': {
    definition:
      'Replace-by-fee (RBF, reemplazo por comisión) te permite volver a difundir una transacción sin confirmar con una comisión más alta, que reemplaza a la original en la mempool. Es la forma habitual de acelerar una transacción atascada.',
    shortDefinition:
      'Reemplazar una transacción sin confirmar por una versión con comisión más alta para que se confirme antes.',
    whyItMatters:
      'Si un pago se envió con una comisión demasiado baja en un periodo de mucha actividad, RBF convierte una espera larga en una solución rápida, siempre que la billetera lo admita.',
    examples: [
      'Una transacción enviada a 2 sat/vB pasa horas sin confirmarse; reemplazarla a 20 sat/vB hace mucho más probable que los mineros la tomen pronto.',
    ],
  },
  'child-pays-for-parent': {
    definition:
      'Child pays for parent (CPFP, el hijo paga por el padre) acelera una transacción atascada gastando una de sus salidas en una transacción nueva con una comisión alta. Un minero que quiera esa comisión debe incluir ambas, así que lo que cuenta es la tasa de comisión combinada del par.',
    shortDefinition:
      'Acelerar una transacción atascada gastando su salida en una transacción hija nueva con comisión alta.',
    whyItMatters:
      'Permite que quien recibe, y no solo quien envía, acelere un pago, lo que ayuda cuando RBF no está disponible.',
    examples: [
      'Recibiste monedas en una transacción con comisión baja; enviártelas a ti mismo con una comisión alta arrastra a la transacción padre a un bloque junto con la hija.',
    ],
  },
  'coin-control': {
    definition:
      'El control de monedas es una función de las billeteras que te permite elegir exactamente qué UTXO gasta una transacción. Ayuda a manejar tanto las comisiones como la privacidad.',
    shortDefinition: 'Elegir exactamente qué UTXO gasta una transacción, para manejar comisiones y privacidad.',
    whyItMatters:
      'Sin él, una billetera puede combinar monedas de distintos orígenes en una transacción, mostrando a los observadores que pertenecen a la misma persona.',
    examples: ['Gastar un UTXO comprado en un exchange con KYC por separado de uno recibido de forma privada.'],
  },
  coinjoin: {
    definition:
      'Un CoinJoin es una sola transacción que combina entradas de varias personas y produce salidas del mismo tamaño, lo que hace difícil que los observadores sepan qué salida es de quién. Es una técnica de privacidad, y algunos exchanges pueden cuestionar o rechazar monedas que hayan pasado por uno.',
    shortDefinition:
      'Una transacción conjunta de varias personas con salidas del mismo tamaño, que hace difícil rastrear quién le pagó a quién.',
    whyItMatters:
      'La blockchain de Bitcoin es pública, así que la privacidad exige un esfuerzo deliberado; CoinJoin es una de las herramientas principales, con concesiones que conviene conocer.',
    examples: [
      'Cinco personas ponen cada una 0.1 BTC y reciben 0.1 BTC en direcciones nuevas, así que los de fuera no pueden emparejar fácilmente entradas con salidas.',
    ],
  },
  'extended-public-key': {
    definition:
      'Una clave pública extendida (xpub) es una clave pública más datos adicionales que permiten al software derivar todas las direcciones de recepción de una cuenta de billetera. No puede gastar, pero revela todas esas direcciones y, por lo tanto, todo el saldo y el historial de la cuenta.',
    shortDefinition:
      'Una clave de la que se derivan todas las direcciones de una cuenta de billetera: no puede gastar, pero lo revela todo.',
    whyItMatters:
      'Hace funcionar las billeteras de solo lectura, y por lo que revela solo se comparte con software o servicios de confianza.',
    examples: [
      'Cargar la xpub de una billetera de hardware en una app de escritorio para seguir su saldo sin el dispositivo.',
    ],
  },
  'derivation-path': {
    definition:
      "Una ruta de derivación es el camino que sigue una billetera HD desde su semilla hasta una clave concreta, escrito como m/84'/0'/0'/0/0. Distintas billeteras y tipos de dirección usan rutas estándar distintas.",
    shortDefinition:
      "El camino, como m/84'/0'/0', que sigue una billetera HD desde su semilla hasta cada clave y dirección.",
    whyItMatters:
      'Si una billetera restaurada muestra saldo cero, puede que simplemente esté mirando otra ruta; saber qué ruta usa una billetera hace confiable la recuperación.',
    examples: ["m/84'/0'/0' es la ruta de cuenta estándar de BIP84 para direcciones SegWit nativas."],
  },
  'payment-channel': {
    definition:
      'Un canal de pago es un acuerdo entre dos partes, abierto con una transacción en la cadena, en el que las partes pueden enviarse bitcoin de ida y vuelta muchas veces actualizando un saldo compartido, y liquidan en la blockchain solo cuando se cierra el canal. La Lightning Network enlaza esos canales en una red.',
    shortDefinition:
      'Un saldo entre dos partes abierto en la cadena que se actualiza fuera de ella muchas veces; la pieza básica de Lightning.',
    whyItMatters:
      'Los canales son la razón por la que los pagos de Lightning son instantáneos y baratos, y por la que ejecutar un nodo Lightning implica administrar fondos bloqueados en canales.',
    examples: [
      'Alicia abre un canal con 100,000 sats y le paga a Bruno 1,000 sats diez veces; al cerrarlo, se liquidan 90,000 sats para Alicia y 10,000 para Bruno, antes de comisiones.',
    ],
  },
  sidechain: {
    definition:
      'Una sidechain (cadena lateral) es una blockchain separada vinculada a Bitcoin, a la que se puede mover bitcoin, representado por un token, para usar funciones distintas, y luego devolverlo. Las sidechains suelen depender de un grupo de custodios u otros supuestos de confianza para guardar el bitcoin que las respalda.',
    shortDefinition:
      'Una blockchain separada vinculada a Bitcoin, donde se puede usar bitcoin con funciones distintas, normalmente con confianza adicional.',
    whyItMatters:
      'Puede añadir funciones o velocidad, pero las monedas que la respaldan suelen estar controladas por un grupo, lo que trae de vuelta el riesgo de contraparte.',
    examples: ['Liquid es una sidechain cuyo bitcoin vinculado lo guarda una federación de empresas miembro.'],
  },
  timelock: {
    definition:
      'Un bloqueo de tiempo (timelock) es una condición que impide gastar bitcoin hasta que pase cierta altura de bloque o cierta fecha. Está integrado en el lenguaje de scripts de Bitcoin y se usa en los canales de Lightning y en algunas configuraciones de herencia.',
    shortDefinition: 'Una regla que impide gastar bitcoin hasta una altura de bloque o una fecha elegidas.',
    whyItMatters:
      "Los bloqueos de tiempo permiten acuerdos como 'mi heredero puede gastar esto solo si yo no lo he movido en un año' sin confiar en un tercero.",
    examples: [
      'Una clave de respaldo que solo puede gastar después del bloque 1,000,000, como vía de recuperación si se pierden las claves principales.',
    ],
  },
  'bitcoin-script': {
    definition:
      'Bitcoin Script es el lenguaje de programación sencillo que fija las condiciones para gastar cada salida, como una firma de cierta clave, firmas de varias claves o que haya pasado un bloqueo de tiempo. Está limitado a propósito para que la validación sea segura y predecible.',
    shortDefinition: 'El lenguaje pequeño, limitado a propósito, que define las condiciones para gastar bitcoin.',
    whyItMatters:
      'La multifirma, los bloqueos de tiempo y Lightning dependen de Script, y por eso Bitcoin puede hacer más que pagos simples.',
    examples: [
      'Una salida multifirma 2 de 3 es una condición de Script que requiere dos firmas válidas de tres claves públicas listadas.',
    ],
  },
  'schnorr-signatures': {
    definition:
      'Las firmas Schnorr son un esquema de firma digital añadido a Bitcoin con Taproot en 2021. Permiten combinar varias firmas en una sola, lo que hace las transacciones multifirma más pequeñas y más difíciles de distinguir de las de una sola clave.',
    shortDefinition: 'Un esquema de firma añadido con Taproot en 2021 que permite combinar varias firmas en una sola.',
    whyItMatters: 'Combinar firmas ahorra espacio en los bloques y mejora la privacidad de las billeteras compartidas.',
    examples: [
      'Una configuración 2 de 2 que usa agregación de claves puede aparecer en la blockchain como una sola firma.',
    ],
  },
  psbt: {
    definition:
      'Una PSBT (transacción de Bitcoin parcialmente firmada) es un formato estándar, definido en BIP174, para pasar una transacción sin firmar o firmada en parte entre billeteras y dispositivos. Permite que una billetera de solo lectura prepare una transacción que luego firma una billetera de hardware.',
    shortDefinition:
      'Un formato estándar para pasar una transacción todavía no firmada del todo entre billeteras y dispositivos de firma.',
    whyItMatters:
      'Las PSBT son lo que permite que las billeteras de hardware, la firma aislada y la multifirma funcionen juntas entre marcas distintas.',
    examples: [
      'Una app del teléfono crea una PSBT, la escaneas en un dispositivo de firma aislado y luego escaneas de vuelta el resultado firmado para difundirlo.',
    ],
  },
} satisfies Record<string, GlossaryDefinitionText>;
