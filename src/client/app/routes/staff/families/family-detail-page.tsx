import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { permissionsOnFamily } from '@shared/auth/permissions';
import { STAFF_PAGES } from '@shared/auth/staff-navigation';
import { DecisionTab } from '@client/features/decisions/components/decision-tab';
import { BackgroundChecksSection } from '@client/features/background-checks/components/background-checks-section';
import { StaffUploadButton } from '@client/features/documents/components/staff-upload-button';
import { FamilyDetailView } from '@client/features/families/components/family-detail-view';
import { FamilyEvaluationSection } from '@client/features/family-evaluation/components/family-evaluation-section';
import { HomeAssessmentSection } from '@client/features/home-assessment/components/home-assessment-section';
import { TrainingLedgerSection } from '@client/features/family-learning/components/staff/training-ledger-section';
import { MessageFamilyButton } from '@client/features/inbox/components/message-family-button';
import { StaffMemberAccounts } from '@client/features/member-accounts/components/staff/staff-member-accounts';
import { StaffReferencesSection } from '@client/features/references/components/staff/staff-references-section';
import { FamilyFormsSection } from '@client/features/signing/components/staff/family-forms-section';
import { useAuth } from '@client/lib/auth/use-auth';

/** /staff/families/:familyId (the staff layout checks its permission, from STAFF_PAGES). */
export function Component() {
  const { familyId = '' } = useParams();
  const { permissions } = useAuth();
  const onFamily = permissionsOnFamily(permissions);
  const managesDocuments = onFamily.includes('manage_documents');
  const decides = onFamily.includes('manage_families') || onFamily.includes('approve_families');
  return (
    <Stack gap="md">
      <Anchor component={Link} to={STAFF_PAGES.families.path} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
        {STAFF_PAGES.families.title}
      </Anchor>
      <Group gap="sm">
        <MessageFamilyButton familyId={familyId} />
        {managesDocuments && <StaffUploadButton familyId={familyId} />}
      </Group>
      <FamilyDetailView
        key={familyId}
        familyId={familyId}
        slots={{
          trainingLedger: <TrainingLedgerSection familyId={familyId} />,
          backgroundChecks: <BackgroundChecksSection familyId={familyId} />,
          references: ({ readOnly }) => <StaffReferencesSection familyId={familyId} readOnly={readOnly} />,
          memberAccounts: ({ household, readOnly }) =>
            !readOnly && <StaffMemberAccounts familyId={familyId} household={household} />,
          homeStudy: (
            <Stack gap="xl">
              <HomeAssessmentSection familyId={familyId} />
              <FamilyEvaluationSection familyId={familyId} />
            </Stack>
          ),
          decision: decides
            ? ({ readOnly }) => <DecisionTab familyId={familyId} readOnly={readOnly} />
            : undefined,
        }}
      />
      {managesDocuments && <FamilyFormsSection key={familyId} familyId={familyId} />}
    </Stack>
  );
}
