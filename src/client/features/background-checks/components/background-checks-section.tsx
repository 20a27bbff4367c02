import { Group, Stack, Text } from '@mantine/core';
import { QueryContent } from '@client/components/query-content';
import { StatusBadge } from '@client/components/status-badge';
import { useFamilyChecks } from '../api/use-family-checks';
import { AdultChecksCard } from './adult-checks-card';

/** The staff family page's Background Checks tab: the overall word, then each adult's checks. */
export function BackgroundChecksSection({ familyId }: { familyId: string }) {
  const query = useFamilyChecks(familyId);
  return (
    <QueryContent
      query={query}
      errorTitle="Unable to load background checks"
      loadingLabel="Loading background checks"
    >
      {(checks) => (
        <Stack gap="md">
          <Group gap="sm">
            <Text fw={600}>Overall</Text>
            <StatusBadge kind="backgroundCheck" status={checks.summary.overall} />
            <Text size="sm" c="dimmed">
              {checks.summary.cleared} of {checks.summary.required} cleared
            </Text>
          </Group>
          {!checks.canSeeDetails && (
            <Text size="sm" c="dimmed">
              Details are visible to staff with the View Background Checks permission.
            </Text>
          )}
          {checks.adults.length === 0 ? (
            <Text size="sm" c="dimmed">
              No adults in the household yet. Add them on the Household tab.
            </Text>
          ) : (
            checks.adults.map((adult) => (
              <AdultChecksCard key={adult.memberId} familyId={familyId} adult={adult} checks={checks} />
            ))
          )}
        </Stack>
      )}
    </QueryContent>
  );
}
