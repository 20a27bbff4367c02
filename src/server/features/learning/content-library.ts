/**
 * The curated foster-care content the offline course generator draws on: per topic, what it is about (words
 * that point to it), a summary, key points a caregiver should take away, a practice activity, and common
 * misconceptions (the wrong options of generated quiz questions). Written for resource families in plain
 * language; staff review every generated draft before publishing.
 */
export interface LibraryTopic {
  id: string;
  title: string;
  /** Lower-case words or word beginnings ('regulat'); an objective with a word starting so is about this topic. */
  keywords: readonly string[];
  summary: string;
  keyPoints: readonly string[];
  practice: string;
  misconceptions: readonly string[];
}

export const CONTENT_LIBRARY: readonly LibraryTopic[] = [
  {
    id: 'trauma-informed-care',
    title: 'Trauma-informed care',
    keywords: ['trauma', 'trigger', 'felt safety', 'regulat', 'stress', 'calm', 'nervous system', 'aces'],
    summary:
      'Children in care have lived through separation and often abuse or neglect. Trauma-informed caregiving asks "what happened to you?" instead of "what is wrong with you?" and builds safety before it expects change.',
    keyPoints: [
      'Predictable routines and calm, consistent responses help a child feel safe',
      'Behaviour is often a survival response the child learned, not defiance',
      'A caregiver who stays regulated helps the child regulate ("connect before you correct")',
      'Triggers such as loud voices, smells or bedtime can bring back old fear',
    ],
    practice:
      'Write down one situation this week when the child became upset. Note what happened just before, what you saw, and what helped them calm down.',
    misconceptions: [
      'Strict consequences for every mistake make a child feel safe',
      'Children forget early trauma once they are in a good home',
      'Talking about feelings makes trauma worse, so it is best avoided',
    ],
  },
  {
    id: 'child-development',
    title: 'Child development',
    keywords: [
      'develop',
      'milestone',
      'age',
      'infant',
      'toddler',
      'adolescen',
      'teen',
      'brain',
      'attachment',
    ],
    summary:
      'Every age has its own needs. Children who experienced neglect or trauma may act younger than their age in some areas and older in others, so caregivers meet the child where they are.',
    keyPoints: [
      'Attachment grows from many small moments of responsive care',
      'A child’s emotional age can differ from their age in years',
      'Play is how young children learn and work through experiences',
      'Teenagers need growing independence with steady adult support',
    ],
    practice:
      'List three things the child can do well and one skill they are building. Plan one short activity that practises that skill through play or routine.',
    misconceptions: [
      'A child who acts younger than their age is doing it on purpose',
      'Attachment forms automatically within the first week of a placement',
      'Teenagers in care no longer need a caring adult',
    ],
  },
  {
    id: 'birth-families',
    title: 'Working with birth families',
    keywords: ['birth', 'parent', 'reunif', 'visit', 'co-parent', 'sibling', 'connection', 'relative'],
    summary:
      'Reunification with the birth family is the first goal whenever it is safe. Resource families support children’s connections with parents, siblings and relatives, and can be a bridge for the whole family.',
    keyPoints: [
      'Reunification is the primary goal of foster care whenever it is safe',
      'Regular, well-prepared visits help children keep their family bonds',
      'Speaking respectfully about birth parents protects the child’s sense of self',
      'Sibling and relative connections are part of the child’s identity',
    ],
    practice:
      'Prepare for the next family visit: what the child might bring, how you will greet the parent, and how you will help the child afterwards.',
    misconceptions: [
      'Foster care is a permanent separation from the birth family',
      'Children settle faster if contact with their birth family stops',
      'Resource parents should keep their distance from birth parents',
    ],
  },
  {
    id: 'home-safety',
    title: 'Safety in the home',
    keywords: [
      'safe',
      'safety',
      'sleep',
      'medication',
      'firearm',
      'water',
      'pool',
      'car seat',
      'hazard',
      'emergency',
    ],
    summary:
      'A resource family home must be safe for the age of every child placed there. Many of the home-assessment items are everyday habits: medicines locked away, safe sleep for babies and an emergency plan.',
    keyPoints: [
      'Medicines, cleaning products and weapons are stored locked and out of reach',
      'Babies sleep alone, on their back, in a crib with nothing else in it',
      'Pools and bodies of water need barriers and constant supervision',
      'The household has a posted emergency plan and working smoke alarms',
    ],
    practice:
      'Walk through your home at a child’s eye level with the home-safety checklist and fix or note each hazard you find.',
    misconceptions: [
      'A baby sleeps more safely on a soft surface with pillows and blankets',
      'Medicine on a high shelf is as safe as medicine in a locked box',
      'Older children can always be left alone near a pool',
    ],
  },
  {
    id: 'approval-process',
    title: 'The resource family approval process',
    keywords: [
      'approval',
      'rfa',
      'step',
      'home study',
      'background',
      'fingerprint',
      'application',
      'license',
      'assessment',
      'training hour',
    ],
    summary:
      'Resource family approval has eight steps, from Dream to Decide: application, background checks, training, a home environment assessment and a psychosocial assessment. Your caseworker guides you through each one.',
    keyPoints: [
      'Approval has eight steps, from Dream to Decide',
      'Every adult in the home completes a background check',
      'Pre-approval training is part of becoming a resource family',
      'The home environment and psychosocial assessments look at your home and your family',
    ],
    practice:
      'Open your family dashboard, note the step you are on and list the documents still due, with the date you plan to finish each.',
    misconceptions: [
      'Only the primary applicant needs a background check',
      'Approval is a single interview with no further steps',
      'Training can be skipped by families who already have children',
    ],
  },
  {
    id: 'positive-discipline',
    title: 'Positive discipline and behaviour',
    keywords: ['behavio', 'disciplin', 'limit', 'boundar', 'praise', 'consequence', 'tantrum', 'routine'],
    summary:
      'Discipline means teaching. Children in care respond best to clear expectations, praise for what goes well and consequences that are calm, immediate and related to the behaviour. Physical punishment is never allowed.',
    keyPoints: [
      'Clear, simple house rules are explained and posted where children can see them',
      'Specific praise for good choices happens more often than correction',
      'Consequences are calm, immediate and related to the behaviour',
      'Physical punishment is never used with children in care',
    ],
    practice:
      'Agree on three house rules with everyone in the home, write them positively ("we walk inside"), and praise the child each time they follow one today.',
    misconceptions: [
      'Physical punishment is acceptable for serious misbehaviour',
      'Taking away family visits is a good consequence for bad behaviour',
      'Ignoring good behaviour keeps children from expecting praise',
    ],
  },
  {
    id: 'grief-and-loss',
    title: 'Grief, loss and belonging',
    keywords: ['grief', 'loss', 'belong', 'identity', 'culture', 'cultural', 'language', 'faith', 'lifebook'],
    summary:
      'Every placement starts with a loss, even when it is safer. Children grieve their family, home, school and friends. Honouring their culture, language and history helps them feel they belong.',
    keyPoints: [
      'Children can grieve people who hurt them and still love them',
      'Keeping a child’s culture, language and traditions supports their identity',
      'A lifebook with photos and stories helps a child understand their history',
      'Grief can return at birthdays, holidays and moves',
    ],
    practice:
      'Ask the child (or their caseworker) about one tradition, food or song that matters to them, and make room for it in your home this month.',
    misconceptions: [
      'A child who was mistreated will not miss their family',
      'Children adapt best when they leave their old culture behind',
      'Grief is over once the child has settled into the placement',
    ],
  },
  {
    id: 'caregiver-self-care',
    title: 'Caregiver self-care and support',
    keywords: [
      'self-care',
      'support',
      'respite',
      'burnout',
      'stress',
      'well-being',
      'wellbeing',
      'caseworker',
      'team',
    ],
    summary:
      'Caring for children who have been hurt is rewarding and demanding. Caregivers who look after themselves and use their support team give children steadier care.',
    keyPoints: [
      'Respite care and support groups are part of good caregiving, not a sign of failure',
      'Your caseworker and the child’s team are partners you can call early',
      'Noticing your own stress helps you respond calmly to the child',
      'Honest, early communication with the agency prevents small problems from growing',
    ],
    practice:
      'Write the names and numbers of three people you can call for help, and plan one hour this week that is just for you.',
    misconceptions: [
      'Asking for respite shows that a family is not coping',
      'Caseworkers should only be contacted in an emergency',
      'Good caregivers never feel overwhelmed',
    ],
  },
];
