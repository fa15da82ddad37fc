import type { CommunityLanguageText } from '../communities';

/**
 * The community directory in Spanish (issue 48): each resource's description and highlights by its
 * URL (the same facts, as many highlights), the type and trust-level labels, the intro and the
 * safety guidelines (as many, in the same order). The communities' names stay as they are.
 */
export const communityResourcesEs: CommunityLanguageText['resources'] = {
  'https://bitcoin.org': {
    description:
      'El sitio web original de Bitcoin, registrado en 2008 y hoy a cargo de mantenedores independientes de la comunidad. Aloja el whitepaper de Bitcoin y guías en lenguaje sencillo para quienes empiezan.',
    highlights: [
      'Aloja el whitepaper de Bitcoin de Satoshi Nakamoto (2008)',
      'Guías para principiantes sobre cómo funciona Bitcoin y cómo usarlo con seguridad',
      'Un selector de billeteras que las compara por sus funciones',
      'Disponible en muchos idiomas',
    ],
  },
  'https://github.com/bitcoinbook/bitcoinbook': {
    description:
      'El libro de Andreas M. Antonopoulos, con David A. Harding como coautor de la tercera edición (2023). Su texto completo se puede leer gratis en el repositorio del libro en GitHub.',
    highlights: [
      'Explicaciones claras sobre claves, direcciones, transacciones y minería',
      'Una referencia estándar para desarrolladores y estudiantes técnicos',
      'Se puede leer gratis en línea',
    ],
  },
  'https://learnmeabitcoin.com': {
    description:
      'El sitio de Greg Walker, que explica cómo funciona Bitcoin con lenguaje sencillo y diagramas, desde los principios básicos para principiantes hasta referencias técnicas byte a byte.',
    highlights: [
      'Guías para principiantes que parten de los principios básicos',
      'Explicaciones ilustradas de transacciones, claves y minería',
      'Herramientas para explorar bloques y transacciones reales',
    ],
  },
  'https://www.lopp.net/bitcoin-information.html': {
    description:
      'Un índice amplio y seleccionado de recursos para aprender sobre Bitcoin, mantenido por Jameson Lopp, ingeniero de Bitcoin desde hace muchos años y conocido por su trabajo sobre autocustodia y seguridad.',
    highlights: [
      'Enlaces organizados por tema, de principiante a experto',
      'Secciones extensas sobre autocustodia y seguridad',
      'Mantenido durante muchos años',
    ],
  },
  'https://bitcoin.design': {
    description:
      'Una comunidad abierta de diseñadores y desarrolladores. Su Bitcoin Design Guide, gratuita, explica ideas de las billeteras como las copias de seguridad, la recuperación y las configuraciones con varias claves en lenguaje sencillo.',
    highlights: [
      'La Bitcoin Design Guide, gratis en línea',
      'Explicaciones claras de copias de seguridad, recuperación y billeteras con varias claves',
      'Una comunidad abierta a la que cualquiera puede unirse',
    ],
  },
  'https://bitcoincore.org': {
    description:
      'El sitio de Bitcoin Core, el software de código abierto que ejecutan la mayoría de los nodos de la red y que desciende del cliente original de Satoshi Nakamoto.',
    highlights: [
      'Descargas oficiales, con firmas y sumas de verificación para comprobarlas',
      'Notas de cada versión',
      'Orientación para ejecutar tu propio nodo completo',
    ],
  },
  'https://developer.bitcoin.org': {
    description:
      'Guías técnicas y material de referencia sobre cómo funciona Bitcoin: transacciones, bloques, billeteras y la red entre pares.',
    highlights: [
      'Guía para desarrolladores sobre transacciones, bloques y billeteras',
      'Referencia de las llamadas a procedimientos remotos (RPC) de Bitcoin Core',
      'Ejemplos resueltos para estudiantes técnicos',
    ],
  },
  'https://en.bitcoin.it': {
    description:
      'Uno de los sitios de referencia sobre Bitcoin más antiguos: una wiki editada por la comunidad sobre la tecnología, la historia y el ecosistema de Bitcoin.',
    highlights: [
      'Artículos detallados sobre el protocolo, los scripts y las transacciones',
      'Material histórico de los primeros años de Bitcoin',
      'Editada por la comunidad: contrasta los detalles importantes con otras fuentes',
    ],
  },
  'https://bitcoin.stackexchange.com': {
    description:
      'Un sitio de preguntas y respuestas donde usuarios con experiencia y desarrolladores responden preguntas sobre Bitcoin, y la comunidad vota para que las mejores respuestas queden arriba.',
    highlights: [
      'Muchos miles de preguntas respondidas sobre billeteras, transacciones y el protocolo',
      'Respuestas ordenadas por los votos de la comunidad',
      'Muchas respuestas escritas por desarrolladores de Bitcoin',
    ],
  },
  'https://bitcointalk.org': {
    description:
      'El foro de discusión que Satoshi Nakamoto fundó en 2009, el foro de Bitcoin más antiguo que sigue activo, con secciones sobre desarrollo, minería, economía y muchos idiomas locales.',
    highlights: [
      'Hilos históricos, incluidas publicaciones de Satoshi Nakamoto',
      'Secciones técnicas sobre desarrollo y minería',
      'Precaución: sus secciones de mercado y de altcoins atraen estafas',
    ],
  },
  'https://www.reddit.com/r/Bitcoin/': {
    description: 'La principal comunidad de Bitcoin en Reddit, con noticias, debates y preguntas de quienes empiezan.',
    highlights: [
      'Noticias y debates muy activos',
      'Hilos de discusión periódicos donde los principiantes pueden hacer preguntas',
      'Tiene moderación, pero cuidado con los mensajes directos de estafadores',
    ],
  },
  'https://delvingbitcoin.org': {
    description:
      'Un foro técnico abierto en 2023 donde desarrolladores e investigadores del protocolo discuten propuestas e investigaciones en profundidad.',
    highlights: [
      'Discusión en profundidad de propuestas del protocolo',
      'Participan muchos desarrolladores activos de Bitcoin',
      'Ideal para estudiantes avanzados',
    ],
  },
  'https://bitcoinops.org': {
    description:
      'Un boletín semanal, iniciado en 2018, que resume los avances técnicos de Bitcoin y de la Lightning Network para ingenieros y estudiantes técnicos.',
    highlights: [
      'Boletín semanal sobre cambios en el protocolo y el software',
      'Un índice de temas que explica ideas técnicas',
      'Estrictamente técnico: no habla de precios',
    ],
  },
  'https://bitcoinmagazine.com': {
    description:
      'Una de las publicaciones sobre Bitcoin más antiguas, fundada en 2012, que cubre noticias, tecnología, cultura y educación.',
    highlights: [
      'Noticias diarias y artículos extensos',
      'Guías para principiantes',
      'Los artículos de opinión reflejan la visión de sus autores',
    ],
  },
  'https://www.whatbitcoindid.com': {
    description:
      'Un pódcast de entrevistas de larga trayectoria fundado por Peter McCormack, con invitados de todo el mundo de Bitcoin: desarrolladores, economistas, emprendedores y críticos.',
    highlights: [
      'Entrevistas extensas',
      'Trata tecnología, economía, política y cultura',
      'Las opiniones de los invitados son suyas: compara fuentes',
    ],
  },
  'https://stephanlivera.com': {
    description:
      'Entrevistas sobre la tecnología, la economía y la autocustodia de Bitcoin, conducidas por Stephan Livera.',
    highlights: [
      'Muchos episodios sobre billeteras, Lightning y autocustodia',
      'Entre los invitados hay desarrolladores e investigadores',
      'Notas de cada episodio',
    ],
  },
  'https://letstalkbitcoin.com': {
    description:
      'Uno de los pódcasts de Bitcoin más longevos, iniciado en 2013, con Andreas M. Antonopoulos entre sus primeros presentadores.',
    highlights: [
      'Un archivo que llega hasta los primeros años de Bitcoin',
      'Episodios en forma de conversación sobre las ideas y el impacto de Bitcoin',
      'Útil para entender cómo ha evolucionado el pensamiento sobre Bitcoin',
    ],
  },
  'https://www.youtube.com/@aantonop': {
    description:
      'Charlas y sesiones de preguntas y respuestas de Andreas M. Antonopoulos, autor de Mastering Bitcoin, que explican cómo funciona Bitcoin y por qué importa.',
    highlights: [
      'Cientos de charlas grabadas y respuestas a preguntas del público',
      'Accesible para principiantes, con suficiente profundidad para desarrolladores',
      'Mucho énfasis en la seguridad y la autocustodia',
    ],
  },
  'https://www.youtube.com/@BTCSessions': {
    description:
      'El canal de YouTube de Ben Perrin, con tutoriales paso a paso sobre billeteras, dispositivos de hardware, Lightning y privacidad.',
    highlights: [
      'Recorridos pantalla por pantalla de billeteras y dispositivos',
      'Pensado para principiantes',
      'Cubre herramientas nuevas a medida que aparecen',
    ],
  },
};

