import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Exemption, StaffCheck } from '@shared/background-checks/background-checks.schema';
import { formatDate, formatDateTime } from '@client/lib/format';
import { Fact } from '@client/components/fact';

function requested(exemption: Exemption): string {
  const by = exemption.requestedBy ? ` by ${exemption.requestedBy}` : '';
  return `${exemption.offenceCategory}; documents considered: ${exemption.documentsConsidered} (${formatDateTime(exemption.requestedAt)}${by})`;
}

function decided(exemption: Exemption): string {
  if (exemption.decision === null) return 'Waiting for a decision';
  const by = exemption.decidedBy ? ` (${exemption.decidedBy})` : '';
  return `${exemption.decision === 'granted' ? 'Granted' : 'Denied'}: ${exemption.decisionReason ?? ''}${by}`;
}

/** Under an adult's table: each check's expected date, note, receipt and exemption, when there is any. */
export function CheckDetails({ checks }: { checks: readonly StaffCheck[] }) {
  const shown = checks.filter(
    (check) => check.details && (check.details.note || check.details.receipt || check.details.exemption),
  );
  if (shown.length === 0) return null;
  return (
    <Stack gap="sm">
      {shown.map(({ typeKey, typeName, details }) => {
        if (!details) return null;
        const { exemption } = details;
        return (
          <Stack key={typeKey} gap={4}>
            <Text size="sm" fw={600}>
              {typeName}
            </Text>
            <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing={4} m={0}>
              {details.expectedDate && (
                <Fact inList label="Expected" value={formatDate(details.expectedDate)} />
              )}
              {details.note && <Fact inList label="Note" value={details.note} />}
              {details.receipt && <Fact inList label="Live Scan receipt" value={details.receipt.name} />}
              {exemption && <Fact inList label="Exemption requested" value={requested(exemption)} />}
              {exemption?.requestNote && <Fact inList label="Request note" value={exemption.requestNote} />}
              {exemption && <Fact inList label="Exemption decision" value={decided(exemption)} />}
            </SimpleGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}
