import type { StaffPageKey } from '@shared/auth/staff-navigation';

/** One question a staff member asks about an area, answered in steps. */
export interface HelpTopic {
  question: string;
  steps: readonly string[];
}

/** The help page of one staff area: shown to whoever may open the area's page. */
export interface HelpArea {
  /** Its address: /staff/help/<slug>. */
  slug: string;
  title: string;
  /** The page the area is about (its link, and who may read its help). */
  page: StaffPageKey;
  summary: string;
  topics: readonly HelpTopic[];
}

/**
 * Help Documentation (issue 50): a page per staff area, in sidebar order. Staff-facing and in English, as the
 * staff screens are. A topic names buttons and tabs by their labels on screen, so keep it in step with them.
 */
export const STAFF_HELP_AREAS: readonly HelpArea[] = [
  {
    slug: 'dashboard',
    title: 'Dashboard',
    page: 'dashboard',
    summary: 'The day at a glance: families, applications waiting, documents to review and training.',
    topics: [
      {
        question: 'What do the four cards count?',
        steps: [
          'Total Families counts every family, with how many are active.',
          'Pending Applications counts families awaiting review.',
          'Documents counts handed-in documents, with how many wait for review.',
          'Training Courses counts published courses, with completions this month.',
        ],
      },
      {
        question: 'Where do I start my day?',
        steps: [
          'Pending Tasks lists what waits for staff; select one to open it.',
          'Recent Activity shows what families and staff did last.',
          'The sidebar badges count families waiting in the Inbox and accounts waiting for approval.',
        ],
      },
    ],
  },
  {
    slug: 'families',
    title: 'Families and applications',
    page: 'families',
    summary:
      'Every family, its approval journey, household, documents, training, background checks and support team.',
    topics: [
      {
        question: 'How do I add a family?',
        steps: [
          'Open All Families and select New Family.',
          'Enter the family name, the primary contact and their e-mail, the program type and the preferred language.',
          'On the family’s page, select Invite applicant to e-mail them a link to set a password.',
        ],
      },
      {
        question: 'How do I move a family to the next step?',
        steps: [
          'Open the family and check the Journey tab: each step lists its items and their status.',
          'Select Advance step. If items are still open, Haven names them and asks you to confirm.',
          'Select Return step to send the family back. Both ask for a reason, kept in the family’s activity.',
        ],
      },
      {
        question: 'Who sees a family?',
        steps: [
          'Staff who manage families see every family.',
          'A caseworker sees the families assigned to them; the Support Team tab assigns caseworkers.',
          'Applications lists families still in the approval process.',
        ],
      },
    ],
  },
  {
    slug: 'decisions',
    title: 'Written reports and decisions',
    // Caseworkers write the report from the family's page; supervisors review it from there too.
    page: 'families',
    summary:
      'The written report a caseworker signs and a supervisor approves, and the decision on the family’s approval.',
    topics: [
      {
        question: 'How do I write the report?',
        steps: [
          'Open the family and the Decision tab, then select Start the written report: Haven drafts it from the family’s file.',
          'Edit each section, choose the recommendation and, when recommending approval, the capacity; select Save.',
          'Select Sign and submit for review, agree to sign electronically and draw your signature.',
        ],
      },
      {
        question: 'How do I review a report?',
        steps: [
          'Open Reviews: it lists the reports waiting for a supervisor. Select the family to open its Decision tab.',
          'Select Return with comments to send it back to the caseworker, or Approve and sign to seal it.',
          'You cannot approve a report you wrote yourself.',
        ],
      },
      {
        question: 'How do I decide the family’s approval?',
        steps: [
          'The Gates list what still stops an approval: background checks, the home assessment, documents, training and the approved report.',
          'Select Approve, Deny, Withdraw, Put on hold, Lift hold or Rescind approval, as the family’s status allows.',
          'Every decision but an approval or lifting a hold needs a reason and an explanation the family reads.',
          'An approval issues a Certificate of Approval; a denial or a rescission a Notice of Action with the deadline to appeal, in the family’s language.',
        ],
      },
    ],
  },
  {
    slug: 'inbox',
    title: 'Inbox',
    page: 'inbox',
    summary:
      'Conversations families start with their caseworker, and chats the assistant handed to a person.',
    topics: [
      {
        question: 'How do I answer a family?',
        steps: [
          'Open the Inbox; waiting conversations come first.',
          'Select a conversation, write your reply and send it.',
          'A reply the family has not read within minutes is e-mailed to them in their language.',
        ],
      },
    ],
  },
  {
    slug: 'documents',
    title: 'Documents',
    page: 'documents',
    summary: 'Review what families hand in, add documents for them, and file what they e-mail.',
    topics: [
      {
        question: 'How do I review a document?',
        steps: [
          'Open Documents and select a document waiting for review.',
          'Read the file and what processing found: its type, a likely mismatch, and for a photo ID whether the name matches someone in the household.',
          'Select Approve (with an expiry date where the item expires) or Reject with the reason the family will read.',
        ],
      },
      {
        question: 'How do I add a document a family gave me on paper?',
        steps: [
          'Open the family’s Documents tab, or Documents, and choose the checklist item.',
          'Upload the file: it is checked as a family’s upload is and shows as added by staff.',
        ],
      },
      {
        question: 'What is E-mail Intake?',
        steps: [
          'Families can e-mail documents to the agency’s intake address with their case number in the subject.',
          'Each attachment waits in E-mail Intake; file it to the family’s checklist item or discard it.',
          'Mail whose subject names no case number waits there too, without a family.',
        ],
      },
    ],
  },
  {
    slug: 'templates',
    title: 'Forms and signing',
    page: 'templates',
    summary: 'The state forms families fill in and e-sign, and the sealed PDFs they produce.',
    topics: [
      {
        question: 'How does a family sign a form?',
        steps: [
          'A form on the family’s checklist opens from their journey, task list or Document Center.',
          'The family fills it in and signs; Haven seals the PDF so any change to it can be detected.',
          'Submitting the form completes its checklist item, and staff review it as they review uploads.',
        ],
      },
    ],
  },
  {
    slug: 'signatures',
    title: 'Signatures',
    page: 'signatures',
    summary:
      'Documents a family has signed and submitted that wait for a caseworker’s or supervisor’s countersignature.',
    topics: [
      {
        question: 'How do I countersign a document?',
        steps: [
          'Open Signatures: it lists the documents whose turn has come to you, as the family’s caseworker or as supervisor.',
          'Select a document to read the filled form and the signatures so far.',
          'Select Sign as Caseworker (or Supervisor), agree to sign electronically and draw your signature.',
          'When the last signature is in, Haven seals the PDF; Download sealed PDF shows every signer on its certificate page.',
        ],
      },
      {
        question: 'What if something in the document is wrong?',
        steps: [
          'Select Decline and write the reason: the family reads it.',
          'The document goes back to the family, In Progress, and its signatures are cleared; they correct it, sign and submit it again.',
        ],
      },
      {
        question: 'Who signs, and in which order?',
        steps: [
          'Each template names its signers and whether they sign all at once or one after another (Templates, Edit).',
          'The family always signs first; the caseworker and supervisor are asked once the family has submitted.',
        ],
      },
    ],
  },
  {
    slug: 'courses',
    title: 'Manage Courses',
    page: 'manageCourses',
    summary: 'Write, generate, review and publish the training families complete.',
    topics: [
      {
        question: 'How do I create a course?',
        steps: [
          'Select Create Course and go through the four steps: details, audience and difficulty, objectives, review.',
          'Add lessons yourself, or select Generate with AI for drafts grounded in the objectives.',
          'Every generated lesson is a draft that needs review; publishing asks you to review each one.',
        ],
      },
    ],
  },
  {
    slug: 'assignments',
    title: 'Course Assignments',
    page: 'courseAssignments',
    summary: 'Assign courses to families and follow their progress.',
    topics: [
      {
        question: 'How do I assign a course?',
        steps: [
          'Open Course Assignments, choose the families and the course, a due date, and whether it is required.',
          'The course appears in each family’s learning journey, and its progress here.',
        ],
      },
    ],
  },
  {
    slug: 'analytics',
    title: 'Analytics',
    page: 'analytics',
    summary: 'How families move through approval, and where they wait.',
    topics: [
      {
        question: 'How do I share a chart?',
        steps: [
          'Filter by dates, caseworker and applicant type at the top of the page.',
          'Each chart can be shown as a table, and Export CSV saves what it shows.',
        ],
      },
    ],
  },
  {
    slug: 'users',
    title: 'User Management',
    page: 'userManagement',
    summary: 'Staff accounts: invitations, approvals and roles.',
    topics: [
      {
        question: 'How do I add a staff member?',
        steps: [
          'Select Invite staff, enter their e-mail address and the role they start with.',
          'They get a link, valid for 7 days, to choose a name and a password.',
          'Someone who signed up on their own waits for approval here before they can use Haven.',
        ],
      },
    ],
  },
  {
    slug: 'permissions',
    title: 'Permissions',
    page: 'permissionManagement',
    summary: 'What each role may do, and the exceptions for one person.',
    topics: [
      {
        question: 'How do I give one person one more permission?',
        steps: [
          'Open Permissions, find the person under Users & Roles and select Manage Permissions.',
          'Grant or revoke the permission; the change applies at their next request.',
        ],
      },
    ],
  },
  {
    slug: 'system',
    title: 'System Configuration',
    page: 'systemConfiguration',
    summary:
      'The agency’s settings: dashboard tiles, program types, the checklist, addresses, announcements, chat.',
    topics: [
      {
        question: 'What can I change here?',
        steps: [
          'Family dashboard tiles: which tiles families see and in what order.',
          'Program types and the document checklist of each.',
          'The intake address families e-mail documents to, and the support address Contact Support writes to.',
          'Announcements families see, and the assistant chat’s business hours and emergency numbers.',
        ],
      },
    ],
  },
];

export const helpAreaOf = (slug: string | undefined): HelpArea | undefined =>
  STAFF_HELP_AREAS.find((area) => area.slug === slug);