/** The directory's Spanish text, as `loadCommunityText('es')` gives it. */
export const communityTextEs: CommunityLanguageText = {
  language: 'es',
  resources: communityResourcesEs,
  typeLabels: {
    forum: 'Foros',
    education: 'Educación',
    news: 'Noticias',
    podcast: 'Pódcasts',
    video: 'Video',
    documentation: 'Documentación',
  },
  trustLevels: {
    verified: {
      label: 'Verificado',
      description:
        'Un recurso oficial de un proyecto, o una referencia mantenida por colaboradores conocidos desde hace mucho tiempo.',
    },
    established: {
      label: 'Consolidado',
      description: 'Funciona desde hace años y tiene buena reputación en la comunidad de Bitcoin.',
    },
    emerging: {
      label: 'Emergente',
      description: 'Más reciente, pero a cargo de colaboradores reconocidos.',
    },
  },
  intro:
    'La tercera ley del oro de Clason sostiene que el oro se aferra al dueño prudente que lo invierte siguiendo el consejo de personas sabias en su manejo (traducción de Arkad). Estas comunidades y recursos de Bitcoin, con años de trayectoria, son buenos lugares para aprender y hacer preguntas. Incluir uno en la lista no significa respaldar todas las opiniones que se comparten allí.',
  safetyTitle: 'Protégete en las comunidades de Bitcoin',
  safetyGuidelines: [
    {
      title: 'Nunca compartas tu frase semilla',
      text: 'Ninguna persona, empresa ni agente de soporte legítimo te pedirá nunca tu frase semilla ni tus claves privadas: quien la pide está intentando robar tu bitcoin. Escríbela solo en tu propia billetera o dispositivo cuando la restaures tú.',
    },
    {
      title: 'Ignora los mensajes directos que no pediste',
      text: 'Los estafadores se hacen pasar por personal de soporte, moderadores o expertos amables y te escriben primero. La ayuda real ocurre en hilos públicos, y los equipos de soporte no te contactan de la nada.',
    },
    {
      title: 'Los sorteos y las ofertas de duplicar son estafas',
      text: 'Nadie te devolverá más bitcoin del que le envíes. Los sorteos falsos suelen usar los nombres y las caras de personas conocidas, a veces en videos falsificados.',
    },
    {
      title: 'Verifica cada dirección web',
      text: 'Escribe las direcciones tú o usa marcadores. Los sitios falsos copian a los reales con nombres parecidos, y los anuncios de los buscadores pueden llevar a ellos.',
    },
    {
      title: 'Desconfía de los rendimientos garantizados',
      text: 'Las promesas de rendimientos diarios fijos, los bots de trading que no pueden perder o los servicios que recuperan fondos perdidos a cambio de una tarifa son señales típicas de fraude. Clason advirtió que el oro huye de quienes persiguen ganancias imposibles.',
    },
    {
      title: 'Descarga software solo de fuentes oficiales',
      text: 'Instala las billeteras desde el sitio web oficial del desarrollador o su ficha en la tienda de aplicaciones, y verifica las firmas cuando el proyecto las ofrezca.',
    },
    {
      title: 'Mantén en privado lo que tienes',
      text: 'Evita publicar cuánto bitcoin tienes: te convierte en blanco de phishing e incluso de amenazas físicas.',
    },
    {
      title: 'Las opiniones no son asesoramiento',
      text: 'Los foros, los pódcasts y los videos comparten puntos de vista, no garantías. Contrasta las afirmaciones con varias fuentes confiables antes de actuar.',
    },
  ],
};
