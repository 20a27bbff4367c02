import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { STAFF_PAGES } from '@shared/auth/staff-navigation';
import { IntakeQueueView } from '@client/features/document-intake/components/intake-queue-view';
import { StaffUploadItemSelect } from '@client/features/documents/components/staff-upload-item-select';

/** /staff/documents/intake (manage_documents; the staff layout guards the path). */
export function Component() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{STAFF_PAGES.documentIntake.title}</Title>
        <Text c="dimmed" size="sm">
          Documents families e-mail to the agency. File each attachment to the family&apos;s checklist item
          (it is checked as an upload is) or discard it. Uploaded documents are in{' '}
          <Anchor component={Link} to={STAFF_PAGES.documents.path}>
            Documents
          </Anchor>
          .
        </Text>
      </Stack>
      <IntakeQueueView itemPicker={(props) => <StaffUploadItemSelect {...props} />} />
    </Stack>
  );
}
