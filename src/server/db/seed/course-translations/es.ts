import type { SeedCourseLanguage } from './types';

export const ES: SeedCourseLanguage = {
  'Foster Care 101: Your Resource Family Journey': {
    title: 'Cuidado de crianza 101: Su camino como familia de recursos',
    description:
      'Qué significa la aprobación como familia de recursos, los ocho pasos que tiene por delante y las personas que le ayudarán en el camino.',
    learningObjectives: [
      'Explicar el propósito del cuidado de crianza temporal y de la reunificación familiar',
      'Nombrar los ocho pasos de la aprobación como familia de recursos',
      'Saber qué puede esperar de su trabajador social',
      'Preparar preguntas para las visitas a su hogar',
    ],
    lessons: [
      {
        title: 'Qué significa la Aprobación de Familias de Recursos',
        heading: 'Una sola aprobación para todo tipo de colocación',
        paragraphs: [
          'California aprueba a quienes cuidan niños en crianza temporal, a las familias adoptivas y a los familiares cuidadores mediante un solo proceso, llamado Aprobación de Familias de Recursos (RFA, por sus siglas en inglés).',
          'Una vez aprobada, su familia puede cuidar a niños de forma temporal, como tutores legales o con miras a la adopción.',
        ],
        points: [
          'Una evaluación del entorno del hogar',
          'Una evaluación psicosocial de su familia',
          'La capacitación previa a la aprobación',
          'La verificación de antecedentes de cada adulto',
        ],
      },
      {
        title: 'Los ocho pasos de un vistazo',
        heading: 'De Soñar a Decidir',
        paragraphs: [
          'Cada paso tiene sus propios documentos y acciones. Su panel muestra en qué paso se encuentra y qué debe entregar a continuación.',
        ],
        points: [
          'Soñar y Descubrir: solicitud, referencias y preparación',
          'Determinar y Documentar: huellas digitales y documentos',
          'Describir y Desarrollar: preferencias y capacitación',
          'Demostrar y Decidir: evaluación del hogar y aprobación final',
        ],
      },
      {
        title: 'Cómo trabajar con su trabajador social',
        heading: 'Un trabajo en equipo',
        paragraphs: [
          'Su trabajador social acompaña a su familia durante la aprobación y, más adelante, la apoya en cada colocación. Una comunicación honesta y a tiempo facilita cada paso.',
        ],
        points: [
          'Avise de inmediato sobre cualquier cambio en su hogar',
          'Tenga una lista de preguntas para cada visita',
          'Pida ayuda antes de las fechas límite, no después',
        ],
      },
      {
        title: 'Comprobación de conocimientos: lo básico del cuidado de crianza',
        paragraphs: ['Responda tres preguntas para comprobar lo que aprendió en este curso.'],
        quiz: [
          {
            question: '¿Cuál es el objetivo principal del cuidado de crianza temporal?',
            options: [
              'La separación permanente de la familia biológica',
              'Un hogar seguro y temporal mientras el equipo trabaja para lograr un hogar permanente',
              'La adopción de todos los niños en cuidado',
              'Supervisar a los padres biológicos',
            ],
            explanation:
              'El cuidado de crianza es temporal. Siempre que sea seguro, el primer objetivo es la reunificación con la familia biológica.',
          },
          {
            question: '¿Cuántos pasos tiene el proceso de aprobación como familia de recursos?',
            options: ['Cuatro', 'Seis', 'Ocho', 'Diez'],
            explanation:
              'Soñar, Descubrir, Determinar, Documentar, Describir, Desarrollar, Demostrar y Decidir.',
          },
          {
            question: '¿Qué ayuda a un niño que ha vivido un trauma a sentirse seguro?',
            options: [
              'Consecuencias estrictas por cada error',
              'Rutinas predecibles y respuestas tranquilas y constantes',
              'Evitar hablar de los sentimientos',
              'Mantener al niño ocupado cada minuto del día',
            ],
            explanation:
              'Las rutinas predecibles y los adultos tranquilos le indican al sistema nervioso del niño que el peligro ya pasó.',
          },
        ],
      },
    ],
  },
  'Trauma-Informed Caregiving': {
    title: 'Cuidado informado sobre el trauma',
    description:
      'Cómo las experiencias difíciles de los primeros años influyen en el comportamiento, y formas sencillas de ayudar cada día a un niño a sentirse seguro, conectado y tranquilo.',
    learningObjectives: [
      'Describir cómo el trauma afecta al cerebro en desarrollo',
      'Reconocer los detonantes comunes y las respuestas al estrés',
      'Crear rutinas que le den al niño una sensación de seguridad',
      'Ayudar al niño a calmarse junto a usted (corregulación) antes de resolver problemas',
    ],
    lessons: [
      {
        title: 'Cómo el trauma afecta al cerebro en desarrollo',
        heading: 'Un cerebro que sobrevive, un cerebro que aprende',
        paragraphs: [
          'Los niños que vivieron en peligro aprenden a estar siempre alerta. Su respuesta al estrés se activa rápido y tarda más en apagarse.',
        ],
        points: [
          'El comportamiento es una forma de comunicarse',
          'Las reacciones intensas suelen venir del miedo, no de la desobediencia',
          'La seguridad va antes que el aprendizaje',
        ],
      },
      {
        title: 'Cómo reconocer los detonantes y las reacciones',
        heading: 'Luchar, huir, paralizarse',
        paragraphs: [
          'Sonidos, olores, tonos de voz o ciertas horas del día pueden recordarle a un niño el daño que vivió. Fíjese en lo que se repite y anótelo.',
        ],
        points: [
          'Enojo repentino o salir corriendo',
          'Aislarse o quedarse callado',
          'Dificultad para dormir antes de las visitas o de los cambios',
        ],
      },
      {
        title: 'Cómo crear una sensación de seguridad en casa',
        heading: 'Predecible, amable, constante',
        paragraphs: [
          'La sensación de seguridad es lo que el propio niño siente: que está a salvo. Ese sentimiento puede tardar mucho más en llegar que la seguridad real.',
        ],
        points: [
          'Ponga a la vista una rutina diaria sencilla con imágenes',
          'Avise antes de cada cambio',
          'Ofrezca opciones siempre que pueda',
        ],
      },
      {
        title: 'Primero calmar, después razonar',
        heading: 'La calma se contagia',
        paragraphs: [
          'Un niño desbordado por sus emociones no puede razonar. Primero ayude a su cuerpo a calmarse; hablen de lo que pasó más tarde.',
        ],
        points: [
          'Baje la voz y póngase a la altura del niño',
          'Ponga nombre al sentimiento que observa',
          'Repare la relación después de un conflicto',
        ],
      },
    ],
  },
  'Supporting Birth Family Connections': {
    title: 'Cómo apoyar los vínculos con la familia biológica',
    description:
      'Por qué a los niños les va mejor cuando se protegen sus vínculos, y cómo pueden ayudar los padres de recursos.',
    learningObjectives: [
      'Explicar por qué los vínculos favorecen el bienestar del niño',
      'Preparar a un niño para el tiempo con su familia',
      'Comunicarse con respeto con los padres biológicos',
    ],
    lessons: [
      {
        title: 'Por qué importan los vínculos',
        heading: 'Lealtad e identidad',
        paragraphs: [
          'Los niños quieren a sus familias, aunque no puedan vivir con ellas. Apoyar ese cariño reduce los conflictos y el duelo.',
        ],
        points: [
          'Hable con amabilidad de los padres biológicos',
          'Guarde fotos y recuerdos',
          'Proteja la relación entre hermanos',
        ],
      },
      {
        title: 'Cómo planear visitas familiares exitosas',
        heading: 'Antes, durante y después',
        paragraphs: [
          'Las visitas despiertan emociones fuertes. Planear las horas de antes y de después es tan importante como la visita misma.',
        ],
        points: [
          'Hable de la visita con anticipación',
          'Lleve un objeto conocido que le dé consuelo',
          'Planee una noche tranquila después de la visita',
        ],
      },
      {
        title: 'Crianza compartida hacia la reunificación',
        heading: 'Una meta en común',
        paragraphs: [
          'Cuando sea seguro, los padres de recursos pueden ser mentores de los padres biológicos y compartir con ellos los pequeños detalles de la vida del niño.',
        ],
        points: [
          'Comparta cada semana una nota sobre la escuela y la salud',
          'Invite a los padres biológicos a las citas cuando sea apropiado',
          'Celebren juntos los avances',
        ],
      },
    ],
  },
  'Kinship Care Essentials': {
    title: 'Lo esencial del cuidado por familiares',
    description:
      'Para abuelos, tías, tíos y amigos de la familia que asumen el cuidado de un niño al que ya conocen.',
    learningObjectives: [
      'Entender el proceso de aprobación para cuidadores familiares',
      'Manejar los cambios en los roles de la familia',
      'Encontrar apoyo económico y de la comunidad',
    ],
    lessons: [
      {
        title: 'Cuando un familiar da un paso al frente',
        heading: 'Una cara conocida',
        paragraphs: [
          'Los familiares suelen ser la primera opción para una colocación, porque mantienen al niño unido a su familia, su cultura y su comunidad.',
        ],
        points: [
          'Colocación de emergencia con familiares',
          'Completar la aprobación después de la colocación',
          'Sus derechos como cuidador familiar',
        ],
      },
      {
        title: 'Cómo manejar las dinámicas familiares',
        heading: 'Nuevos roles, relaciones de siempre',
        paragraphs: [
          'Hacerse cargo del hijo de un familiar cambia la forma en que toda la familia se relaciona entre sí.',
        ],
        points: [
          'Ponga límites claros y amables',
          'Mantenga al niño fuera de los conflictos entre adultos',
          'Pregunte a su trabajador social sobre las reuniones familiares',
        ],
      },
      {
        title: 'Beneficios y apoyo para cuidadores familiares',
        heading: 'No tiene que hacerlo sin ayuda',
        paragraphs: [
          'Los cuidadores familiares aprobados pueden recibir el mismo apoyo económico y los mismos servicios que cualquier familia de recursos.',
        ],
        points: [
          'Apoyo económico mensual para el cuidado de crianza',
          'Cobertura médica para el niño',
          'Grupos de apoyo para cuidadores familiares',
        ],
      },
    ],
  },
};
