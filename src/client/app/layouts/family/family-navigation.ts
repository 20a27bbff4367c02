import { PATHS } from '@shared/paths';
import type { SidebarEntry } from '@client/components/sidebar-nav';

export interface FamilyNavSection {
  /** Group heading; the first section has none. */
  label?: string;
  /**
   * Only the dashboard, Documents & Signing and My Learning Journey have a path (spec 01 §2); the others have
   * no screen yet and show disabled, "Coming soon" (SidebarItem).
   */
  items: readonly SidebarEntry[];
}

/** The family sidebar's entries and groups, in order (spec 01 §2 "Family sidebar and header"). */
export const FAMILY_NAVIGATION: readonly FamilyNavSection[] = [
  {
    items: [
      { label: 'Dashboard', path: PATHS.familyDashboard },
      { label: 'Documents & Signing', path: PATHS.familyDocuments },
      { label: 'Upload Files' },
      { label: 'Messages' },
      { label: 'Video Conference' },
      { label: 'Schedule Appointment' },
    ],
  },
  {
    label: 'Training Center',
    items: [
      { label: 'Required Courses' },
      { label: 'My Learning Journey', path: PATHS.familyLearning },
      { label: 'Micro Learning Courses' },
      { label: 'Course Catalog' },
      { label: 'Additional Resources' },
    ],
  },
  {
    label: 'Household',
    items: [{ label: 'My Family' }, { label: 'Alternative Caregiver' }, { label: 'Other Adults' }],
  },
  {
    label: 'Support',
    items: [{ label: 'Open Ticket' }, { label: 'Virtual Assistant' }],
  },
];
