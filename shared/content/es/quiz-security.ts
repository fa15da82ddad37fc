import type { TranslatedQuestion } from '../quiz-questions/authored';
import type { SecurityQuestionId } from '../quiz-questions/security';

/**
 * The security quiz questions in Spanish (issue 48), keyed by the English questions' ids
 * (../quiz-questions/security.ts): the prompt, every option in the authored order, the explanation.
 * These texts reveal the answers: only the server imports them (decision 042).
 */
export const securityQuestionsEs = {
  'security-pyramid-order': {
    prompt: '¿Qué orden va de la menor a la mayor protección?',
    options: [
      'Multifirma, billetera de hardware, billetera de software, exchange',
      'Custodia en un exchange, billetera de software, billetera de hardware, configuración multifirma',
      'Billetera de software, exchange, multifirma, billetera de hardware',
      'Billetera de hardware, exchange, billetera de software, multifirma',
    ],
    explanation:
      'De la más fácil a la más fuerte: la custodia en un exchange da el menor control (una empresa tiene las claves); una billetera de software guarda las claves en un dispositivo en línea; una billetera de hardware las guarda sin conexión; una configuración multifirma elimina el punto único de falla.',
  },
  'security-seed-storage': {
    prompt: '¿Dónde dice el nivel Billetera de software que se guarde la frase semilla?',
    options: [
      'En una foto en tu teléfono',
      'En una nota en la nube o en un correo enviado a tu propia cuenta',
      'En papel o metal, guardado sin conexión',
      'Con el equipo de soporte del exchange',
    ],
    explanation:
      'Cualquiera que lea las palabras controla el bitcoin. Las fotos, el correo o las notas en la nube están al alcance de los hackers; el papel o el metal guardados sin conexión, no.',
  },
  'security-preset-seed': {
    prompt:
      'Llega una billetera de hardware nueva con una frase semilla ya escrita en una tarjeta. ¿Qué significa eso?',
    options: [
      'Es una estafa: quien escribió las palabras puede llevarse lo que guardes',
      'Ahorra tiempo y es seguro usarla',
      'Es la práctica normal del fabricante',
      'Solo importa en multifirma',
    ],
    explanation:
      'Configura el dispositivo tú: un dispositivo que llega con una frase semilla ya escrita es una estafa. Cualquiera que ya conozca las palabras controla todas las direcciones que se derivan de ellas.',
  },
  'security-hardware-keys': {
    prompt: '¿Por qué una billetera de hardware protege las claves del malware de tu computadora?',
    options: [
      'Cifra la cadena de bloques',
      'Firma ella misma las transacciones, así que las claves nunca salen del dispositivo',
      'Oculta tu dirección a la red',
      'No necesita respaldo',
    ],
    explanation:
      'La computadora prepara la transacción; el dispositivo la firma después de que la confirmas en su propia pantalla, así que las claves nunca salen del dispositivo, lo que las protege del malware.',
  },
  'security-verify-address': {
    prompt: '¿Por qué confirmar un pago en la propia pantalla de la billetera de hardware?',
    options: [
      'Porque el malware de la computadora puede cambiar lo que la computadora muestra',
      'Porque la pantalla es más grande',
      'Porque baja la comisión',
      'No hay ninguna razón',
    ],
    explanation:
      'Confirmas cada transacción en la propia pantalla del dispositivo, fuera del alcance de la computadora. Revisarla ahí detecta el malware que cambia la dirección, antes de que firmes un pago que no se puede revertir.',
  },
  'security-multisig-single-point': {
    prompt: '¿Cuál es la protección principal que da una configuración multifirma 2 de 3?',
    options: [
      'Ninguna clave perdida o robada por sí sola puede hacer perder o llevarse los ahorros',
      'Hace que las transacciones sean gratis',
      'No necesita ningún respaldo',
      'Hace que el bitcoin sea imposible de rastrear',
    ],
    explanation:
      '2 claves cualesquiera de 3 pueden gastar: un ladrón con una clave no puede, y un dueño que pierde una clave todavía tiene dos. Ninguna clave perdida o robada por sí sola puede llevarse tus ahorros.',
  },
  'security-descriptor': {
    prompt: 'Además de la frase semilla de cada clave, ¿qué debe respaldar quien tiene una multifirma?',
    options: [
      'La contraseña del exchange',
      'La configuración de la billetera, su descriptor de salida',
      'Una captura de pantalla del saldo',
      'Nada más',
    ],
    explanation:
      'El descriptor de salida registra qué claves, qué umbral y qué tipo de script forman la billetera. Sin él, las claves solas pueden no bastar para recuperar los fondos.',
  },
  'security-exchange-control': {
    prompt: 'Con la custodia en un exchange, ¿quién controla las claves privadas?',
    options: ['Tú', 'Los mineros', 'La empresa', 'Nadie'],
    explanation:
      'En un exchange, la empresa controla las claves privadas. Si la hackean, quiebra o congela tu cuenta, puede que no recuperes tu bitcoin: si no son tus claves, no son tus monedas.',
  },
  'security-hot-wallet': {
    prompt: '¿Por qué a una billetera de software en un teléfono se le llama billetera caliente?',
    options: [
      'Sus claves están en un dispositivo conectado a internet',
      'Calienta el teléfono',
      'Solo guarda monedas robadas',
      'Es el tipo de billetera más nuevo',
    ],
    explanation:
      'Tú tienes tus propias claves, pero las claves están en un dispositivo conectado a internet, donde el malware o un dispositivo comprometido pueden alcanzarlas. Las billeteras de hardware guardan las claves sin conexión.',
  },
  'security-test-recovery': {
    prompt: '¿Por qué restaurar una billetera nueva desde su frase semilla mientras solo tiene un monto pequeño?',
    options: [
      'Para probar la recuperación antes de que la billetera guarde ahorros',
      'Para ganar una recompensa de la red',
      'Para cambiar la frase semilla',
      'No se puede restaurar',
    ],
    explanation:
      'Un respaldo que nunca se probó puede tener una palabra equivocada o faltante. Prueba la recuperación: restaura la billetera desde la frase semilla mientras solo tiene un monto pequeño, y comprueba que vuelve.',
  },
  'security-two-factor': {
    prompt: 'Para una cuenta de exchange, ¿qué segundo factor sugiere la evaluación en lugar de los códigos por SMS?',
    options: [
      'Una app de autenticación o una llave de seguridad',
      'Una segunda contraseña enviada por correo',
      'Tu frase semilla',
      'Ningún segundo factor',
    ],
    explanation:
      'Los códigos enviados por SMS se pueden interceptar, por ejemplo cuando un atacante pasa tu número de teléfono a una SIM nueva; por eso el NIST restringe el SMS como autenticador. Una app de autenticación o una llave de seguridad no dependen de la red telefónica.',
  },
  'security-official-source': {
    prompt: '¿Desde dónde dice el nivel Billetera de software que se instale una app de billetera?',
    options: [
      'Solo desde su sitio web oficial o su página oficial en la tienda de apps',
      'Desde un enlace en un mensaje directo',
      'Desde el sitio que aparezca primero en los anuncios',
      'Desde un archivo compartido en un grupo de chat',
    ],
    explanation:
      'Las apps de billetera falsas y los sitios que imitan a otros roban frases semilla. La protección es instalar una billetera bien establecida solo desde su sitio web oficial o su página oficial en la tienda de apps, comprobando la dirección.',
  },
  'security-grows-with-holdings': {
    prompt: '¿Qué dice sobre la autocustodia el último paso siguiente del nivel Custodia en un exchange?',
    options: [
      'Planea pasar tus ahorros a autocustodia a medida que crece lo que tienes',
      'La autocustodia solo importa para montos de más de un millón',
      'No salgas nunca del exchange',
      'La autocustodia es tarea del exchange',
    ],
    explanation:
      'Lo que está bien para unos cientos de dólares no basta para los ahorros de toda una vida: planea pasar tus ahorros a autocustodia a medida que crece lo que tienes, y vuelve a hacer la evaluación cuando crezca.',
  },
  'security-hardware-seller': {
    prompt: '¿Dónde dice el nivel Billetera de hardware que se compre una billetera de hardware?',
    options: [
      'Directamente al fabricante o a un revendedor autorizado, nunca de segunda mano',
      'En la subasta más barata',
      'A alguien que ofrezca una con la frase semilla ya configurada',
      'En cualquier parte: no se pueden manipular',
    ],
    explanation:
      'Un dispositivo que pasó por manos desconocidas puede estar manipulado. Comprado directamente al fabricante o a un revendedor autorizado, y configurado por ti, genera claves que nadie más conoce.',
  },
  'security-different-makers': {
    prompt: '¿Por qué usar billeteras de hardware de distintos fabricantes para las claves de una multifirma?',
    options: [
      'Para que una falla en los dispositivos de un fabricante no pueda exponer todas las claves',
      'Porque un fabricante no puede hacer dos dispositivos',
      'Para bajar las comisiones',
      'No hay ninguna diferencia',
    ],
    explanation:
      'La multifirma elimina los puntos únicos de falla; las billeteras de hardware de distintos fabricantes evitan que la falla de un fabricante alcance todas las claves.',
  },
  'security-exchange-recovery': {
    prompt: '¿Qué ventaja tiene la custodia en un exchange que no tienen los niveles de autocustodia?',
    options: [
      'Recuperación de la cuenta y atención al cliente si olvidas tu contraseña',
      'Ninguna empresa puede congelar tu bitcoin',
      'Las claves nunca salen de un dispositivo dedicado',
      'Ninguna clave perdida por sí sola puede llevarse tus ahorros',
    ],
    explanation:
      'Con la custodia en un exchange no hay claves ni respaldos que gestionar, y la recuperación de la cuenta y la atención al cliente ayudan si olvidas tu contraseña; a cambio, la empresa tiene las claves.',
  },
  'security-exchange-keep-only': {
    prompt: 'Mientras usas un exchange, ¿cuánto sugiere la evaluación dejar en él?',
    options: [
      'Todo, por comodidad',
      'Solo lo que estás usando activamente',
      'Exactamente la mitad de tus ahorros',
      'Nada, nunca',
    ],
    explanation:
      'Deja en el exchange solo lo que estás usando activamente: la empresa tiene las claves de todo ello, y los retiros se pueden pausar y las cuentas congelar.',
  },
  'security-exchange-failures': {
    prompt:
      '¿Qué dos quiebras de exchanges, cuyos clientes perdieron el acceso a sus fondos, menciona el nivel Custodia en un exchange?',
    options: [
      'Mt. Gox en 2014 y FTX en 2022',
      'Ninguna: los exchanges nunca han quebrado',
      'Solo una, en 2009',
      'El bloque génesis y el halving',
    ],
    explanation:
      'La primera consideración del nivel: el exchange tiene las claves, así que dependes de su seguridad y su solvencia; los clientes de Mt. Gox en 2014 y de FTX en 2022 perdieron el acceso a sus fondos.',
  },
  'security-exchange-practise': {
    prompt: '¿Qué primer paso hacia la autocustodia sugiere el nivel Custodia en un exchange?',
    options: [
      'Compartir tu contraseña con un amigo',
      'Instalar una billetera de software confiable y practicar retirando a ella un monto pequeño',
      'Comprar una configuración multifirma antes que nada',
      'Desactivar la autenticación de dos factores',
    ],
    explanation:
      'Instala una billetera de software confiable y practica retirando a ella un monto pequeño: un retiro pequeño enseña los pasos antes de que haya algo grande en juego.',
  },
  'security-software-lost': {
    prompt: 'Con una billetera de software, ¿qué hace perder el bitcoin para siempre?',
    options: [
      'Cerrar la app',
      'Perder a la vez el dispositivo y el respaldo',
      'Cambiar de teléfono después de restaurar desde la frase semilla',
      'Recibir un pago',
    ],
    explanation:
      'Solo tú eres responsable de respaldar la frase semilla: perder a la vez el dispositivo y el respaldo significa perder el bitcoin, sin nadie que lo restaure.',
  },
  'security-software-lock': {
    prompt: '¿Qué hábito pide el nivel Billetera de software en el propio teléfono o computadora?',
    options: [
      'Mantener actualizados el dispositivo y la app de billetera, y bloquear el dispositivo con un PIN o código',
      'Desactivar las actualizaciones para que nada cambie',
      'Dejar el dispositivo desbloqueado para pagar rápido',
      'Instalar la billetera desde un enlace de chat',
    ],
    explanation:
      'Las claves están tan seguras como el dispositivo: mantén actualizados el dispositivo y la app de billetera, y bloquea el dispositivo con un PIN o código.',
  },
  'security-software-when-hardware': {
    prompt: '¿Cuándo sugiere el nivel Billetera de software considerar una billetera de hardware?',
    options: [
      'Nunca',
      'Cuando tu saldo sea mayor de lo que llevarías en efectivo',
      'Solo después de un robo',
      'Antes de tu primer pago, sea cual sea el monto',
    ],
    explanation:
      'Considera una billetera de hardware cuando tu saldo sea mayor de lo que llevarías en efectivo: un teléfono está bien para el dinero de gastos, no para los ahorros.',
  },
  'security-hardware-single-point': {
    prompt: 'Según su nivel, ¿qué debilidad tiene todavía una sola billetera de hardware?',
    options: [
      'Sus claves están en línea todo el tiempo',
      'Su único respaldo de la frase semilla sigue siendo un punto único de falla',
      'No se puede recuperar si el dispositivo se rompe',
      'No puede firmar transacciones',
    ],
    explanation:
      'El dispositivo guarda las claves sin conexión y se puede recuperar desde la frase semilla, pero ese único respaldo de la frase semilla sigue siendo un punto único de falla, que la multifirma elimina.',
  },
  'security-hardware-backup-place': {
    prompt: '¿Dónde dice el nivel Billetera de hardware que se guarde el respaldo de la frase semilla?',
    options: [
      'Pegado al dispositivo',
      'En papel o metal, guardado de forma segura lejos del dispositivo',
      'En la caja del dispositivo, con el recibo',
      'En un borrador de correo',
    ],
    explanation:
      'Anota la frase semilla en papel o metal y guárdala de forma segura, lejos del dispositivo, para que una sola pérdida, un robo o un incendio no se lleven ambos.',
  },
  'security-hardware-test-amount': {
    prompt: 'Antes de pasar tus ahorros a una billetera de hardware nueva, ¿qué sugiere su nivel?',
    options: [
      'Recibir un monto pequeño de prueba y luego practicar una recuperación',
      'Pasar todo de una vez para ahorrar comisiones',
      'Compartir la frase semilla con soporte para revisarla',
      'Nada: los dispositivos nunca fallan',
    ],
    explanation:
      'Un error que se descubre con un monto pequeño cuesta poco: recibe un monto pequeño de prueba y luego practica una recuperación antes de pasar tus ahorros.',
  },
  'security-multisig-places': {
    prompt: '¿Dónde dice el nivel Multifirma que se guarde cada clave y el respaldo de su frase semilla?',
    options: [
      'Todo junto en una caja fuerte',
      'Cada uno en un lugar seguro distinto',
      'En el mismo teléfono',
      'En el exchange',
    ],
    explanation:
      'Guarda cada clave y el respaldo de su frase semilla en un lugar seguro distinto: las claves guardadas juntas traerían de vuelta el punto único de falla que la multifirma elimina.',
  },
  'security-multisig-cost': {
    prompt: '¿Qué pide a cambio de su protección una configuración multifirma?',
    options: [
      'Nada: es más sencilla que una sola billetera',
      'Más complejidad para configurarla, respaldarla y usarla, y más pasos para gastar',
      'Una cuota mensual a la red',
      'Darle una clave a un exchange',
    ],
    explanation:
      'Es más compleja de configurar, respaldar y usar, y gastar lleva más tiempo y más pasos: el precio de no tener ningún punto único de falla.',
  },
  'security-multisig-rehearse': {
    prompt: '¿Qué te pide ensayar el nivel Multifirma, y qué te pide escribir para tus herederos?',
    options: [
      'Una recuperación completa con un monto pequeño, e instrucciones que tus herederos puedan seguir',
      'Un pronóstico del precio',
      'Nada: la multifirma no necesita ensayo',
      'Una lista de tus contraseñas, publicada en internet',
    ],
    explanation:
      'Ensaya una recuperación completa con un monto pequeño y escribe instrucciones que tus herederos puedan seguir: una configuración que nadie puede recuperar no protege a nadie.',
  },
  'security-levels-trade': {
    prompt:
      'En palabras de la Evaluación de seguridad, ¿qué cambia cada nivel que subes en los cuatro niveles de seguridad?',
    options: [
      'Más comodidad por menos control',
      'Algo de comodidad por más control y protección',
      'Nada: todos los niveles son igual de fáciles',
      'Comisiones más bajas por más riesgo',
    ],
    explanation:
      'De la más fácil a la más fuerte, cada nivel que subes cambia algo de comodidad por más control y protección.',
  },
  'security-levels-first': {
    prompt: '¿Cuál de los cuatro niveles de seguridad es el punto de partida más fácil?',
    options: [
      'La configuración multifirma',
      'La billetera de hardware',
      'La custodia en un exchange',
      'La billetera de software',
    ],
    explanation:
      'La custodia en un exchange es el punto de partida más fácil, pero la empresa controla las claves privadas: si la hackean, quiebra o congela tu cuenta, puede que no recuperes tu bitcoin.',
  },
  'security-exchange-password': {
    prompt:
      'Además de la autenticación de dos factores, ¿qué sugiere el nivel Custodia en un exchange para la contraseña de tu exchange?',
    options: [
      'Reutilizar la contraseña de tu correo',
      'Una contraseña única y fuerte, guardada en un gestor de contraseñas',
      'Una contraseña corta que puedas recordar',
      'Escribirla en el chat de soporte del exchange',
    ],
    explanation:
      'Usa una contraseña única y fuerte, guardada en un gestor de contraseñas: las cuentas de los exchanges son un blanco favorito de los hackers y del phishing.',
  },
  'security-software-freeze': {
    prompt: '¿Qué no puede hacer ninguna empresa con el bitcoin de una billetera de software cuyas claves tienes tú?',
    options: ['Mostrarte su precio', 'Congelar tu bitcoin', 'Enviarte bitcoin', 'Cobrar una comisión de red'],
    explanation:
      'En una billetera de software tú tienes las claves: ninguna empresa puede congelar tu bitcoin. A cambio, solo tú eres responsable de respaldar la frase semilla.',
  },
  'security-software-cost': {
    prompt: 'Según la evaluación, ¿cuál es una ventaja de una billetera de software?',
    options: [
      'Sus claves nunca tocan internet',
      'Es gratis y rápida de configurar',
      'No necesita respaldo',
      'No se puede hackear',
    ],
    explanation:
      'Una billetera de software es gratis, rápida de configurar y cómoda para los gastos habituales; sus claves están en un dispositivo conectado a internet, así que el malware puede exponerlas.',
  },
  'security-hardware-heirs': {
    prompt: '¿Qué sugiere escribir el nivel Billetera de hardware una vez configurado tu dispositivo?',
    options: [
      'Una publicación en redes sociales sobre lo que tienes',
      'Un plan de cómo tus herederos podrían recuperar los fondos',
      'Tu frase semilla en un borrador de correo',
      'Una lista de contraseñas de exchanges en el dispositivo',
    ],
    explanation:
      'Infórmate sobre la frase de contraseña opcional, y escribe un plan de cómo tus herederos podrían recuperar los fondos.',
  },
  'security-hardware-use': {
    prompt: '¿Para qué dice la evaluación que una billetera de hardware es una opción común?',
    options: [
      'Para pagar el café de cada día',
      'Para los ahorros a largo plazo de una persona',
      'Para operar un pool de minería',
      'Para operar cada hora',
    ],
    explanation:
      'Una billetera de hardware guarda las claves privadas sin conexión y firma transacciones sin exponerlas: una opción común para los ahorros a largo plazo de una persona.',
  },
  'security-multisig-spread': {
    prompt: '¿Dónde se pueden guardar las claves de una configuración multifirma?',
    options: [
      'Todas en un teléfono',
      'Repartidas entre lugares, dispositivos y personas de confianza',
      'Solo en un exchange',
      'En una carpeta en la nube',
    ],
    explanation:
      'Las claves se pueden repartir entre lugares, dispositivos y personas de confianza, así que ninguna clave perdida o robada por sí sola puede llevarse tus ahorros.',
  },
  'security-multisig-practise': {
    prompt: '¿Qué debes hacer antes de confiarle ahorros reales a una configuración multifirma 2 de 3?',
    options: [
      'Nada: funciona desde el primer momento',
      'Aprender cómo funciona y practicar con ella',
      'Compartir las tres frases semilla con un amigo',
      'Guardar todas las claves en un cajón',
    ],
    explanation:
      'Aprende cómo funciona una configuración 2 de 3 y practica con ella antes de confiarle ahorros reales; es más compleja de configurar, respaldar y usar.',
  },
  'security-exchange-withdrawals': {
    prompt: 'En palabras de la evaluación, ¿cuál de estas es una consideración de la custodia en un exchange?',
    options: [
      'Los retiros se pueden pausar',
      'Debes respaldar una frase semilla',
      'Confirmas cada transacción en la pantalla de un dispositivo',
      'Necesitas tres claves para gastar',
    ],
    explanation:
      'Los retiros se pueden pausar y las cuentas congelar, porque el exchange tiene las claves y dependes de su seguridad y su solvencia.',
  },
} satisfies Record<SecurityQuestionId, TranslatedQuestion>;
