import { lazy, Suspense, useEffect, useState } from 'react';
import i18next from 'i18next';
import type * as PanelModule from './approval-panel';
import { useFamilyApproval } from '../api/family-approval-query';
import { approvalView } from '../utils/approval-view';

/*
 * The section's code and words come once the read says there is something to show: most families have no
 * decision yet, and the dashboard's first load (e2e/first-load.spec.ts holds it to a ceiling) stays as it was for
 * them. A language's words are a script too, so they come with the code, as the lazy dialogs' do.
 */
let panelModule: Promise<typeof PanelModule> | null = null;
const loadPanel = () =>
  (panelModule ??= Promise.all([import('./approval-panel'), i18next.loadNamespaces('familyApproval')]).then(
    ([module]) => module,
  ));
const ApprovalPanel = lazy(async () => ({ default: (await loadPanel()).ApprovalPanel }));

/** Whether the family has something for My Approval to show (a decision, or a read that failed). */
function useShown() {
  const approval = useFamilyApproval();
  return { approval, shown: approval.data ? approvalView(approval.data) !== null : approval.isError };
}

/**
 * Whether My Approval is ready to take its place: its read is back and, when it shows something, its code and
 * words are loaded. The dashboard holds its tiles' placeholder until then, so the section never pushes painted
 * tiles down (layout shift).
 */
export function useMyApprovalReady(): boolean {
  const { approval, shown } = useShown();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (shown) void loadPanel().then(() => setLoaded(true));
  }, [shown]);
  return !approval.isPending && (!shown || loaded);
}

/**
 * "My Approval" on the family dashboard (issue 45), above the tiles the agency configures: the decision in force
 * once there is one (approved, denied, rescinded, on hold, withdrawn); nothing before any decision or after a hold
 * is lifted. A failed read says so there.
 */
export function MyApprovalSection() {
  const { approval, shown } = useShown();
  return shown ? (
    <Suspense fallback={null}>
      <ApprovalPanel approval={approval} />
    </Suspense>
  ) : null;
}
