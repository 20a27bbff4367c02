import { Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ListPagination } from '@client/components/list-pagination';
import { PHONE_QUERY } from '@client/components/media-queries';
import { QueryError } from '@client/components/query-error';
import { DOCUMENTS_PAGE_SIZE, useStaffDocuments } from '../api/use-staff-documents';
import { useDocumentFilters } from '../hooks/use-document-filters';
import { StaffDocumentCards } from './staff-document-cards';
import { StaffDocumentFilters } from './staff-document-filters';
import { StaffDocumentsTable } from './staff-documents-table';

/** Staff review list (manage_documents): filters and search in the query string, paginated table. */
export function StaffDocumentsView() {
  const filterState = useDocumentFilters();
  const { filters, setFilter, setPage } = filterState;
  const documents = useStaffDocuments(filters);
  const compact = useMediaQuery(PHONE_QUERY);
  const items = documents.data?.items ?? [];
  const familyName = filters.familyId
    ? (items.find((item) => item.familyId === filters.familyId)?.familyName ?? null)
    : null;

  function content() {
    if (documents.isError) {
      return (
        <QueryError
          title="Unable to load documents"
          error={documents.error}
          onRetry={() => void documents.refetch()}
        />
      );
    }
    if (!documents.data) return <Skeleton h={320} radius="md" aria-label="Loading documents" />;
    if (items.length === 0) {
      return (
        <Text c="dimmed" size="sm">
          No documents match these filters.
        </Text>
      );
    }
    const filterFamily = (familyId: string) => setFilter({ familyId });
    return compact ? (
      <StaffDocumentCards documents={items} onFilterFamily={filterFamily} />
    ) : (
      <StaffDocumentsTable documents={items} onFilterFamily={filterFamily} />
    );
  }

  return (
    <Stack gap="md" aria-busy={documents.isFetching}>
      <StaffDocumentFilters
        state={filterState}
        familyName={familyName}
        caseworkerName={documents.data?.caseworkerName}
      />
      {content()}
      {documents.data && (
        <ListPagination
          page={filters.page}
          pageSize={DOCUMENTS_PAGE_SIZE}
          total={documents.data.total}
          totalIsCapped={documents.data.totalIsCapped}
          noun="documents"
          onChange={setPage}
        />
      )}
    </Stack>
  );
}
