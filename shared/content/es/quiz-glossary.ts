import type { TranslatedQuestion } from '../quiz-questions/authored';
import type { GlossaryQuestionId } from '../quiz-questions/glossary';

/**
 * The glossary quiz questions in Spanish (issue 48), keyed by the English questions' ids
 * (../quiz-questions/glossary.ts): the prompt, every option in the authored order, the explanation.
 * These texts reveal the answers: only the server imports them (decision 042).
 */
export const glossaryQuestionsEs = {
  'glossary-double-spend': {
    prompt: '¿Qué problema resuelve la cadena pública de bloques de Bitcoin sin un tercero de confianza?',
    options: [
      'Gastar dos veces las mismas monedas',
      'Las contraseñas olvidadas',
      'Las conexiones lentas a internet',
      'Los tipos de cambio entre monedas',
    ],
    explanation:
      'El whitepaper propone una red de persona a persona que sella en el tiempo las transacciones en una cadena de prueba de trabajo, para que quien recibe pueda comprobar que las monedas no se gastaron antes, sin una casa de moneda ni un banco. Resolver el doble gasto sin un contable central era el problema clave que se propuso resolver.',
  },
  'glossary-proof-of-work': {
    prompt: 'En la prueba de trabajo, ¿qué cambian los mineros para buscar un hash de bloque válido?',
    options: [
      'La dirección de quien recibe',
      'Un nonce en el encabezado del bloque',
      'El monto de cada transacción',
      'El límite de 21 millones',
    ],
    explanation:
      'Los mineros cambian un nonce en el encabezado del bloque una y otra vez hasta que el hash del bloque queda por debajo del objetivo. Encontrarlo cuesta trabajo; comprobarlo cuesta un solo hash.',
  },
  'glossary-longest-chain': {
    prompt: '¿Qué cadena consideran correcta los nodos?',
    options: [
      'La que tiene más transacciones',
      'La que elige el exchange más grande',
      'La que tiene más prueba de trabajo detrás',
      'La más antigua, venga lo que venga después',
    ],
    explanation:
      'Los nodos siguen la cadena válida con más prueba de trabajo detrás, a menudo llamada la cadena más larga, y la siguen extendiendo. Contar trabajo, no bloques, es lo que hace que reescribir la historia cueste tanto como el trabajo que reemplazaría.',
  },
  'glossary-coinbase-incentive': {
    prompt: '¿Qué ganan los mineros por un bloque que añaden a la cadena?',
    options: [
      'Intereses que pagan quienes tienen bitcoin',
      'Una comisión del banco central',
      'Nada: minar es trabajo voluntario',
      'Bitcoin recién creado (el subsidio) más las comisiones de las transacciones del bloque',
    ],
    explanation:
      'La recompensa de bloque es bitcoin recién creado, llamado subsidio, más las comisiones que pagan las transacciones del bloque. A medida que el subsidio se reduce, las comisiones forman una parte mayor de ella.',
  },
  'glossary-utxo': {
    prompt: 'Una billetera paga 0.3 BTC con una sola moneda de 1 BTC (una salida no gastada). ¿Qué pasa con el resto?',
    options: [
      'Vuelve a quien paga como cambio, menos la comisión',
      'Se pierde',
      'El minero se queda con todo',
      'Queda bloqueado hasta el próximo halving',
    ],
    explanation:
      'Al gastar se usan UTXO enteros: una salida le paga a quien recibe y, normalmente, lo que sobra vuelve a quien paga como cambio. Lo que las salidas no reclaman es la comisión del minero.',
  },
  'glossary-confirmations': {
    prompt: '¿Por qué quienes reciben pagos grandes esperan más confirmaciones?',
    options: [
      'Cada confirmación suma intereses',
      'Cuantas más confirmaciones tiene un pago, más difícil sería revertirlo',
      'Las comisiones se devuelven después de seis bloques',
      'Hacen falta confirmaciones para ver el monto',
    ],
    explanation:
      'Cada bloque que se añade encima del bloque de un pago es una confirmación más. El whitepaper muestra que la probabilidad de que un atacante con menos de la mitad del poder de hash alcance a la cadena cae de forma exponencial con cada bloque.',
  },
  'glossary-spv': {
    prompt: '¿Qué le permite hacer a una billetera ligera la verificación simplificada de pagos (SPV)?',
    options: [
      'Comprobar que un pago está en un bloque con los encabezados de bloque y una rama de Merkle, sin la cadena completa',
      'Minar bloques en un teléfono',
      'Cambiar las reglas de consenso',
      'Revertir un pago confirmado',
    ],
    explanation:
      'Una billetera SPV guarda solo los encabezados de bloque de la cadena con más trabajo y comprueba una rama de Merkle que une la transacción con un bloque. Confía en que el trabajo acumulado encima respalda el bloque; no comprueba ella misma cada regla, como hace un nodo completo.',
  },
  'glossary-merkle-tree': {
    prompt: '¿Dónde guarda un bloque el único hash que resume todas sus transacciones?',
    options: [
      'En la raíz de Merkle, en el encabezado del bloque',
      'En cada billetera que recibió un pago',
      'En el calendario de halvings',
      'En cada exchange',
    ],
    explanation:
      'Las transacciones se combinan en pares con un hash, y los pares de nuevo, hasta formar una raíz de Merkle guardada en el encabezado del bloque; cambiar cualquier transacción cambia el encabezado. El whitepaper usa el mismo árbol para podar transacciones gastadas sin romper el hash del bloque.',
  },
  'glossary-timestamp-server': {
    prompt: '¿Cómo demuestra cada bloque que los bloques anteriores existieron?',
    options: [
      'Lo firma un notario del gobierno',
      'Cada bloque contiene una referencia al bloque anterior, lo que los une en una cadena',
      'Cada bloque repite todas las transacciones anteriores',
      'Lleva la fecha que pone la billetera',
    ],
    explanation:
      'El servidor de sellos de tiempo del whitepaper calcula el hash de un bloque de elementos junto con el hash anterior; cada sello de tiempo refuerza a los anteriores, y eso es lo que forma una cadena de bloques.',
  },
  'glossary-privacy-new-keys': {
    prompt: '¿Qué sugiere el whitepaper para evitar que las transacciones se vinculen a un mismo dueño?',
    options: [
      'Enviar cada pago a través de un exchange',
      'No usar nunca bitcoin dos veces',
      'Un nuevo par de claves, y por tanto una dirección nueva, para cada transacción',
      'Cifrar la cadena de bloques',
    ],
    explanation:
      'Las claves públicas son anónimas, pero reutilizar una vincula los pagos entre sí. Una dirección nueva para cada pago, que las billeteras muestran para proteger tu privacidad, evita que se vinculen a un solo dueño, aunque las entradas gastadas juntas siguen revelando un dueño común.',
  },
  'glossary-difficulty-period': {
    prompt: '¿Cada cuánto se ajusta la dificultad de la prueba de trabajo?',
    options: [
      'En cada bloque',
      'Cada 2,016 bloques, más o menos cada dos semanas',
      'Cada 210,000 bloques',
      'Solo cuando los desarrolladores la cambian',
    ],
    explanation:
      'Cada 2,016 bloques se recalcula el objetivo para que los bloques sigan llegando, en promedio, más o menos cada 10 minutos, por mucho poder de hash que entre o salga.',
  },
  'glossary-seed-phrase-bip39': {
    prompt:
      '¿Qué estándar define la frase semilla, una lista de palabras que codifica el secreto maestro de una billetera?',
    options: ['BIP39', 'BIP141', 'BIP173', 'BIP350'],
    explanation:
      'BIP39 convierte entropía aleatoria más una suma de verificación en palabras de una lista fija de 2,048, y deriva la semilla de la billetera a partir de esas palabras (y de una frase de contraseña opcional).',
  },
  'glossary-hd-wallet': {
    prompt: '¿Qué deriva una billetera jerárquica determinista (HD) a partir de una sola semilla?',
    options: [
      'Una sola dirección',
      'Todas sus claves y direcciones, así que un solo respaldo restaura todas las direcciones',
      'Una semilla nueva para cada pago',
      'La propia cadena de bloques',
    ],
    explanation:
      'BIP32 deriva todo un árbol de pares de claves a partir de una sola semilla, así que la billetera puede usar una dirección nueva para cada pago y un solo respaldo de su frase semilla sigue restaurando todas las direcciones.',
  },
  'glossary-segwit-weight': {
    prompt: 'Desde SegWit, ¿de qué depende la comisión de una transacción?',
    options: [
      'Del monto enviado',
      'De su tamaño en bytes virtuales (vbytes) y de cuán congestionada esté la red',
      'De la distancia entre quien envía y quien recibe',
      'Del número de confirmaciones',
    ],
    explanation:
      'BIP141 mide las transacciones por peso; el tamaño virtual es el peso dividido entre cuatro, y las tasas de comisión se expresan en satoshis por vbyte: la comisión depende del tamaño y de cuán congestionada esté la red, no del monto enviado.',
  },
  'glossary-bech32-prefix': {
    prompt: '¿Cómo empieza una dirección SegWit nativa en la red principal de Bitcoin?',
    options: ['1', '3', 'bc1', 'tb1'],
    explanation:
      'Las direcciones BIP173 usan la parte legible «bc» en la red principal y luego el separador «1»: una dirección SegWit nativa empieza con bc1q. («tb1» es de testnet).',
  },
  'glossary-bech32m': {
    prompt: '¿Qué codificación de direcciones usan las direcciones Taproot (SegWit versión 1)?',
    options: ['Base58Check', 'Bech32m', 'Bech32 exactamente como en BIP173', 'Hexadecimal'],
    explanation:
      'BIP350 introdujo bech32m, una suma de verificación modificada, para la versión de testigo 1 y posteriores; las direcciones Taproot en la red principal empiezan con bc1p.',
  },
  'glossary-taproot-schnorr': {
    prompt: '¿Qué esquema de firma trajo a Bitcoin la actualización Taproot?',
    options: ['RSA', 'Las firmas Schnorr', 'Las contraseñas', 'Ninguno: Taproot eliminó las firmas'],
    explanation:
      'BIP340 especifica las firmas Schnorr sobre secp256k1, que usan las reglas de gasto de Taproot (BIP341).',
  },
  'glossary-multisig': {
    prompt: '¿Qué necesita una billetera multifirma 2 de 3 para gastar?',
    options: [
      'Las tres claves',
      'Firmas de 2 cualesquiera de sus 3 claves',
      'Solo la clave más nueva',
      'Una contraseña y una clave',
    ],
    explanation:
      'Un esquema M de N nombra N claves y exige firmas de M cualesquiera de ellas: aquí, 2 cualesquiera de 3, así que una clave perdida o robada no bloquea los fondos ni permite robarlos.',
  },
  'glossary-psbt': {
    prompt: '¿Para qué se usa una PSBT?',
    options: [
      'Para pasar una transacción sin firmar o parcialmente firmada entre billeteras y dispositivos',
      'Para comprar bitcoin en un exchange',
      'Para guardar una frase semilla',
      'Para minar en una laptop',
    ],
    explanation:
      'Una transacción de Bitcoin parcialmente firmada (PSBT) lleva lo que cada firmante necesita, así que una billetera de solo lectura puede preparar un pago que luego firma una billetera de hardware, o varios firmantes de una multifirma.',
  },
  'glossary-genesis': {
    prompt: '¿Cuándo se creó el primer bloque de Bitcoin, el bloque génesis?',
    options: ['El 31 de octubre de 2008', 'El 3 de enero de 2009', 'El 1 de enero de 2010', 'El 22 de mayo de 2010'],
    explanation:
      'El bloque génesis tiene como marca de tiempo el 3 de enero de 2009. El whitepaper llegó antes, el 31 de octubre de 2008.',
  },
  'glossary-node': {
    prompt: '¿Qué hace un nodo completo?',
    options: [
      'Guarda el bitcoin de otras personas',
      'Fija el precio de bitcoin',
      'Guarda una copia de la cadena de bloques y comprueba cada transacción y cada bloque con las reglas',
      'Emite bitcoin nuevo a pedido',
    ],
    explanation:
      'Cada nodo acepta un bloque solo si todas sus transacciones son válidas y no se gastaron antes, y guarda su propia copia del registro: no hay que confiar en nadie para que aplique las reglas.',
  },
  'glossary-private-key': {
    prompt: 'En Bitcoin, ¿cómo mueve un dueño sus monedas a otra persona?',
    options: [
      'Pidiéndole a un banco que las transfiera',
      'Firmando una transacción con su clave privada',
      'Enviándole su contraseña a quien recibe',
      'Minando primero un bloque',
    ],
    explanation:
      'El whitepaper define una moneda como una cadena de firmas digitales: cada dueño la transfiere firmando un hash de la transacción anterior y la clave pública del siguiente dueño. Quien tiene la clave privada puede mover las monedas.',
  },
  'security-seed-words': {
    prompt: '¿Cuántas palabras tiene la lista de la que se toman las frases semilla BIP39?',
    options: ['256', '1,024', '2,048', '21,000'],
    explanation:
      'Las listas de palabras de BIP39 tienen 2,048 palabras, así que cada palabra codifica 11 bits de la entropía y la suma de verificación de la semilla.',
  },
  'security-seed-lengths': {
    prompt: '¿Qué longitudes de frase semilla define BIP39?',
    options: [
      '12, 15, 18, 21 o 24 palabras',
      'Cualquier número de palabras',
      'Exactamente 6 palabras',
      '32 o 64 palabras',
    ],
    explanation:
      'BIP39 convierte de 128 a 256 bits de entropía, más una suma de verificación, en 12, 15, 18, 21 o 24 palabras.',
  },
  'security-passphrase': {
    prompt: '¿Qué hace la frase de contraseña opcional de BIP39?',
    options: [
      'Desbloquea la cuenta del exchange',
      'Reemplaza la frase semilla',
      'Devuelve la billetera a su configuración de fábrica',
      'Con la misma frase semilla, una frase de contraseña distinta abre una billetera completamente distinta',
    ],
    explanation:
      'La semilla se deriva de las palabras y la frase de contraseña juntas. Cada frase de contraseña abre una billetera distinta; olvidarla hace perder el acceso tanto como perder las palabras.',
  },
  'security-who-asks': {
    prompt:
      'Alguien te pide tu frase semilla para «verificar» o «arreglar» tu billetera. ¿Cuándo es correcto escribir la frase semilla?',
    options: [
      'Cuando el personal de soporte lo pide con amabilidad',
      'Solo en tu propia billetera o dispositivo, cuando tú la restauras',
      'Cuando un sitio web dice que tu billetera está en riesgo',
      'Cuando un sorteo lo exige',
    ],
    explanation:
      'Tu propia billetera necesita la frase semilla solo cuando tú la restauras; un mensaje que te pide «verificarla» en un sitio web es phishing, y cualquier otra persona que te la pida intenta quedarse con tu bitcoin.',
  },
  'security-hd-backup': {
    prompt:
      'Una billetera ha usado 50 direcciones de recepción distintas. ¿Cuántos respaldos de la frase semilla necesita?',
    options: [
      '50, uno por dirección',
      'Uno: todas las claves privadas de una billetera se derivan de su frase semilla',
      'Ninguno',
      'Uno por cada mes de uso',
    ],
    explanation:
      'BIP32 deriva cada clave de la billetera a partir de una sola semilla, así que un solo respaldo de la frase semilla restaura las 50 direcciones.',
  },
  'glossary-satoshi': {
    prompt: '¿Cuántos satoshis forman un bitcoin?',
    options: ['1,000', '1,000,000', '100,000,000', '21,000,000'],
    explanation:
      'Un satoshi es la unidad más pequeña de bitcoin: 1 satoshi equivale a 0.00000001 BTC, así que un bitcoin está formado por 100,000,000 satoshis. Nadie necesita comprar un bitcoin entero.',
  },
  'glossary-satoshi-name': {
    prompt: '¿En honor a quién se llama satoshi la unidad más pequeña de bitcoin?',
    options: [
      'A un banco japonés',
      'Al creador de Bitcoin, Satoshi Nakamoto',
      'A la mascota del primer minero',
      'A una unidad de peso del oro',
    ],
    explanation: 'El satoshi lleva el nombre del creador de Bitcoin, Satoshi Nakamoto. 1 satoshi = 0.00000001 BTC.',
  },
  'glossary-halving-what': {
    prompt: '¿Qué es el halving?',
    options: [
      'La división de cada bitcoin en dos',
      'Una caída del precio a la mitad',
      'La reducción a la mitad, programada, de la recompensa en bitcoin nuevo por bloque, cada 210,000 bloques',
      'Una votación de los mineros para reducir las comisiones a la mitad',
    ],
    explanation:
      'El halving es la reducción a la mitad, programada, de la recompensa en bitcoin nuevo por bloque, cada 210,000 bloques (más o menos cada cuatro años), según un calendario público que nadie puede acelerar ni cambiar a su antojo.',
  },
  'glossary-cap-2140': {
    prompt: '¿Alrededor de cuándo se espera que se cree la última fracción de un bitcoin?',
    options: ['2030', '2140', '2024', 'Nunca: se crea bitcoin nuevo para siempre'],
    explanation:
      'Las monedas nuevas se emiten mediante la minería según un calendario decreciente, y se espera que la última fracción de un bitcoin se cree alrededor del año 2140, dentro del límite de 21 millones.',
  },
  'glossary-circulating-supply': {
    prompt: '¿Qué es la oferta circulante de bitcoin?',
    options: [
      'El bitcoin guardado en los exchanges',
      'Cuántos bitcoins se han minado hasta ahora',
      'El bitcoin negociado en un día',
      'El límite de 21 millones',
    ],
    explanation:
      'La oferta circulante es cuántos bitcoins se han minado hasta ahora; crece despacio con cada bloque hacia el límite de 21 millones. Multiplicada por el precio, da la capitalización de mercado.',
  },
  'glossary-market-cap': {
    prompt: '¿Cómo se calcula la capitalización de mercado?',
    options: [
      'El precio multiplicado por la oferta circulante',
      'El precio dividido entre el número de personas que lo tienen',
      'El precio más alto jamás pagado',
      'El valor de una moneda',
    ],
    explanation:
      'La capitalización de mercado es el precio multiplicado por la oferta circulante: el valor total de todos los bitcoins existentes al precio de hoy. Comparar capitalizaciones de mercado, no precios por moneda, protege del sesgo de unidad.',
  },
  'glossary-unit-bias': {
    prompt:
      'Una moneda que cuesta un centavo no es más barata que bitcoin en ningún sentido real. ¿Qué idea equivocada corrige esto?',
    options: [
      'El FOMO',
      'El sesgo de unidad: creer que necesitas monedas enteras, o que un precio bajo por moneda significa barato',
      'La inflación',
      'El riesgo de contraparte',
    ],
    explanation:
      'El sesgo de unidad es la idea equivocada de que necesitas monedas enteras, o de que un precio bajo por moneda significa barato. Bitcoin se divide en sats, y los activos se comparan por su capitalización de mercado.',
  },
  'glossary-fiat': {
    prompt: '¿Qué le da su valor al dinero fiat, como los dólares o los euros?',
    options: [
      'El oro guardado por cada billete',
      'Que un gobierno lo declare de curso legal',
      'Un límite fijo de oferta',
      'La minería',
    ],
    explanation:
      'El dinero fiat tiene valor porque un gobierno lo declara de curso legal, no porque se pueda cambiar por una materia prima como el oro. Su oferta la gestionan los bancos centrales y se puede ampliar.',
  },
  'glossary-inflation': {
    prompt: '¿Qué le hace la inflación a los ahorros en efectivo?',
    options: [
      'Hace que cada unidad de dinero compre menos con el tiempo',
      'Hace que el efectivo compre más cada año',
      'No tiene efecto sobre los ahorros',
      'Sube los intereses del efectivo',
    ],
    explanation:
      'La inflación es la subida general de los precios con el tiempo, así que cada unidad de dinero compra menos. Los ahorros en efectivo pierden poder de compra: el dinero que se deja quieto durante años compra menos, sin que se note.',
  },
  'glossary-inflation-book': {
    prompt: '¿Usa El hombre más rico de Babilonia la inflación como razón para poner el oro a trabajar?',
    options: [
      'Sí, es el argumento principal del libro',
      'No: el libro nunca menciona la inflación; su razón es que el oro ocioso no gana nada',
      'Sí, en la quinta ley',
      'Solo en Las murallas de Babilonia',
    ],
    explanation:
      'El hombre más rico de Babilonia nunca menciona la inflación; su razón para poner el oro a trabajar es simplemente que el oro ocioso no gana nada.',
  },
  'glossary-pow-check': {
    prompt:
      'En la prueba de trabajo, encontrar un bloque válido requiere un cálculo enorme. ¿Qué tan difícil es comprobarlo?',
    options: [
      'Igual de difícil',
      'Comprobarlo es instantáneo',
      'Solo los mineros pueden comprobarlo',
      'No se puede comprobar',
    ],
    explanation:
      'Los mineros calculan el hash de los datos del bloque una y otra vez hasta encontrar un resultado por debajo de un objetivo. Encontrarlo requiere cantidades enormes de cálculo, pero comprobarlo es instantáneo, así que cualquiera puede verificar un bloque.',
  },
  'glossary-hash-rate': {
    prompt: '¿Qué significa una tasa de hash más alta para alguien que intenta reescribir bloques recientes?',
    options: ['Nada', 'Necesitaría más poder de cómputo', 'Pagaría comisiones más bajas', 'Podría hacerlo más rápido'],
    explanation:
      'La tasa de hash es el poder de cómputo combinado que protege a Bitcoin. Una tasa de hash más alta significa que un atacante necesitaría más poder de cómputo para reescribir bloques recientes.',
  },
  'glossary-mempool': {
    prompt: '¿Qué es la mempool?',
    options: [
      'La cuenta de ahorros de un minero',
      'La sala de espera donde las transacciones válidas esperan hasta que un minero las incluye en un bloque',
      'Una lista de monedas perdidas',
      'Un fondo común de los exchanges',
    ],
    explanation:
      'La mempool (memory pool) es la sala de espera donde las transacciones válidas esperan hasta que un minero las incluye en un bloque. Los mineros suelen elegir primero las que pagan las tasas de comisión más altas.',
  },
  'glossary-mempool-crowded': {
    prompt: 'Cuando la mempool está congestionada, ¿qué pasa con una transacción que paga una comisión baja?',
    options: ['Se cancela', 'Puede esperar horas o días', 'Se confirma primero', 'Los mineros la reembolsan'],
    explanation:
      'Cuando la mempool está congestionada, las comisiones suben y las transacciones con comisión baja pueden esperar horas o días, así que revisarla antes de enviar puede ahorrar dinero.',
  },
  'glossary-lightning': {
    prompt: '¿Cuándo toca un pago Lightning la cadena de bloques de Bitcoin?',
    options: [
      'Cada pago se escribe en la cadena',
      'Solo cuando se abren o se cierran canales',
      'Nunca',
      'Una vez al día',
    ],
    explanation:
      'La red Lightning es una segunda capa para pagos rápidos y de bajo costo a través de canales de pago; solo la apertura y el cierre de los canales se escriben en la cadena.',
  },
  'glossary-public-key': {
    prompt: '¿Qué clave se puede compartir con cualquiera sin peligro?',
    options: ['La clave privada', 'La frase semilla', 'La clave pública', 'La frase de contraseña'],
    explanation:
      'Una clave pública se deriva de una clave privada y se puede compartir sin riesgo: las direcciones se forman a partir de ella, y permite a otros comprobar tus firmas. Deducir de ella la clave privada es prácticamente imposible.',
  },
  'glossary-volatility': {
    prompt: '¿Cómo se ha movido el precio de bitcoin comparado con las acciones o el oro?',
    options: [
      'Ha sido mucho más volátil',
      'Ha sido más estable',
      'Nunca ha caído más del 10%',
      'Se mueve exactamente como el oro',
    ],
    explanation:
      'Históricamente, bitcoin ha sido mucho más volátil que las acciones o el oro, con movimientos diarios del 10% y caídas de más del 70% desde un máximo.',
  },
  'glossary-drawdown': {
    prompt: 'Después de una caída del 50% desde el máximo, ¿cuánto debe subir el precio para volver a ese máximo?',
    options: ['50%', '75%', '100%: debe duplicarse', '25%'],
    explanation:
      'Un drawdown es la caída porcentual desde un máximo hasta un mínimo posterior. Después de una caída del 50%, el precio debe duplicarse, una subida del 100%, solo para volver al máximo.',
  },
  'glossary-cost-basis': {
    prompt: 'Gastas $1,000 en 0.02 BTC y otros $1,000 en 0.04 BTC. ¿Cuál es tu costo promedio por bitcoin?',
    options: ['Unos $33,333', '$50,000', '$25,000', '$40,000'],
    explanation:
      'El costo base es lo que pagaste; el promedio es el total gastado dividido entre el bitcoin comprado: $2,000 por 0.06 BTC son unos $33,333 por bitcoin. El costo base incluye las comisiones.',
  },
  'glossary-fomo': {
    prompt: 'Duplicar una compra mensual por una noticia sobre un precio récord es un ejemplo de ¿qué?',
    options: [
      'Promedio del costo en dólares (DCA)',
      'FOMO, el miedo a quedarse fuera',
      'Rebalanceo',
      'Almacenamiento en frío',
    ],
    explanation:
      'El FOMO, el miedo a quedarse fuera, es el impulso de comprar con prisa porque los precios suben. Mantener un plan fijo, como un monto fijo de DCA, es la forma de no perseguir una subida.',
  },
  'glossary-hodl': {
    prompt: '¿De dónde viene la palabra HODL?',
    options: [
      'Del eslogan de un banco',
      'De un error al escribir «hold» (mantener) en una publicación de un foro en 2013',
      'Del whitepaper',
      'De una ley aprobada en 2013',
    ],
    explanation:
      'HODL empezó como un error al escribir «hold» (mantener) en una publicación de un foro en 2013, y hoy suele leerse como «Hold On for Dear Life» (aguanta como si te fuera la vida). Es una decisión que hay que tomar con los ojos abiertos, porque los precios pueden seguir bajos durante años.',
  },
  'glossary-cold-storage': {
    prompt: '¿Qué es el almacenamiento en frío?',
    options: [
      'Guardar las claves de bitcoin sin conexión, lejos de dispositivos conectados a internet',
      'Guardar bitcoin en un congelador',
      'La cuenta de ahorros de un exchange',
      'Una billetera que solo funciona en invierno',
    ],
    explanation:
      'El almacenamiento en frío consiste en guardar las claves de tu bitcoin en un dispositivo o medio que nunca se conecta a internet, lo que reduce mucho el riesgo de robo en línea.',
  },
  'glossary-hot-wallet': {
    prompt: '¿Cuál es la contrapartida de una billetera caliente?',
    options: [
      'Es cómoda para gastar, pero está más expuesta a hackeos y malware',
      'Es más segura que cualquier otra billetera',
      'No puede recibir bitcoin',
      'No necesita respaldo',
    ],
    explanation:
      'Una billetera caliente guarda sus claves en un dispositivo conectado a internet, como una app en el teléfono: cómoda para gastar, más expuesta a hackeos y malware. Muchas personas guardan ahí un saldo pequeño para gastar y sus ahorros en almacenamiento en frío.',
  },
  'glossary-custodian': {
    prompt: 'Cuando tu bitcoin está en un exchange, ¿qué tienes?',
    options: [
      'Las monedas mismas, con tus claves',
      'Un derecho de cobro frente a la empresa, que controla las claves',
      'Nada en absoluto',
      'Una parte del exchange',
    ],
    explanation:
      'Un custodio guarda por ti tu bitcoin y sus claves; tú tienes un derecho de cobro, no las monedas mismas. Los custodios pueden quebrar, ser hackeados o congelar los retiros.',
  },
  'glossary-counterparty-risk': {
    prompt:
      'Una plataforma de préstamos cripto prometió intereses altos, luego detuvo los retiros y quebró. ¿Qué riesgo es ese?',
    options: ['La volatilidad', 'El riesgo de contraparte', 'La inflación', 'El sesgo de unidad'],
    explanation:
      'El riesgo de contraparte es el riesgo de que la empresa o la persona que guarda tu dinero quiebre, haga trampa o lo congele. Tener tus propias claves elimina el riesgo de contraparte sobre esas monedas.',
  },
  'glossary-2fa-sms': {
    prompt:
      '¿Por qué los códigos enviados por mensaje de texto son la forma más débil de 2FA para cuentas que guardan dinero?',
    options: [
      'Los mensajes de texto son lentos',
      'Un duplicado de SIM (SIM swap) puede secuestrar tu número de teléfono e interceptarlos',
      'Vencen demasiado rápido',
      'Son demasiado largos para escribirlos',
    ],
    explanation:
      'En un SIM swap, un delincuente convence a tu operadora móvil de pasar tu número a una SIM que él controla, y luego recibe tus códigos por mensaje de texto. Por eso los códigos por mensaje de texto son la forma más débil de 2FA.',
  },
  'glossary-kyc': {
    prompt: '¿Qué es el KYC cuando abres una cuenta en un exchange?',
    options: [
      'Un tipo de billetera',
      'La verificación de identidad que los exchanges regulados exigen antes de que puedas comprar o retirar',
      'Una comisión por retiro',
      'Un formato de dirección de bitcoin',
    ],
    explanation:
      'KYC, «Know Your Customer» (conoce a tu cliente), es la verificación de identidad que los exchanges regulados exigen antes de que puedas comprar o retirar. Vincula tu identidad con el bitcoin que compras allí.',
  },
  'glossary-emergency-fund': {
    prompt: '¿Dónde dice el glosario que se guarda un fondo de emergencia?',
    options: [
      'En bitcoin',
      'En algún lugar estable y de acceso rápido, no en un activo volátil',
      'En una billetera de hardware',
      'Prestado a amigos',
    ],
    explanation:
      'Un fondo de emergencia es efectivo apartado para gastos inesperados, a menudo de tres a seis meses de gastos esenciales, guardado en algún lugar estable y de acceso rápido, no en un activo volátil.',
  },
  'glossary-timing-market': {
    prompt: 'Esperar meses una «mejor entrada» mientras el precio sigue subiendo es un intento fallido de ¿qué?',
    options: [
      'Adivinar el momento del mercado',
      'Almacenamiento en frío',
      'Promedio del costo en dólares (DCA)',
      'Rebalanceo',
    ],
    explanation:
      'Adivinar el momento del mercado significa intentar comprar justo antes de que los precios suban y vender justo antes de que bajen, algo que rara vez logran incluso los profesionales; un calendario regular de compras elimina la necesidad de adivinar.',
  },
  'glossary-lump-sum': {
    prompt: '¿Qué es invertir una suma única?',
    options: [
      'Repartir las compras a lo largo de un año',
      'Invertir un monto completo de una vez, a un solo precio',
      'Comprar solo después de las caídas',
      'Pedir prestado para invertir',
    ],
    explanation:
      'Invertir una suma única pone un monto completo de una vez, a un solo precio, totalmente expuesto al mercado desde el primer momento, para bien o para mal.',
  },
} satisfies Record<GlossaryQuestionId, TranslatedQuestion>;
