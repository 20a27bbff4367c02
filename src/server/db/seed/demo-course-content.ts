import type { ContentType, CourseAudience, DifficultyLevel, LessonType, QuizQuestion } from '../schema';

export interface DemoLesson {
  title: string;
  lessonType: LessonType;
  durationMinutes: number;
  content: string;
  quizQuestions?: QuizQuestion[];
}

export interface DemoCourse {
  title: string;
  description: string;
  learningObjectives: string[];
  audience: CourseAudience;
  difficultyLevel: DifficultyLevel;
  contentType: ContentType;
  isPublished: boolean;
  lessons: DemoLesson[];
}

const FOSTER_CARE_QUIZ: QuizQuestion[] = [
  {
    id: 'goal-of-foster-care',
    question: 'What is the primary goal of foster care?',
    options: [
      'Permanent separation from the birth family',
      'A safe, temporary home while the team works toward permanency',
      'Adoption for every child in care',
      'Supervising birth parents',
    ],
    correctAnswer: 1,
    explanation:
      'Foster care is temporary. Reunification with the birth family is the first goal whenever it is safe.',
  },
  {
    id: 'journey-steps',
    question: 'How many steps are in the resource family approval journey?',
    options: ['Four', 'Six', 'Eight', 'Ten'],
    correctAnswer: 2,
    explanation: 'Dream, Discover, Determine, Document, Describe, Develop, Demonstrate and Decide.',
  },
  {
    id: 'felt-safety',
    question: 'What helps a child who has experienced trauma feel safe?',
    options: [
      'Strict consequences for every mistake',
      'Predictable routines and calm, consistent responses',
      'Avoiding any talk about feelings',
      'Keeping the child busy every minute of the day',
    ],
    correctAnswer: 1,
    explanation: 'Predictability and calm adults tell a child’s nervous system that the danger has passed.',
  },
];

/** A demo lesson's HTML: a heading, paragraphs and a list of points (a quiz's intro is one paragraph). */
export const lessonHtml = (heading: string | undefined, paragraphs: string[], points: string[] = []) =>
  [
    ...(heading ? [`<h2>${heading}</h2>`] : []),
    ...paragraphs.map((p) => `<p>${p}</p>`),
    ...(points.length ? [`<ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>`] : []),
  ].join('\n');

