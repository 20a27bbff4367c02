import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { STAFF_PAGES } from '@shared/auth/staff-navigation';
import { StaffDocumentsView } from '@client/features/documents/components/staff-documents-view';

/** /staff/documents (manage_documents; the staff layout guards the path). */
export function Component() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Documents</Title>
        <Text c="dimmed" size="sm">
          Review the documents families upload: check what processing read and classified, then approve or
          reject. Documents families e-mail wait in the{' '}
          <Anchor component={Link} to={STAFF_PAGES.documentIntake.path}>
            {STAFF_PAGES.documentIntake.title}
          </Anchor>{' '}
          queue.
        </Text>
      </Stack>
      <StaffDocumentsView />
    </Stack>
  );
}
