import { Suspense, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { HouseholdMember } from '@shared/family-portal/family-portal.schema';
import { PATHS } from '@shared/paths';
import { LazyUploadDialog as UploadDialog } from '@client/features/documents/components/lazy-upload-dialog';
import { WithdrawApplicationSection } from '@client/features/family-approval/components/withdraw-application-section';
import type { UploadRequest } from '@client/features/family-portal/components/dashboard-actions';
import { HouseholdView } from '@client/features/family-portal/components/household-view';
import type { HouseholdView as View } from '@client/features/family-portal/utils/household-groups';
import { HouseholdMemberAccount } from '@client/features/member-accounts/components/family/household-member-account';
import { FamilyReferencesSection } from '@client/features/references/components/family/family-references-section';
import { useOpenChecklistForm } from '@client/features/signing/api/family-signing';

const memberAccount = (member: HouseholdMember) => <HouseholdMemberAccount member={member} />;

const VIEWS: Readonly<Record<string, View>> = {
  [PATHS.familyCaregivers]: 'caregivers',
  [PATHS.familyOtherAdults]: 'adults',
};

/**
 * /family/household (My Family), /family/household/caregivers and /family/household/adults: the household, whole
 * or filtered; a member's open item opens the documents feature's upload dialog or its form's signing page; an
 * adult's card shows their own account (the member-accounts feature). My Family ends with the references section
 * and the application's (family-approval: the family withdraws it there).
 */
export function Component() {
  const { pathname } = useLocation();
  const view = VIEWS[pathname.replace(/\/$/, '')] ?? 'family';
  const navigate = useNavigate();
  const openForm = useOpenChecklistForm();
  // The open dialog's item (null inside: the family picks one); null while the dialog is closed.
  const [upload, setUpload] = useState<{ target: UploadRequest | null } | null>(null);
  const actions = useMemo(
    () => ({
      onUploadDocument: (target: UploadRequest | null) => setUpload({ target }),
      onOpenForm: openForm,
      // The household pages write no messages of their own: Messages opens instead.
      onWriteMessage: () => void navigate(PATHS.familyMessages),
    }),
    [navigate, openForm],
  );
  return (
    <>
      <HouseholdView
        view={view}
        actions={actions}
        endSections={
          view === 'family' ? (
            <>
              <FamilyReferencesSection />
              <WithdrawApplicationSection />
            </>
          ) : undefined
        }
        memberExtra={memberAccount}
      />
      {upload && (
        <Suspense>
          <UploadDialog opened target={upload.target} onClose={() => setUpload(null)} />
        </Suspense>
      )}
    </>
  );
}
