import { useState } from 'react';
import { Alert, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { CourseImport } from '@shared/learning/course-package.schema';
import { errorMessage } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { ListPagination } from '@client/components/list-pagination';
import { QueryContent } from '@client/components/query-content';
import { StatusBadge } from '@client/components/status-badge';
import { IMPORTS_PAGE_SIZE, useCourseImports, useImportCourse } from '../api/use-course-transfer';
import { readPackageFile } from '../utils/course-package-file';

const columns: DataColumn<CourseImport>[] = [
  {
    key: 'course',
    label: 'Course',
    render: (row) => (
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {row.courseTitle ?? row.fileName ?? 'Unreadable package'}
      </Text>
    ),
  },
  {
    key: 'status',
    label: 'Status',
    render: (row) => <StatusBadge kind="courseImport" status={row.status} />,
  },
  {
    key: 'result',
    label: 'Result',
    wide: true,
    render: (row) =>
      row.status === 'failed'
        ? (row.errorMessage ?? 'The package could not be imported.')
        : row.lessonCount === null
          ? '—'
          : `${row.lessonCount} lessons, saved as a draft`,
  },
  { key: 'by', label: 'Imported by', render: (row) => row.createdByName ?? '—' },
  { key: 'when', label: 'When', nowrap: true, render: (row) => formatDateTime(row.createdAt) },
];

type Outcome = { ok: true; item: CourseImport } | { ok: false; message: string };

/** Upload a course package (JSON, as exported from Haven) and see what became of it and earlier imports. */
export function CourseImportPanel() {
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const imports = useCourseImports(page);
  const importCourse = useImportCourse();

  async function choose(file: File | null) {
    if (!file) return;
    const read = await readPackageFile(file);
    if (!read.ok) {
      setOutcome(read);
      return;
    }
    importCourse.mutate(
      { fileName: file.name.slice(0, 200), package: read.package },
      {
        onSuccess: (item) => setOutcome({ ok: true, item }),
        onError: (error) => setOutcome({ ok: false, message: errorMessage(error) }),
      },
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        Choose a course package (a .json file exported from Haven with Export). The course is created as a
        draft with its lessons and quizzes; video files do not travel and need uploading again.
      </Text>
      <Group>
        <FileButton onChange={(file) => void choose(file)} accept="application/json,.json">
          {(props) => (
            <Button
              {...props}
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={importCourse.isPending}
            >
              Choose package
            </Button>
          )}
        </FileButton>
      </Group>
      {outcome && (
        <Alert
          role="status"
          variant="light"
          color={outcome.ok ? 'teal' : 'red'}
          title={outcome.ok ? 'Course imported' : 'Import failed'}
        >
          {outcome.ok
            ? `${outcome.item.courseTitle ?? 'The course'} was imported as a draft with ${outcome.item.lessonCount ?? 0} lessons.`
            : outcome.message}
        </Alert>
      )}
      <Title order={3} size="h4">
        Recent imports
      </Title>
      <QueryContent
        query={imports}
        errorTitle="Unable to load imports"
        loadingLabel="Loading imports"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No courses have been imported yet.
          </Text>
        }
      >
        {(data) => <DataTable rows={data.items} rowKey={(row) => row.id} columns={columns} minWidth={520} />}
      </QueryContent>
      {imports.data && imports.data.total > IMPORTS_PAGE_SIZE && (
        <ListPagination
          page={page}
          pageSize={IMPORTS_PAGE_SIZE}
          total={imports.data.total}
          noun="imports"
          onChange={setPage}
        />
      )}
    </Stack>
  );
}
