import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { STAFF_PAGES } from '@shared/auth/staff-navigation';
import { ApiRequestError } from '@client/lib/api-client';
import { QueryContent } from '@client/components/query-content';
import { useFamilyDetail } from '../api/use-family-detail';
import { FamilyActions } from './family-actions';
import { FamilyHeader } from './family-header';
import { FamilyTabs, type FamilyTabSlots } from './family-tabs';

function FamilyNotFound() {
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1}>Family not found</Title>
      <Text c="dimmed">There is no family with this id, or it has been removed.</Text>
      <Anchor component={Link} to={STAFF_PAGES.families.path}>
        Back to {STAFF_PAGES.families.title}
      </Anchor>
    </Stack>
  );
}

/** One family for staff: header, step actions and every section of its case (the page adds other features'). */
export function FamilyDetailView({ familyId, slots }: { familyId: string; slots: FamilyTabSlots }) {
  const detail = useFamilyDetail(familyId);
  if (
    detail.error instanceof ApiRequestError &&
    (detail.error.status === 404 || detail.error.status === 400)
  ) {
    return <FamilyNotFound />;
  }
  return (
    <QueryContent query={detail} errorTitle="Unable to load the family" loadingLabel="Loading family">
      {(data) => (
        <Stack gap="md" aria-busy={detail.isFetching}>
          <FamilyHeader detail={data} />
          {data.access === 'read' ? (
            <Alert color="gray" title="Read only">
              You can read this family&apos;s case because the agency lets caseworkers read every family. Only
              the staff assigned to the family can change it.
            </Alert>
          ) : (
            <FamilyActions family={data.family} />
          )}
          <FamilyTabs detail={data} slots={slots} />
        </Stack>
      )}
    </QueryContent>
  );
}
