import { hasPermission, type PermissionKey } from '@shared/auth/permissions';
import { STAFF_PAGES } from '@shared/auth/staff-navigation';
import { PATHS } from '@shared/paths';
import {
  type StaffAnswerLink,
  STAFF_QUICK_ACTION_LABELS,
} from '@shared/staff-assistant/staff-assistant.schema';

/**
 * Where answers point: the staff pages that show what an answer mentions. A link is offered only when the
 * asker may open its page, by the same rule the staff layout guards the page with.
 */

const mayOpen = (granted: readonly PermissionKey[], page: { anyOf: readonly PermissionKey[] }) =>
  page.anyOf.some((key) => hasPermission(granted, key));

const familyPath = (familyId: string) => STAFF_PAGES.familyDetail.path.replace(':familyId', familyId);

/** Keeps the links whose page the asker may open. */
function allowed(
  granted: readonly PermissionKey[],
  links: readonly { link: StaffAnswerLink; page: { anyOf: readonly PermissionKey[] } }[],
): StaffAnswerLink[] {
  return links.filter(({ page }) => mayOpen(granted, page)).map(({ link }) => link);
}

/** Spec 01 §9 quick actions for one family: its page, its documents (where staff ask for items), its courses. */
export function familyQuickActions(granted: readonly PermissionKey[], familyId: string): StaffAnswerLink[] {
  return allowed(granted, [
    {
      link: {
        kind: 'quick_action',
        label: STAFF_QUICK_ACTION_LABELS.familyDashboard,
        path: familyPath(familyId),
      },
      page: STAFF_PAGES.familyDetail,
    },
    {
      link: {
        kind: 'quick_action',
        label: STAFF_QUICK_ACTION_LABELS.assignDocuments,
        path: `${familyPath(familyId)}?tab=documents`,
      },
      page: STAFF_PAGES.familyDetail,
    },
    {
      link: {
        kind: 'quick_action',
        label: STAFF_QUICK_ACTION_LABELS.assignTraining,
        // The Course Assignments search takes an exact family id.
        path: `${PATHS.courseAssignments}?search=${familyId}`,
      },
      page: STAFF_PAGES.courseAssignments,
    },
  ]);
}

/** A plain link to a family's page, named after it. */
export function familyLink(granted: readonly PermissionKey[], family: { id: string; name: string }) {
  return allowed(granted, [
    {
      link: { kind: 'link', label: family.name, path: familyPath(family.id) },
      page: STAFF_PAGES.familyDetail,
    },
  ]);
}

/** A link to a staff list (`path` with its filter), shown when the asker may open `page`. */
export function listLink(
  granted: readonly PermissionKey[],
  label: string,
  path: string,
  page: { anyOf: readonly PermissionKey[] },
): StaffAnswerLink[] {
  return allowed(granted, [{ link: { kind: 'link', label, path }, page }]);
}
