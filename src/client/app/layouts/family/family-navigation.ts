import { PATHS } from '@shared/paths';

/** A sidebar entry: its words are `nav.items.<key>` in the familyPortal translations. */
export interface FamilyNavItem {
  key:
    | 'dashboard'
    | 'documents'
    | 'uploadFiles'
    | 'messages'
    | 'videoConference'
    | 'scheduleAppointment'
    | 'requiredCourses'
    | 'learningJourney'
    | 'microLearning'
    | 'courseCatalog'
    | 'additionalResources'
    | 'myFamily'
    | 'alternativeCaregiver'
    | 'otherAdults'
    | 'openTicket'
    | 'virtualAssistant'
    /** An adult's own account's one entry (issue 44). */
    | 'myItems';
  path?: string;
  /** Opens the assistant chat instead of a page (Virtual Assistant). */
  opensAssistant?: true;
}

export interface FamilyNavSection {
  /** Group heading (`nav.groups.<group>`); the first section has none. */
  group?: 'training' | 'household' | 'support';
  /**
   * The dashboard, Documents & Signing, Upload Files (the dashboard's upload dialog), Messages and the learning
   * entries (My Learning Journey; Required Courses and Course Catalog open it on their tab) and the household
   * pages (My Family, Alternative Caregiver, Other Adults) have a path; Virtual Assistant opens the chat; the others have no screen yet and show disabled, "Coming soon" (SidebarItem).
   */
  items: readonly FamilyNavItem[];
}

/** The family sidebar's entries and groups, in order (spec 01 §2 "Family sidebar and header"). */
export const FAMILY_NAVIGATION: readonly FamilyNavSection[] = [
  {
    items: [
      { key: 'dashboard', path: PATHS.familyDashboard },
      { key: 'documents', path: PATHS.familyDocuments },
      { key: 'uploadFiles', path: `${PATHS.familyDashboard}?upload=` },
      { key: 'messages', path: PATHS.familyMessages },
      { key: 'videoConference' },
      { key: 'scheduleAppointment' },
    ],
  },
  {
    group: 'training',
    items: [
      { key: 'requiredCourses', path: `${PATHS.familyLearning}?tab=current&required=1` },
      { key: 'learningJourney', path: PATHS.familyLearning },
      { key: 'microLearning' },
      { key: 'courseCatalog', path: `${PATHS.familyLearning}?tab=catalog` },
      { key: 'additionalResources' },
    ],
  },
  {
    group: 'household',
    items: [
      { key: 'myFamily', path: PATHS.familyHousehold },
      { key: 'alternativeCaregiver', path: PATHS.familyCaregivers },
      { key: 'otherAdults', path: PATHS.familyOtherAdults },
    ],
  },
  {
    group: 'support',
    items: [{ key: 'openTicket' }, { key: 'virtualAssistant', opensAssistant: true }],
  },
];

/**
 * The pages an adult's own account opens (issue 44): My Items and a form's signing page. The family layout sends
 * every other family path to My Items; the server refuses the family's reads to such an account anyway.
 */
export function memberMayOpen(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path === PATHS.familyMyItems) return true;
  const prefix = `${PATHS.familySigning}/`;
  return path.startsWith(prefix) && !path.slice(prefix.length).includes('/') && path.length > prefix.length;
}
