import { lazy, Suspense } from 'react';
import i18next from 'i18next';
import { useFamilyApproval } from '../api/family-approval-query';
import { approvalView } from '../utils/approval-view';

/*
 * The section's code and words come once the read says there is something to show: most families have no
 * decision yet, and the dashboard's first load (e2e/first-load.spec.ts holds it to a ceiling) stays as it was for
 * them. A language's words are a script too, so they come with the code, as the lazy dialogs' do.
 */
const ApprovalPanel = lazy(async () => {
  const [module] = await Promise.all([import('./approval-panel'), i18next.loadNamespaces('familyApproval')]);
  return { default: module.ApprovalPanel };
});

/**
 * "My Approval" on the family dashboard (issue 45), above the tiles the agency configures: the decision in force
 * once there is one (approved, denied, rescinded, on hold, withdrawn); nothing before any decision or after a hold
 * is lifted. A failed read says so there.
 */
export function MyApprovalSection() {
  const approval = useFamilyApproval();
  const shown = approval.data ? approvalView(approval.data) !== null : approval.isError;
  return shown ? (
    <Suspense fallback={null}>
      <ApprovalPanel approval={approval} />
    </Suspense>
  ) : null;
}
