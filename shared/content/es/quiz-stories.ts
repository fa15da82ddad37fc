import type { TranslatedQuestion } from '../quiz-questions/authored';
import type { StoryQuestionId } from '../quiz-questions/stories';

/**
 * The stories quiz questions in Spanish (issue 48), keyed by the English questions' ids
 * (../quiz-questions/stories.ts): the prompt, every option in the authored order, the explanation.
 * These texts reveal the answers: only the server imports them (decision 042).
 */
export const storyQuestionsEs = {
  'treasury-desired-gold': {
    prompt: 'En «El hombre que deseaba oro», ¿por qué Bansir y Kobbi van a ver a Arkad?',
    options: [
      'Han trabajado duro media vida y aún no tienen nada ahorrado',
      'Quieren pedirle oro prestado',
      'Quieren que les compre un carro',
      'Los ha enviado el rey',
    ],
    explanation:
      'Bansir, el constructor de carros, y Kobbi, el músico, han trabajado media vida y ambos tienen la bolsa vacía, mientras que de su viejo amigo Arkad se dice que es el hombre más rico de Babilonia. Deciden preguntarle cómo lo logró.',
  },
  'stories-desired-gold-income': {
    prompt:
      'Kobbi le dice a Bansir que la riqueza de un hombre no es la bolsa que lleva. ¿Qué mantiene llena la bolsa de Arkad?',
    options: [
      'Una gran herencia',
      'Un ingreso que no deja de entrar, por mucho que gaste',
      'La suerte en las mesas de juego',
      'Regalos del rey',
    ],
    explanation:
      'Una bolsa se vacía pronto cuando no entra nada que la vuelva a llenar. Arkad tiene un ingreso que mantiene llena su bolsa por mucho que gaste, y eso es lo que Bansir decide que quiere.',
  },
  'stories-desired-gold-never-sought': {
    prompt: '¿Qué razón encuentran Bansir y Kobbi para no haber encontrado nunca riqueza?',
    options: [
      'Los dioses estaban en su contra',
      'Sus oficios pagaban muy poco',
      'Nunca la buscaron: cada uno triunfó en aquello a lo que dedicó su mejor esfuerzo',
      'En Babilonia no había gente rica',
    ],
    explanation:
      'Nunca la buscaron. Bansir dedicó su mejor esfuerzo a construir carros resistentes y Kobbi a tocar la lira, y cada uno triunfó en eso. Aprender cómo se conserva el dinero es algo que también pueden decidir hacer.',
  },
  'stories-desired-gold-lesson': {
    prompt: '¿Qué enseña «El hombre que deseaba oro» sobre el trabajo duro y el ahorro?',
    options: [
      'El trabajo duro siempre produce ahorros por sí solo',
      'El trabajo duro y un buen ingreso no producen ahorros por sí solos sin el hábito de guardar una parte',
      'Ahorrar solo es posible para los ricos',
      'Los músicos no pueden ahorrar',
    ],
    explanation:
      'Bansir y Kobbi ganaban bien y gastaban todo lo que ganaban. El trabajo duro y un buen ingreso no producen ahorros por sí solos; lo que les faltaba era el hábito de guardar una parte.',
  },
  'treasury-azmur': {
    prompt:
      'Arkad perdió los ahorros de su primer año cuando se los confió a Azmur, el fabricante de ladrillos. ¿Cuál fue la lección?',
    options: [
      'Nunca ahorres más de una décima parte',
      'Guarda los ahorros enterrados en la tierra',
      'Fabricar ladrillos es un mal oficio',
      'Pide consejo sobre algo solo a alguien con experiencia en ello',
    ],
    explanation:
      'Azmur fue a Fenicia a comprar joyas, y resultaron ser vidrio sin valor. Algamish le preguntó a Arkad por qué había confiado en lo que un fabricante de ladrillos sabía de joyas: vale la pena seguir el consejo sobre algo de quien tiene experiencia en ello.',
  },
  'stories-richest-man-bargain': {
    prompt: '¿Cómo consiguió el joven Arkad, un escriba, que el prestamista Algamish le dijera cómo hacerse rico?',
    options: [
      'Se ofreció a grabar una larga ley toda la noche y terminarla al amanecer',
      'Le prestó dinero a Algamish',
      'Se lo ganó a los dados',
      'Le pidió al rey que se lo ordenara',
    ],
    explanation:
      'Algamish había encargado una copia de la Novena Ley, y no estaba terminada a tiempo. Arkad le ofreció un trato: dime cómo hacerme rico y grabaré toda la noche para terminarla al amanecer. Algamish aceptó.',
  },
  'stories-richest-man-children': {
    prompt: 'Algamish dice que cada moneda ahorrada puede trabajar para su dueño. ¿Qué dice de lo que gana?',
    options: [
      'Debe gastarse enseguida',
      'Lo que gana puede volver a ganar',
      'Le pertenece al rey',
      'Es demasiado poco para importar',
    ],
    explanation:
      'Cada moneda ahorrada es una trabajadora que puede ganar más, y lo que gana puede volver a ganar. Más tarde Arkad le prestó a Aggar el alquiler que Aggar le había pagado, para que no solo crecieran sus ahorros, sino también sus ganancias.',
  },
  'stories-richest-man-after-loss': {
    prompt: 'Después de perder sus primeros ahorros con Azmur, ¿qué hizo Arkad?',
    options: [
      'Dejó de ahorrar',
      'Pidió prestado para recuperar el dinero',
      'Siguió ahorrando, y pidió consejo solo a quienes conocían el asunto',
      'Le pidió a Algamish que se lo devolviera',
    ],
    explanation:
      'Los ahorros se habían ido, pero el hábito no: Arkad siguió ahorrando. Mantén el hábito después de una pérdida, pregunta a quienes conocen el asunto y deja que lo que ganan tus ahorros siga ahorrado.',
  },
  'stories-seven-cures-class': {
    prompt: 'En «Siete remedios para una bolsa flaca», ¿cómo enseña Arkad los remedios?',
    options: [
      'Los escribe en las murallas de la ciudad',
      'Da una clase a cien hombres, un remedio por día durante siete días',
      'Los vende como tablillas en el mercado',
      'Solo se los cuenta al rey',
    ],
    explanation:
      'A pedido del rey Sargón, Arkad pide una clase de cien hombres y les dice que explicará uno cada día, durante siete días.',
  },
  'stories-seven-cures-why': {
    prompt: '¿Por qué el rey Sargón manda llamar a Arkad al comienzo de «Siete remedios para una bolsa flaca»?',
    options: [
      'Los grandes canales de riego y los templos están terminados, y su pueblo no puede mantenerse',
      'Arkad debe impuestos',
      'Los elamitas han tomado la ciudad',
      'Quiere que Arkad dirija el ejército',
    ],
    explanation:
      'Las grandes obras del rey, los canales de riego y los templos, le habían dado trabajo al pueblo. Ahora las obras están terminadas y la gente no puede mantenerse, así que el rey le pregunta a Arkad si el camino a la riqueza se puede enseñar.',
  },
  'stories-seven-cures-simple': {
    prompt: 'El primer día Arkad enseña que de cada diez monedas solo se deben gastar nueve. ¿Qué le pide a su clase?',
    options: [
      'Gastar las diez el primer día',
      'No despreciar la regla por ser sencilla',
      'Dar la décima moneda al templo',
      'Esperar a ser ricos antes de ahorrar',
    ],
    explanation:
      'De cada diez monedas que entren en la bolsa, saca solo nueve para gastar: la bolsa empieza a crecer enseguida. Les pide que no desprecien la regla por ser sencilla.',
  },
  'stories-seven-cures-order': {
    prompt: '¿Por qué los dos primeros remedios van primero, según explica la versión de Arkad?',
    options: [
      'Son los más fáciles de saltar',
      'Hacen innecesarios los demás',
      'Ningún rendimiento de los ahorros ayuda a quien no ahorra nada, y un presupuesto evita que la décima parte ahorrada se gaste',
      'El rey ordenó que fueran primero',
    ],
    explanation:
      'Como lo dice la versión de Arkad, ningún rendimiento de los ahorros ayuda a quien no ahorra nada, y un presupuesto es lo que evita que la décima parte ahorrada se gaste en vivir el día a día.',
  },
  'treasury-good-luck': {
    prompt: 'En «Conoce a la diosa de la buena suerte», ¿a quién favorece la buena suerte?',
    options: [
      'A los apostadores en las carreras',
      'A quienes reconocen una oportunidad y actúan',
      'A quienes esperan con paciencia a ser elegidos',
      'Solo a los ricos',
    ],
    explanation:
      'La conversación en el Templo del Saber concluye que la buena suerte favorece a quienes reconocen una oportunidad y actúan; la demora deja escapar la ocasión.',
  },
  'stories-good-luck-gaming': {
    prompt:
      '¿Por qué los hombres del Templo del Saber deciden que la buena suerte no se encuentra en las mesas de juego?',
    options: [
      'Las mesas cierran de noche',
      'En las mesas de juego, el juego está dispuesto a favor de quien lo lleva, y los hombres pierden allí más oro del que ganan',
      'El rey prohíbe el juego',
      'Solo los sacerdotes pueden jugar',
    ],
    explanation:
      'En la historia, el juego está dispuesto a favor de quien lo lleva, y los hombres pierden allí más oro del que ganan. La suerte se encuentra en el trabajo que vale la pena: en cultivar la tierra, en el comercio honesto.',
  },
  'stories-good-luck-procrastination': {
    prompt:
      '¿Qué tienen en común las historias del comprador y del mercader en «Conoce a la diosa de la buena suerte»?',
    options: [
      'A los dos los engañó un embaucador',
      'Los dos perdieron una ocasión por una demora innecesaria',
      'Los dos ganaron en las carreras',
      'Los dos le pidieron prestado a Mathon',
    ],
    explanation:
      'La ocasión llegó, el hombre se demoró y la ocasión se fue. El comprador llegó a ver su hábito como una demora innecesaria cuando hacía falta actuar pronto y con decisión; el mercader también tuvo que reconocer a ese enemigo y vencerlo.',
  },
  'stories-good-luck-not-fomo': {
    prompt: 'Según la versión de Arkad, ¿qué NO dice la historia sobre bitcoin?',
    options: [
      'Que actuar según un hábito de ahorro es bueno',
      'Que la suerte favorece a las personas de acción',
      'No le dice a nadie que se apresure a comprar bitcoin: Clason nunca escribió sobre él',
      'Que el juego es una mala forma de buscar la suerte',
    ],
    explanation:
      'La historia elogia actuar ante una oportunidad, no comprar algo en particular en un momento en particular; bitcoin no existía cuando Clason escribió. Actuar pronto según un hábito de ahorro no es lo mismo que apresurarse a comprar un activo por miedo a quedarse fuera.',
  },
  'stories-five-laws-choice': {
    prompt:
      'Kalabab pregunta a quienes lo escuchan: ¿una bolsa de oro o una tablilla de arcilla grabada con sabiduría? ¿Qué eligen?',
    options: ['La tablilla', 'El oro', 'Ninguna de las dos', 'Las dos'],
    explanation:
      '«El oro», responden los veintisiete. Los hombres a quienes se les da a elegir, dice Kalabab, ignoran la sabiduría y malgastan el oro; la historia de Nomasir es la prueba.',
  },
  'stories-five-laws-horse': {
    prompt: '¿Cómo perdió Nomasir gran parte del oro de su padre camino a Nínive?',
    options: [
      'Unos ladrones atacaron la caravana',
      'Se unió a una apuesta en una carrera de caballos que sus nuevos amigos habían amañado con el dueño del otro caballo',
      'Se lo prestó al rey',
      'Lo enterró y olvidó dónde',
    ],
    explanation:
      'Dos hombres amables lo dejaron unirse a su apuesta contra el caballo de un hombre rico; su caballo perdió por mucho. El hombre de Nínive era su socio, y viajaban con las caravanas buscando jóvenes como él.',
  },
  'stories-five-laws-gifts': {
    prompt: '¿Qué dos cosas le dio Arkad a su hijo Nomasir cuando lo envió al mundo?',
    options: [
      'Una espada y un caballo',
      'Una tienda y un esclavo',
      'Una bolsa de oro y una tablilla de arcilla grabada con las cinco leyes del oro',
      'Una carta para el rey y un anillo',
    ],
    explanation:
      'Una bolsa de oro, la base de su éxito futuro si la usaba con sabiduría, y una tablilla de arcilla en la que estaban grabadas las cinco leyes del oro. En diez años, Nomasir debía volver y rendir cuentas de sí mismo.',
  },
  'stories-five-laws-order': {
    prompt: 'En la versión de Arkad, ¿de qué tratan sobre todo las leyes del oro segunda a quinta?',
    options: [
      'De gastar con sabiduría',
      'De no perder lo que se ha ahorrado',
      'De pagar impuestos',
      'De pedir más prestado',
    ],
    explanation:
      'La primera ley trata de ahorrar; las otras cuatro tratan de no perder lo que se ha ahorrado: ponerlo a trabajar, seguir el consejo de personas con experiencia, no meterse en lo que no conoces y desconfiar de las ganancias imposibles.',
  },
  'treasury-gold-lender': {
    prompt:
      'En «El prestamista de oro de Babilonia», ¿qué préstamos considera más seguros el cofre de prendas de Mathon?',
    options: [
      'Los préstamos a parientes, que siempre pagan',
      'Los préstamos a quien ofrezca el interés más alto',
      'Los préstamos a personas sin bienes ni ingresos',
      'Los préstamos a personas que poseen más de lo que piden prestado',
    ],
    explanation:
      'Los préstamos más seguros son a personas que poseen más de lo que piden prestado: tierras, joyas o camellos que podrían venderse para pagar. Luego vienen las personas con un ingreso con el que pagar; los préstamos basados solo en la esperanza son los más riesgosos.',
  },
  'stories-gold-lender-brother-in-law': {
    prompt:
      'Rodan le pregunta a Mathon si debe prestarle sus cincuenta piezas de oro al marido de su hermana. ¿Qué le aconseja Mathon?',
    options: [
      'Prestarlo todo: la familia siempre paga',
      'Prestarlo a una tasa alta',
      'No dejar que un sentimiento de obligación ponga el oro en riesgo, y ayudar a la familia de otras maneras',
      'Dárselo al templo',
    ],
    explanation:
      'El primer deseo de Rodan es mantener seguro el oro, y no estaría seguro con un hombre que no conoce el oficio. No dejes que un sentimiento de obligación lo ponga en riesgo: para ayudar a la familia, busca otras maneras.',
  },
  'stories-gold-lender-purpose': {
    prompt: 'Según el cofre de prendas, ¿cuál de los deudores de Mathon paga puntualmente, y por qué?',
    options: [
      'El granjero, que pidió prestado para un propósito que trae dinero de vuelta',
      'El joven del escarabajo de turquesa',
      'El amigo que gastó su oro en una esposa deslumbrante',
      'La mujer cuyo hijo quedó en una ciudad lejana',
    ],
    explanation:
      'El granjero pidió prestado para traer cabras cuyo pelo fino se tejería en alfombras, e insiste en pagar puntualmente. Los préstamos para propósitos que traen dinero de vuelta suelen volver.',
  },
  'stories-gold-lender-pit': {
    prompt: '¿Con qué compara Mathon una deuda sin esperanza?',
    options: [
      'Con una inundación',
      'Con un pozo profundo, en el que se cae rápido y del que cuesta salir',
      'Con un cofre cerrado',
      'Con un camino largo',
    ],
    explanation:
      'Una deuda sin esperanza es como un pozo profundo, en el que se cae rápido y del que cuesta salir. Aun así, Mathon no desaconseja pedir prestado para un propósito sensato: él mismo logró su primer éxito como mercader con oro prestado.',
  },
  'treasury-walls': {
    prompt: '¿Qué lección saca «Las murallas de Babilonia» de las murallas de la ciudad durante el ataque asirio?',
    options: [
      'La protección debe construirse antes de que se necesite',
      'Las murallas son un desperdicio de oro',
      'Una ciudad está más segura cuando su ejército ataca primero',
      'Los ahorros deben gastarse antes de que un enemigo pueda quitarlos',
    ],
    explanation:
      'Las murallas resistieron mientras el ejército estaba lejos porque ya estaban allí. Clason las compara con los ahorros y los seguros: la protección debe construirse antes de que se necesite.',
  },
  'stories-walls-army': {
    prompt: '¿Por qué Babilonia está casi sin defensa cuando atacan los asirios?',
    options: [
      'Sus murallas se han derrumbado',
      'Sus ejércitos principales están lejos, en el este, con el rey, contra los elamitas',
      'Los guardias están dormidos',
      'El rey ha vendido las armas del ejército',
    ],
    explanation:
      'Los ejércitos principales están lejos, en el este, con el rey, en una campaña contra los elamitas, y no se esperaba ningún ataque mientras estuvieran fuera. Las murallas tienen que resistir.',
  },
  'stories-walls-banzar': {
    prompt: '¿Qué les dice el viejo Banzar al mercader asustado, a la mujer y al niño?',
    options: [
      'Que huyan de la ciudad',
      'Que escondan su oro',
      'Que las murallas son fuertes y los protegerán',
      'Que el ejército vuelve esta noche',
    ],
    explanation:
      'Banzar responde con calma que las murallas son fuertes y los protegerán. Quien ahorra y tiene una reserva puede hacer frente a una cuenta de la misma manera, sin pánico.',
  },
  'treasury-camel-trader': {
    prompt: 'En «El comerciante de camellos de Babilonia», ¿qué hizo Dabasir después de escapar de la esclavitud?',
    options: [
      'Huyó de Babilonia para escapar de sus acreedores',
      'Volvió a Babilonia para hacer frente a sus deudas, y las pagó',
      'Le pidió al rey que le perdonara las deudas',
      'Pidió más prestado para empezar de nuevo lejos',
    ],
    explanation:
      'Dabasir decidió volver a Babilonia y hacer frente a sus deudas, como lo haría un hombre libre. Pidió tiempo a cada acreedor y pagó hasta la última moneda de cobre. Su lección para Tarkad: donde hay determinación, se puede encontrar el camino.',
  },
  'stories-camel-trader-how-debt': {
    prompt: '¿Cómo cayó en deudas el joven Dabasir, que hacía sillas de montar?',
    options: [
      'Perdió su taller en un incendio',
      'Compró a crédito más allá de lo que ganaba',
      'Lo robaron en el camino',
      'Le prestó sus ahorros a un amigo',
    ],
    explanation:
      'Los comerciantes le dejaban pagar después, y compró muchas cosas más allá de lo que ganaba. Un día sus ganancias no alcanzaron para cubrir a la vez su vida y sus deudas.',
  },
  'stories-camel-trader-sira': {
    prompt: '¿Qué le dice Sira, la esposa de su amo en Siria, a Dabasir sobre sus deudas?',
    options: [
      'Que las deudas desaparecen con el tiempo',
      'Que sus deudas eran sus enemigas, de las que había huido en lugar de combatirlas',
      'Que nunca debía pagarlas',
      'Que el rey las pagaría',
    ],
    explanation:
      'Sus deudas eran sus enemigas; lo habían echado de Babilonia y, como las dejó solas, se hicieron demasiado fuertes para él. ¿Tenía alma de hombre libre o de esclavo?',
  },
  'stories-camel-trader-mathon': {
    prompt: '¿Qué acreedor ayudó más a Dabasir cuando volvió a Babilonia, y cómo?',
    options: [
      'Ahmar, que le perdonó la deuda',
      'Mathon, el prestamista de oro, que lo envió a trabajar para Nebatur, un comerciante de camellos',
      'El rey, que le dio tierras',
      'Tarkad, que le prestó plata',
    ],
    explanation:
      'Mathon, el prestamista de oro, al saber que Dabasir había cuidado camellos en Siria, lo envió con el viejo Nebatur, que compraba manadas para el rey. Allí su conocimiento de los camellos se aprovechó bien.',
  },
  'treasury-clay-tablets-plan': {
    prompt: '¿Cómo reparte sus ganancias el plan de Dabasir en «Las tablillas de arcilla de Babilonia»?',
    options: [
      'Todo para sus acreedores hasta pagar cada deuda',
      'La mitad ahorrada, la mitad gastada',
      'Una décima parte guardada, siete décimas para vivir, dos décimas para pagar sus deudas',
      'Nada ahorrado hasta pagar sus deudas',
    ],
    explanation:
      'Dabasir guarda una décima parte de todo lo que gana, vive con siete décimas y reparte dos décimas con justicia entre sus acreedores, así que ahorra y paga al mismo tiempo.',
  },
  'stories-clay-tablets-middle': {
    prompt: '¿De qué parte del plan de Dabasir dice Mathon que depende todo el plan?',
    options: [
      'De pagar primero al mayor acreedor',
      'De no gastar nunca más de siete décimas en vivir',
      'De pedir prestado a los amigos',
      'De vender sus camellos',
    ],
    explanation:
      'Nunca deben gastar en vivir más de siete décimas de lo que él gana: de eso, dice Mathon, depende todo el plan. Es el segundo remedio, un presupuesto, haciendo su trabajo.',
  },
  'stories-clay-tablets-impartial': {
    prompt: 'Algunos acreedores de Dabasir lo insultan o lo amenazan. ¿Cómo los trata?',
    options: [
      'Paga primero al más enojado',
      'Se niega a pagarles',
      'Trata a todos los acreedores por igual y paga a cada uno en partes iguales de las dos décimas',
      'Le pide a Mathon que les pague',
    ],
    explanation:
      'Dabasir ha descubierto que es más fácil pagar las deudas justas que evitarlas, y tratará a todos los acreedores por igual, también a los que fueron duros con él.',
  },
  'stories-clay-tablets-shrewsbury': {
    prompt: '¿Qué hacen el profesor Shrewsbury y su esposa después de que él traduce las tablillas?',
    options: [
      'Venden las tablillas',
      'Prueban el plan de Dabasir con sus propias deudas',
      'Viajan a Babilonia',
      'Le prestan dinero a Caldwell',
    ],
    explanation:
      'Prueban el plan con sus propias cuentas atrasadas, y una segunda carta dice que están decididos a no dejar nunca más que sus gastos de vida superen el setenta por ciento de sus ingresos.',
  },
  'treasury-luckiest-man': {
    prompt:
      'En «El hombre más afortunado de Babilonia», ¿qué aprendió Sharru Nada de joven esclavo que lo hizo prosperar?',
    options: [
      'A ganar a los dados',
      'Que un protector rico lo resuelve todo',
      'Que el trabajo podía ser su mejor amigo',
      'A evitar el trabajo',
    ],
    explanation:
      'Megiddo le enseñó que el trabajo era su mejor amigo. Sharru Nada, antes esclavo y luego mercader, le cuenta a Hadan Gula que el trabajo resultó ser su mejor amigo en el momento de su mayor angustia.',
  },
  'stories-luckiest-baker': {
    prompt: 'En el mercado de esclavos, ¿cómo llegó Sharru Nada a ser comprado por el panadero Nana-naid?',
    options: [
      'Dijo ser un maestro panadero',
      'Se ofreció como un joven dispuesto, al que le gustaba trabajar y que podía aprender',
      'Megiddo pagó por él',
      'Lo ordenó el rey',
    ],
    explanation:
      'El panadero buscaba un panadero. Sharru Nada le preguntó por qué buscar otro panadero si podía enseñarle a un joven dispuesto al que le gustaba trabajar; Nana-naid lo compró.',
  },
  'stories-luckiest-freedom': {
    prompt: '¿Cómo ahorraba Sharru Nada para comprar su libertad?',
    options: [
      'Apostando',
      'Vendiendo pasteles de miel por las calles y guardando una parte de lo que ganaba',
      'Pidiéndole prestado a Arad Gula',
      'Robándole a su amo',
    ],
    explanation:
      'Con permiso de su amo vendía pasteles de miel por las calles, y guardaba una parte de lo que ganaba en una bolsita de monedas para comprar su libertad.',
  },
  'stories-luckiest-cure': {
    prompt:
      '¿Cuál de los siete remedios dice la versión de Arkad que «El hombre más afortunado de Babilonia» cuenta como una vida?',
    options: [
      'El quinto: sé dueño de tu casa',
      'El séptimo: aumenta tu capacidad de ganar',
      'El cuarto: protege tus tesoros de las pérdidas',
      'El sexto: asegura un ingreso para el futuro',
    ],
    explanation:
      'Es el séptimo remedio, aumenta tu capacidad de ganar, contado como una vida: un esclavo que aprende un oficio, ahorra para su libertad y se convierte en mercader.',
  },
} satisfies Record<StoryQuestionId, TranslatedQuestion>;
