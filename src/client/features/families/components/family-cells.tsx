import { Anchor, Group, Progress, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { FamilyListItem } from '@shared/families/families.schema';
import type { DataColumn } from '@client/components/data-table';
import { StatusBadge } from '@client/components/status-badge';
import { familyDetailPath } from '../utils/family-paths';

/** The family's name linking to its detail view, with the case number beneath (the contact has its own column). */
function FamilyName({ family }: { family: FamilyListItem }) {
  return (
    <>
      <Anchor component={Link} to={familyDetailPath(family.id)} fw={600} size="sm">
        {family.familyName}
      </Anchor>
      <Text size="xs" c="dimmed">
        {family.caseNumber}
      </Text>
    </>
  );
}

/** Columns every family list shares. */
export const familyNameColumn: DataColumn<FamilyListItem> = {
  key: 'name',
  label: 'Name',
  render: (family) => <FamilyName family={family} />,
};

export const familyContactColumn: DataColumn<FamilyListItem> = {
  key: 'contact',
  label: 'Primary contact',
  render: (family) => family.primaryContactName,
};

export const familyStepColumn: DataColumn<FamilyListItem> = {
  key: 'step',
  label: 'Step',
  nowrap: true,
  render: (family) => `${family.currentStep} · ${family.stepName}`,
};

export const familyProgressColumn: DataColumn<FamilyListItem> = {
  key: 'progress',
  label: 'Progress',
  render: (family) => (
    <Group gap="xs" wrap="nowrap">
      <Progress value={family.progressPercentage} w={72} aria-label={`${family.familyName} progress`} />
      <Text size="sm">{family.progressPercentage}%</Text>
    </Group>
  ),
};

export const familyStatusColumn: DataColumn<FamilyListItem> = {
  key: 'status',
  label: 'Status',
  render: (family) => <StatusBadge kind="family" status={family.status} />,
};