/** Three published courses and one draft, on topics every resource family meets. */
export const DEMO_COURSES: readonly DemoCourse[] = [
  {
    title: 'Foster Care 101: Your Resource Family Journey',
    description:
      'What resource family approval means, the eight steps ahead of you and the people who will help along the way.',
    learningObjectives: [
      'Explain the purpose of foster care and reunification',
      'Name the eight steps of resource family approval',
      'Know what to expect from your caseworker',
      'Prepare questions for your home visits',
    ],
    audience: 'prospective_parents',
    difficultyLevel: 'beginner',
    contentType: 'mixed',
    isPublished: true,
    lessons: [
      {
        title: 'What Resource Family Approval Means',
        lessonType: 'text',
        durationMinutes: 10,
        content: lessonHtml(
          'One approval, every kind of placement',
          [
            'California approves foster, adoptive and relative caregivers through a single process called Resource Family Approval (RFA).',
            'Once approved, your family can care for children on a temporary basis, for guardianship or toward adoption.',
          ],
          [
            'A home environment assessment',
            'A psychosocial assessment of your family',
            'Pre-approval training',
            'Background checks for every adult',
          ],
        ),
      },
      {
        title: 'The Eight Steps at a Glance',
        lessonType: 'interactive',
        durationMinutes: 15,
        content: lessonHtml(
          'From Dream to Decide',
          [
            'Each step has its own documents and actions. Your dashboard shows where you are and what is due next.',
          ],
          [
            'Dream and Discover: application, references and readiness',
            'Determine and Document: fingerprints and paperwork',
            'Describe and Develop: preferences and training',
            'Demonstrate and Decide: home assessment and final approval',
          ],
        ),
      },
      {
        title: 'Working With Your Caseworker',
        lessonType: 'text',
        durationMinutes: 10,
        content: lessonHtml(
          'A partnership',
          [
            'Your caseworker guides your family through approval and, later, supports every placement. Honest, early communication makes every step easier.',
          ],
          [
            'Share changes in your household right away',
            'Keep a list of questions for each visit',
            'Ask for help before deadlines, not after',
          ],
        ),
      },
      {
        title: 'Knowledge Check: Foster Care Basics',
        lessonType: 'quiz',
        durationMinutes: 5,
        content: lessonHtml(undefined, [
          'Answer three questions to check your understanding of this course.',
        ]),
        quizQuestions: FOSTER_CARE_QUIZ,
      },
    ],
  },
  {
    title: 'Trauma-Informed Caregiving',
    description:
      'How early adversity shapes behaviour, and everyday ways to help a child feel safe, connected and calm.',
    learningObjectives: [
      'Describe how trauma affects the developing brain',
      'Recognize common triggers and stress responses',
      'Create routines that build felt safety',
      'Use co-regulation before problem solving',
    ],
    audience: 'all_caregivers',
    difficultyLevel: 'intermediate',
    contentType: 'mixed',
    isPublished: true,
    lessons: [
      {
        title: 'How Trauma Affects the Developing Brain',
        lessonType: 'text',
        durationMinutes: 20,
        content: lessonHtml(
          'Survival brain, learning brain',
          [
            'Children who lived with danger learn to watch for it. Their stress response switches on quickly and takes longer to switch off.',
          ],
          [
            'Behaviour is communication',
            'Big reactions often come from fear, not defiance',
            'Safety comes before learning',
          ],
        ),
      },
      {
        title: 'Recognizing Triggers and Responses',
        lessonType: 'video',
        durationMinutes: 15,
        content: lessonHtml(
          'Fight, flight, freeze',
          [
            'Sounds, smells, tones of voice or times of day can remind a child of past harm. Notice patterns and write them down.',
          ],
          [
            'Sudden anger or running away',
            'Withdrawing or going quiet',
            'Trouble sleeping before visits or transitions',
          ],
        ),
      },
      {
        title: 'Creating Felt Safety at Home',
        lessonType: 'interactive',
        durationMinutes: 20,
        content: lessonHtml(
          'Predictable, gentle, consistent',
          [
            'Felt safety is the child’s own sense that they are safe, which can lag far behind the fact that they are.',
          ],
          [
            'Post a simple daily routine with pictures',
            'Warn before transitions',
            'Offer choices where you can',
          ],
        ),
      },
      {
        title: 'Regulation Before Reasoning',
        lessonType: 'text',
        durationMinutes: 15,
        content: lessonHtml(
          'Calm is contagious',
          [
            'A dysregulated child cannot reason. Help the body calm down first; talk about what happened later.',
          ],
          [
            'Lower your voice and your body',
            'Name the feeling you see',
            'Repair the relationship after conflict',
          ],
        ),
      },
    ],
  },
  {
    title: 'Supporting Birth Family Connections',
    description:
      'Why children do better when their connections are protected, and how resource parents can help.',
    learningObjectives: [
      'Explain why connection supports well-being',
      'Prepare a child for family time',
      'Communicate respectfully with birth parents',
    ],
    audience: 'experienced_parents',
    difficultyLevel: 'intermediate',
    contentType: 'text',
    isPublished: true,
    lessons: [
      {
        title: 'Why Connection Matters',
        lessonType: 'text',
        durationMinutes: 10,
        content: lessonHtml(
          'Loyalty and identity',
          [
            'Children love their families, even when they cannot live with them. Supporting that love reduces conflict and grief.',
          ],
          ['Speak kindly about birth parents', 'Keep photos and keepsakes', 'Protect sibling relationships'],
        ),
      },
      {
        title: 'Planning Successful Family Visits',
        lessonType: 'text',
        durationMinutes: 15,
        content: lessonHtml(
          'Before, during and after',
          [
            'Visits bring up strong feelings. Planning for the hours before and after matters as much as the visit itself.',
          ],
          [
            'Talk about the visit ahead of time',
            'Bring a familiar comfort item',
            'Plan a quiet evening afterwards',
          ],
        ),
      },
      {
        title: 'Co-Parenting Toward Reunification',
        lessonType: 'interactive',
        durationMinutes: 15,
        content: lessonHtml(
          'A shared goal',
          [
            'When it is safe, resource parents can mentor birth parents and share the small details of a child’s life.',
          ],
          [
            'Share a weekly note about school and health',
            'Invite birth parents to appointments when appropriate',
            'Celebrate progress together',
          ],
        ),
      },
    ],
  },
  {
    title: 'Kinship Care Essentials',
    description:
      'For grandparents, aunts, uncles and family friends who step in to care for a child they already know.',
    learningObjectives: [
      'Understand the kinship approval path',
      'Manage changing family roles',
      'Find financial and community support',
    ],
    audience: 'kinship_caregivers',
    difficultyLevel: 'beginner',
    contentType: 'text',
    isPublished: false,
    lessons: [
      {
        title: 'When a Relative Steps In',
        lessonType: 'text',
        durationMinutes: 10,
        content: lessonHtml(
          'A familiar face',
          [
            'Relatives are often the first choice for placement because they keep a child connected to family, culture and community.',
          ],
          [
            'Emergency placement with relatives',
            'Completing approval after placement',
            'Your rights as a relative caregiver',
          ],
        ),
      },
      {
        title: 'Navigating Family Dynamics',
        lessonType: 'text',
        durationMinutes: 15,
        content: lessonHtml(
          'New roles, old relationships',
          [
            'Becoming the caregiver of a relative’s child changes how the whole family relates to each other.',
          ],
          [
            'Set clear, kind boundaries',
            'Keep the child out of adult conflicts',
            'Ask your caseworker about family meetings',
          ],
        ),
      },
      {
        title: 'Benefits and Support for Kinship Caregivers',
        lessonType: 'text',
        durationMinutes: 10,
        content: lessonHtml(
          'You are not alone',
          ['Approved kinship families can receive the same funding and services as any resource family.'],
          ['Monthly foster care funding', 'Health coverage for the child', 'Kinship support groups'],
        ),
      },
    ],
  },
];
