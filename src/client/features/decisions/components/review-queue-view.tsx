import { Anchor, Stack, Text, Title } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import { allowsAny, STAFF_PAGES } from '@shared/auth/staff-navigation';
import type { ReviewItem } from '@shared/decisions/decisions.schema';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { QueryContent } from '@client/components/query-content';
import { useAuth } from '@client/lib/auth/use-auth';
import { formatDateTime } from '@client/lib/format';
import { useReviewQueue } from '../api/use-review-queue';
import { RECOMMENDATION_LABELS } from '../utils/decision-labels';

/** The family's Decision tab, for whoever may open the family page; a supervisor who may not reads the name. */
function FamilyCell({ item, opensFamilies }: { item: ReviewItem; opensFamilies: boolean }) {
  if (!opensFamilies)
    return (
      <Text size="sm" fw={600}>
        {item.familyName}
      </Text>
    );
  const path = generatePath(STAFF_PAGES.familyDetail.path, { familyId: item.familyId });
  return (
    <Anchor component={Link} to={`${path}?tab=decision`} size="sm" fw={600}>
      {item.familyName}
    </Anchor>
  );
}

function columns(opensFamilies: boolean): DataColumn<ReviewItem>[] {
  return [
    {
      key: 'family',
      label: 'Family',
      render: (item) => <FamilyCell item={item} opensFamilies={opensFamilies} />,
    },
    { key: 'case', label: 'Case number', nowrap: true, render: (item) => item.caseNumber },
    {
      key: 'recommendation',
      label: 'Recommendation',
      render: (item) => (item.recommendation ? RECOMMENDATION_LABELS[item.recommendation] : 'None'),
    },
    { key: 'by', label: 'Submitted by', render: (item) => item.submittedBy },
    { key: 'at', label: 'Submitted', nowrap: true, render: (item) => formatDateTime(item.submittedAt) },
  ];
}

/** /staff/reviews: the reports caseworkers signed and submitted, waiting for a supervisor, oldest first. */
export function ReviewQueueView() {
  const queue = useReviewQueue();
  const { permissions } = useAuth();
  const opensFamilies = allowsAny(permissions, STAFF_PAGES.familyDetail.anyOf);
  return (
    <Stack gap="md" aria-busy={queue.isFetching}>
      <Stack gap={4}>
        <Title order={1}>{STAFF_PAGES.reviews.title}</Title>
        <Text c="dimmed" size="sm">
          Written reports a caseworker has signed and submitted. Open a family&apos;s Decision tab to read the
          report, then approve and sign it or return it with comments.
        </Text>
      </Stack>
      <QueryContent
        query={queue}
        errorTitle="Unable to load the reports waiting for review"
        loadingLabel="Loading the reports waiting for review"
        isEmpty={(items) => items.length === 0}
        empty={<Text c="dimmed">No reports are waiting for review.</Text>}
      >
        {(items) => (
          <DataTable
            rows={[...items].sort((a, b) => Date.parse(a.submittedAt) - Date.parse(b.submittedAt))}
            rowKey={(item) => item.reportId}
            columns={columns(opensFamilies)}
            minWidth={720}
          />
        )}
      </QueryContent>
    </Stack>
  );
}
