import type { GlossaryDefinitionText } from '../glossary-definitions';

/** The security terms in Spanish (the English source is ../glossary-definitions.ts). */
export const securityEs = {
  'private-key': {
    definition:
      'Una clave privada es un número secreto que permite gastar bitcoin. Quien la tiene puede mover las monedas, así que nunca debe compartirse, y si se pierde sin respaldo las monedas no se pueden recuperar.',
    shortDefinition:
      'El número secreto que permite gastar bitcoin; quien lo tiene controla las monedas, y nadie puede restablecerlo.',
    whyItMatters:
      'Bitcoin no tiene restablecimiento de contraseña ni mesa de ayuda; proteger las claves privadas, normalmente con el respaldo de una frase semilla, es proteger el dinero mismo.',
    examples: [
      'Una billetera crea sus claves privadas a partir de su frase semilla y las usa para firmar transacciones.',
      'Una clave privada se elige entre unas 2 elevado a 256 posibilidades, así que adivinarla es prácticamente imposible.',
    ],
  },
  'seed-phrase': {
    definition:
      'Una frase semilla es una lista de palabras comunes, normalmente 12 o 24, de la que se derivan todas las claves privadas de una billetera. Con ella la billetera se puede restaurar en otro dispositivo, y cualquier otra persona que la vea puede llevarse las monedas.',
    shortDefinition:
      '12 o 24 palabras que respaldan todas las claves de una billetera; quien las tenga puede llevarse tu bitcoin.',
    whyItMatters:
      'Es el respaldo más importante de la autocustodia: escrita sin conexión, guardada en un lugar seguro, nunca escrita en un sitio web y nunca compartida con nadie.',
    examples: [
      'Ningún fabricante de billeteras, exchange o agente de soporte legítimo te pedirá nunca tu frase semilla.',
      "BIP39, el estándar detrás de las frases semilla, define frases de 12, 15, 18, 21 o 24 palabras, tomadas de su lista de 2,048 palabras en inglés, de 'abandon' a 'zoo'.",
    ],
  },
  passphrase: {
    definition:
      'Una passphrase (frase de contraseña) es una palabra o frase adicional y opcional que se añade a una frase semilla, a veces llamada la palabra 25. La misma frase semilla con otra passphrase abre una billetera completamente distinta.',
    shortDefinition:
      'Un secreto adicional y opcional que se añade a una frase semilla; cada passphrase distinta abre una billetera distinta.',
    whyItMatters:
      'Protege contra quien encuentre la frase semilla escrita, pero una passphrase olvidada significa monedas perdidas, así que necesita su propio respaldo cuidadoso.',
    examples: [
      'Un ladrón que encuentra una frase semilla pero no su passphrase solo ve una billetera vacía.',
      'Una passphrase con una letra equivocada abre otra billetera, vacía, en lugar de mostrar un error.',
    ],
  },
  'cold-storage': {
    definition:
      'El almacenamiento en frío consiste en guardar las claves de tu bitcoin en un dispositivo o soporte que nunca se conecta a internet. Reduce mucho el riesgo de robo en línea.',
    shortDefinition:
      'Guardar las claves de bitcoin sin conexión, lejos de dispositivos conectados a internet, para protegerlas del robo en línea.',
    whyItMatters:
      'Para ahorros que no se van a gastar pronto, las claves sin conexión eliminan la mayoría de los ataques remotos, lo que encaja con el ahorro de largo plazo y poco manejo que describe Arkad.',
    examples: [
      'Una billetera de hardware que firma transacciones sin exponer nunca sus claves a una computadora se usa a menudo para el almacenamiento en frío.',
    ],
  },
  'hot-wallet': {
    definition:
      'Una billetera caliente es una billetera cuyas claves se guardan en un dispositivo conectado a internet, como una app del teléfono o una extensión del navegador. Es práctica para gastar, pero está más expuesta a hackeos y malware.',
    shortDefinition:
      'Una billetera cuyas claves viven en un dispositivo conectado a internet: práctica para gastar, más expuesta a ataques.',
    whyItMatters:
      'Muchas personas tienen un saldo pequeño para gastar en una billetera caliente y sus ahorros en almacenamiento en frío, como llevar un poco de efectivo mientras el resto se queda en una bóveda.',
    examples: ['Una billetera del teléfono que se usa para pagar en tiendas es una billetera caliente.'],
  },
  'hardware-wallet': {
    definition:
      'Una billetera de hardware es un dispositivo pequeño y dedicado que guarda las claves privadas y firma las transacciones dentro de sí mismo, así que las claves nunca llegan a tu computadora ni a tu teléfono. Apruebas cada transacción en la propia pantalla del dispositivo.',
    shortDefinition:
      'Un dispositivo pequeño y dedicado que guarda tus claves sin conexión y firma las transacciones dentro de sí mismo.',
    whyItMatters:
      'En la pirámide de seguridad está por encima de la custodia en un exchange y de las billeteras de software, justo debajo de la multifirma, y protege contra la mayoría del malware y de los ataques remotos a un costo moderado.',
    examples: [
      'Revisar la dirección de recepción en la pantalla del dispositivo antes de confirmar protege contra el malware que cambia direcciones.',
    ],
  },
  'software-wallet': {
    definition:
      'Una billetera de software es una app en un teléfono o una computadora que crea y guarda tus claves. Es gratuita y fácil de usar, pero las claves están tan seguras como el dispositivo donde viven.',
    shortDefinition:
      'Una app de billetera en tu teléfono o computadora: fácil y gratuita, pero tan segura como el dispositivo donde corre.',
    whyItMatters:
      'Es un primer paso común hacia la autocustodia, un nivel por encima de dejar las monedas en un exchange en la pirámide de seguridad.',
    examples: [
      'Instalar una app de billetera con buenas reseñas, anotar su frase semilla y recibir un pequeño pago de prueba.',
    ],
  },
  multisig: {
    definition:
      'La multifirma (multisig) es una configuración en la que gastar requiere firmas de varias claves, por ejemplo 2 cualesquiera de 3. Las claves suelen guardarse en dispositivos distintos en lugares distintos.',
    shortDefinition:
      'Una billetera que necesita varias claves para gastar, como 2 de 3, así que perder o que roben una sola clave no es fatal.',
    whyItMatters:
      'En la cima de la pirámide de seguridad, la multifirma elimina los puntos únicos de falla, a cambio de más complejidad para configurarla y mantenerla.',
    examples: [
      'En una multifirma 2 de 3, perder una clave todavía te permite gastar con las otras dos, mientras que un ladrón con una clave no consigue nada.',
    ],
  },
  'self-custody': {
    definition:
      'La autocustodia significa tener las claves de tu propio bitcoin en lugar de confiar en que un exchange u otra empresa las guarde por ti. Trae control total y responsabilidad total.',
    shortDefinition:
      'Tener tus propias claves en lugar de dejar que una empresa guarde tu bitcoin: control total y responsabilidad total.',
    whyItMatters:
      'Elimina el riesgo de que un custodio quiebre, congele los retiros o sea hackeado, algo que ha pasado muchas veces en la historia de Bitcoin.',
    examples: ['Retirar monedas de un exchange a una billetera de hardware cuya frase semilla solo tienes tú.'],
  },
  custodian: {
    definition:
      'Un custodio es una empresa que guarda activos en nombre de sus clientes. Cuando el bitcoin está en un exchange o en una app de custodia, la empresa controla las claves y tú tienes un derecho de cobro frente a ella.',
    shortDefinition:
      'Una empresa que guarda tu bitcoin y sus claves por ti; tú tienes un derecho de cobro, no las monedas.',
    whyItMatters:
      'Los custodios pueden ser prácticos, pero también pueden quebrar, ser hackeados o congelar los retiros: el riesgo de contraparte que la autocustodia evita.',
    examples: [
      'Una cuenta en un exchange que muestra 0.1 BTC es una promesa del exchange, respaldada por lo que realmente tenga.',
    ],
  },
  phishing: {
    definition:
      'El phishing es una estafa en la que los atacantes se hacen pasar por una empresa o persona de confianza para engañarte y que reveles contraseñas, códigos o tu frase semilla, o que instales software dañino. Suele llegar como un correo, un mensaje de texto, un anuncio o un sitio web falso.',
    shortDefinition:
      'Mensajes o sitios web falsos que se hacen pasar por una empresa de confianza para robar tus contraseñas, códigos o frase semilla.',
    whyItMatters:
      'El phishing es una forma común de perder bitcoin. Abrir los sitios reales desde tus propios marcadores, y escribir una frase semilla solo en tu propia billetera o dispositivo cuando tú mismo la restauras, desarma los trucos en los que se apoyan estos mensajes.',
    examples: [
      "Un correo que advierte que tu billetera será eliminada si no 'verificas' tu frase semilla en un sitio enlazado es phishing.",
    ],
  },
  'two-factor-authentication': {
    definition:
      'La autenticación de dos factores (2FA) añade una segunda prueba de identidad, como un código de una app de autenticación o una llave de seguridad física, además de una contraseña. Detiene muchos robos de cuentas incluso cuando se filtra una contraseña.',
    shortDefinition:
      'Una segunda prueba de identidad, como un código de una app o una llave de seguridad, además de tu contraseña.',
    whyItMatters:
      'Las cuentas de exchange con dinero son blancos principales; el 2FA con app o con llave de seguridad es más fuerte que los códigos por mensaje de texto, que un SIM swap puede interceptar.',
    examples: [
      'Iniciar sesión en un exchange con una contraseña más un código de seis dígitos de una app de autenticación.',
    ],
  },
  'social-engineering': {
    definition:
      'La ingeniería social es manipular a las personas, en lugar de hackear computadoras, para que entreguen secretos o envíen dinero. Los atacantes crean urgencia, miedo o entusiasmo, o se hacen pasar por personal de soporte, funcionarios o amigos.',
    shortDefinition:
      'Manipular a las personas, con urgencia, miedo o falsa autoridad, para que revelen secretos o envíen dinero.',
    whyItMatters:
      'La billetera más fuerte no sirve de nada si se puede convencer a su dueño de entregar la frase semilla, así que ir más despacio y comprobar por tu cuenta es una habilidad de seguridad.',
    examples: [
      "Alguien que llama diciendo ser del equipo antifraude de tu exchange y te pide mover tus monedas a una dirección 'segura'.",
    ],
  },
  'sim-swap': {
    definition:
      'Un SIM swap (cambio de SIM) ocurre cuando un delincuente convence a tu compañía de telefonía de pasar tu número a una tarjeta SIM que él controla. Así puede recibir tus códigos por mensaje de texto y restablecer las cuentas vinculadas a ese número.',
    shortDefinition:
      'Un delincuente que se apodera de tu número de teléfono a través de tu compañía telefónica para interceptar los códigos por SMS.',
    whyItMatters:
      'Es la razón por la que los códigos por mensaje de texto son la forma más débil de 2FA para las cuentas con dinero.',
    examples: [
      'Tu teléfono pierde la señal de repente, y minutos después llegan correos de tu exchange para restablecer la contraseña.',
    ],
  },
  'giveaway-scam': {
    definition:
      'Una estafa de regalo promete devolver el doble, o más, de cualquier bitcoin que envíes a una dirección, a menudo con cuentas falsas de celebridades o empresas. Todo lo que se envía simplemente se roba.',
    shortDefinition:
      'Una oferta falsa de multiplicar el bitcoin que envíes; las monedas simplemente se roban, a menudo con cuentas falsas de celebridades.',
    whyItMatters:
      'Los pagos en bitcoin no se pueden revertir, así que reconocer el patrón es la única protección real: nadie regala bitcoin.',
    examples: [
      'Una transmisión en vivo con la cara de un fundador famoso que promete devolver 2 BTC por cada 1 BTC enviado es una estafa de regalo.',
    ],
  },
  'not-your-keys': {
    definition:
      'Si no son tus claves, no son tus monedas (not your keys, not your coins) es un dicho de Bitcoin que significa que si otra persona tiene las claves privadas, es ella, y no tú, quien controla en última instancia el bitcoin. Marca la diferencia entre tener bitcoin y tener un derecho de cobro sobre él.',
    shortDefinition:
      'El dicho de que si otra persona tiene las claves, es ella, y no tú, quien controla en última instancia el bitcoin.',
    whyItMatters:
      'Las quiebras de exchanges han dejado una y otra vez a sus clientes sin poder retirar; el dicho resume por qué la autocustodia se enseña pronto.',
    examples: [
      'Cuando el exchange FTX quebró en noviembre de 2022, los saldos de los clientes quedaron congelados en el proceso de quiebra.',
    ],
  },
  'password-manager': {
    definition:
      'Un gestor de contraseñas es una app que crea y guarda una contraseña fuerte distinta para cada cuenta, protegidas por una contraseña maestra. También ayuda a detectar sitios falsos, porque solo completa las contraseñas en la dirección real.',
    shortDefinition:
      'Una app que crea y guarda una contraseña fuerte y única para cada cuenta, detrás de una contraseña maestra.',
    whyItMatters:
      'Las contraseñas repetidas son una forma común de robar cuentas de exchange, y un gestor hace práctico usar contraseñas únicas; las frases semilla, en cambio, suelen guardarse sin conexión, en papel o en metal.',
    examples: [
      "Un gestor de contraseñas que no completa tu inicio de sesión en 'exchange-login-secure.com' es una señal de que el sitio es falso.",
    ],
  },
  'counterparty-risk': {
    definition:
      'El riesgo de contraparte es la posibilidad de que la otra parte de un acuerdo, como un exchange, un prestamista o un fondo, no cumpla con su parte. Con bitcoin, aplica siempre que otra persona guarde tus monedas.',
    shortDefinition: 'El riesgo de que la empresa o persona que guarda tu dinero quiebre, haga trampa o lo congele.',
    whyItMatters:
      'Bitcoin se diseñó para reducir la necesidad de terceros de confianza; tener tus propias claves elimina el riesgo de contraparte sobre esas monedas.',
    examples: [
      'Un prestamista cripto que prometía intereses altos, luego detuvo los retiros y quebró, es el riesgo de contraparte hecho realidad.',
    ],
  },
  'metal-backup': {
    definition:
      'Un respaldo en metal es una frase semilla estampada o grabada en acero o titanio en lugar de escrita en papel. Está pensado para sobrevivir al fuego, las inundaciones y el tiempo.',
    shortDefinition: 'Una frase semilla estampada o grabada en metal para que sobreviva al fuego, el agua y el tiempo.',
    whyItMatters:
      'El papel se quema, se borra y se tira; para una billetera de ahorro de largo plazo, un respaldo duradero protege contra la pérdida física.',
    examples: [
      'Estampar las 24 palabras de una frase semilla en una placa de acero y guardarla lejos de la billetera de hardware.',
    ],
  },
  'address-verification': {
    definition:
      'La verificación de direcciones es comprobar, carácter por carácter o en una pantalla de confianza, que la dirección a la que envías o en la que recibes es exactamente la que quieres. El malware y los estafadores pueden cambiar o imitar direcciones.',
    shortDefinition:
      'Comprobar que una dirección de Bitcoin es exactamente la prevista, idealmente en la propia pantalla de una billetera de hardware.',
    whyItMatters:
      'Una sola dirección equivocada o cambiada envía monedas a un lugar del que no se pueden recuperar; un minuto de revisión es un seguro barato.',
    examples: [
      'Revisar toda la dirección, no solo sus primeros y últimos caracteres, porque los estafadores crean direcciones parecidas que los comparten.',
    ],
  },
  'address-reuse': {
    definition:
      'La reutilización de direcciones es recibir más de un pago en la misma dirección de Bitcoin. Permite que cualquiera que mire la blockchain vincule esos pagos y vea el saldo.',
    shortDefinition: 'Recibir varios pagos en la misma dirección, lo que permite a otros vincularlos y ver tu saldo.',
    whyItMatters:
      'La privacidad es parte de la seguridad: alguien que sabe cuánto tienes puede convertirte en blanco, así que la mayoría de las billeteras ofrecen una dirección nueva cada vez.',
    examples: ['Publicar una sola dirección para donaciones permite a cualquiera sumar cada donación que recibe.'],
  },
  'watch-only-wallet': {
    definition:
      'Una billetera de solo lectura guarda solo información pública, como una clave pública extendida, así que puede mostrar saldos y crear direcciones para recibir, pero no puede gastar. Las claves privadas se quedan en otro lugar, normalmente en una billetera de hardware.',
    shortDefinition:
      'Una billetera que puede ver saldos y crear direcciones para recibir, pero no puede gastar, porque no tiene claves privadas.',
    whyItMatters:
      'Te permite vigilar tu almacenamiento en frío desde un teléfono sin exponer las claves que pueden mover las monedas.',
    examples: [
      'Cargar la xpub de una billetera de hardware en una app del teléfono para ver llegar las compras periódicas de DCA.',
    ],
  },
  'air-gapped': {
    definition:
      'Aislado (air-gapped) describe un dispositivo que nunca se conecta a internet ni a otra computadora, ni por cable, ni por Bluetooth, ni por Wi-Fi. Los datos, como las transacciones sin firmar, entran y salen por código QR o tarjeta de memoria.',
    shortDefinition:
      'Nunca conectado a internet ni a otros dispositivos; los datos solo se mueven por código QR o tarjeta de memoria.',
    whyItMatters: 'Elimina toda una clase de ataques remotos, lo que importa más a medida que crecen tus tenencias.',
    examples: [
      'Firmar una PSBT en un dispositivo aislado escaneando un código QR, y luego escanear el resultado firmado de vuelta en un teléfono.',
    ],
  },
  'inheritance-planning': {
    definition:
      'La planificación de la herencia de bitcoin consiste en asegurarte de que tus herederos de confianza puedan encontrar y usar tu bitcoin después de tu muerte o incapacidad, sin exponerlo al robo mientras tanto. Suele combinar instrucciones claras, respaldos seguros y a veces multifirma o acuerdos legales.',
    shortDefinition:
      'Preparar que tus herederos encuentren y accedan a tu bitcoin si mueres o no puedes actuar, sin exponerlo ahora.',
    whyItMatters:
      'El bitcoin cuyas claves mueren con su dueño se pierde para siempre; el remedio babilonio de asegurar un ingreso futuro se extiende a las personas que dependen de ti.',
    examples: [
      'Una carta sellada en poder de un abogado que explica dónde están los respaldos y cómo usarlos, sin contener la frase semilla.',
    ],
  },
  'clipboard-malware': {
    definition:
      'El malware del portapapeles es software dañino que vigila las direcciones de Bitcoin que copias y las reemplaza en silencio por la dirección de un atacante. La dirección pegada se ve parecida, así que la víctima envía los fondos al ladrón.',
    shortDefinition: 'Malware que cambia una dirección de Bitcoin copiada por la del atacante cuando la pegas.',
    whyItMatters:
      'Es la razón por la que se revisa la dirección completa después de pegarla, y en la pantalla de una billetera de hardware, antes de confirmar un pago.',
    examples: [
      'Copias la dirección de depósito de tu exchange, la pegas en tu billetera y el texto pegado es distinto en los caracteres del medio.',
    ],
  },
  'proof-of-reserves': {
    definition:
      'La prueba de reservas es un método con el que un custodio demuestra, normalmente con evidencia criptográfica, que tiene los activos de sus clientes que dice tener. Una prueba útil también incluye los pasivos, porque los activos por sí solos no demuestran solvencia.',
    shortDefinition:
      'Evidencia de un custodio de que realmente tiene las monedas de sus clientes; solo sirve si también muestra los pasivos.',
    whyItMatters:
      'Puede reducir, aunque nunca eliminar, el riesgo de confiar en un custodio; la autocustodia evita la pregunta por completo.',
    examples: [
      'Un exchange publica las direcciones que controla y permite que cada cliente compruebe que su saldo está incluido en el total adeudado.',
    ],
  },
  'ponzi-scheme': {
    definition:
      'Un esquema Ponzi paga a los inversionistas anteriores con el dinero de los nuevos mientras afirma que las ganancias vienen de operaciones de trading o de minería. Se derrumba cuando el dinero nuevo deja de llegar.',
    shortDefinition:
      'Un fraude que paga a los inversionistas antiguos con el dinero de los nuevos y se derrumba cuando dejan de llegar depósitos.',
    whyItMatters:
      "Los rendimientos altos garantizados sobre bitcoin, de 'bots de trading' o 'minería en la nube', son una señal de alerta clásica; bitcoin en sí no paga rendimientos.",
    examples: [
      'Una plataforma que promete 2% al día sobre el bitcoin depositado muestra las señales clásicas de un esquema Ponzi.',
    ],
  },
  'wrench-attack': {
    definition:
      'Un ataque de llave inglesa (wrench attack) es el uso o la amenaza de fuerza física para obligar a alguien a entregar su bitcoin. El nombre viene de la idea de que una llave inglesa barata puede vencer al cifrado más fuerte.',
    shortDefinition:
      'Amenazas o fuerza física para obligar a alguien a entregar bitcoin, saltándose cualquier cifrado.',
    whyItMatters:
      'Mantener en privado lo que tienes, y usar configuraciones como la multifirma o una passphrase, te vuelve un blanco menos atractivo.',
    examples: [
      'No hablar en público ni en redes sociales de cuánto tienes reduce el riesgo de un ataque de llave inglesa.',
    ],
  },
} satisfies Record<string, GlossaryDefinitionText>;
