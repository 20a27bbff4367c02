import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isEditableReport } from '@shared/decisions/decision-rules';
import type { Report } from '@shared/decisions/decisions.schema';
import { StatusBadge } from '@client/components/status-badge';
import { errorMessage } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import { useApproveReport } from '../api/use-approve-report';
import { useReturnReport } from '../api/use-return-report';
import { useSaveReport } from '../api/use-save-report';
import { useStartReport } from '../api/use-start-report';
import { useSubmitReport } from '../api/use-submit-report';
import { IssuedDownload } from './issued-download';
import { ReportRecord } from './report-record';
import { ReturnReportModal } from './return-report-modal';
import { SignModal } from './sign-modal';

// The editor (rich text, the form) loads with the first draft shown: the family page does not carry it.
const ReportEditor = lazy(async () => ({ default: (await import('./report-editor')).ReportEditor }));

const failure = (mutation: { isError: boolean; error: unknown }) =>
  mutation.isError ? errorMessage(mutation.error) : null;

function StartReport({ familyId }: { familyId: string }) {
  const start = useStartReport(familyId);
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">
        Haven drafts the report from the family&apos;s file (household, background checks, home assessment,
        training, forms and the family evaluation); you then edit each section.
      </Text>
      {start.isError && (
        <Alert color="red" variant="light" p="sm" title="Not started">
          {errorMessage(start.error)}
        </Alert>
      )}
      <Button onClick={() => start.mutate()} loading={start.isPending}>
        Start the written report
      </Button>
    </Stack>
  );
}

/** A draft or returned report: the editor on the version it was based on, and signing it for review. */
function DraftReport({ familyId, report }: { familyId: string; report: Report }) {
  // The version the form was filled from; a newer one on the server is someone else's save.
  const [basedOn, setBasedOn] = useState(report);
  const [signing, setSigning] = useState(false);
  const save = useSaveReport(familyId);
  const submit = useSubmitReport(familyId);
  const newer = report.version !== basedOn.version;

  return (
    <Stack gap="sm">
      {newer && (
        <Alert color="yellow" variant="light" title="Saved meanwhile">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Someone saved version {report.version} while you were editing; your changes are not saved. Copy
              what you need, then load their version.
            </Text>
            <Button size="xs" variant="default" onClick={() => setBasedOn(report)}>
              Load version {report.version}
            </Button>
          </Stack>
        </Alert>
      )}
      <Suspense fallback={<Skeleton h={720} radius="md" aria-label="Loading the report editor" />}>
        <ReportEditor
          key={basedOn.version}
          report={basedOn}
          saving={save.isPending}
          saveError={failure(save)}
          onSave={(body) =>
            save.mutate(body, {
              onSuccess: (saved) => {
                setBasedOn(saved);
                notifications.show({
                  color: 'teal',
                  title: 'Report saved',
                  message: `Version ${saved.version}.`,
                });
              },
            })
          }
          canSign={!newer}
          onSign={() => {
            submit.reset();
            setSigning(true);
          }}
        />
      </Suspense>
      <SignModal
        opened={signing}
        title="Sign and submit for review"
        intro="Your signature confirms the report as it is saved. It then goes to a supervisor, who approves it or returns it with comments; it cannot be changed while it is under review."
        confirmLabel="Sign and submit"
        signing={submit.isPending}
        error={failure(submit)}
        onCancel={() => setSigning(false)}
        onSign={(signature) =>
          submit.mutate(
            { version: basedOn.version, ...signature },
            {
              onSuccess: () => {
                setSigning(false);
                notifications.show({
                  color: 'teal',
                  title: 'Report submitted',
                  message: 'A supervisor will review it.',
                });
              },
            },
          )
        }
      />
    </Stack>
  );
}

/** A submitted report's review: return it with comments, or sign it as supervisor (which seals it). */
function ReviewActions({ familyId, report }: { familyId: string; report: Report }) {
  const [open, setOpen] = useState<'return' | 'approve' | null>(null);
  const returning = useReturnReport(familyId);
  const approving = useApproveReport(familyId);
  const close = () => setOpen(null);
  return (
    <Group gap="xs">
      <Button
        variant="default"
        onClick={() => {
          returning.reset();
          setOpen('return');
        }}
      >
        Return with comments
      </Button>
      <Button
        onClick={() => {
          approving.reset();
          setOpen('approve');
        }}
      >
        Approve and sign
      </Button>
      <ReturnReportModal
        opened={open === 'return'}
        returning={returning.isPending}
        error={failure(returning)}
        onCancel={close}
        onReturn={(comments) =>
          returning.mutate(
            { version: report.version, comments },
            {
              onSuccess: () => {
                close();
                notifications.show({
                  color: 'teal',
                  title: 'Report returned',
                  message: 'The caseworker can change it.',
                });
              },
            },
          )
        }
      />
      <SignModal
        opened={open === 'approve'}
        title="Approve and sign"
        intro="Your signature as supervisor approves the written report: it is sealed and can no longer be changed. The family's approval is decided separately, below."
        confirmLabel="Approve and sign"
        signing={approving.isPending}
        error={failure(approving)}
        onCancel={close}
        onSign={(signature) =>
          approving.mutate(
            { version: report.version, ...signature },
            {
              onSuccess: () => {
                close();
                notifications.show({
                  color: 'teal',
                  title: 'Report approved',
                  message: 'The report is sealed.',
                });
              },
            },
          )
        }
      />
    </Group>
  );
}

interface ReportPanelProps {
  familyId: string;
  report: Report | null;
  /** Edits, signs and submits (manage_families on the family, not read only). */
  writes: boolean;
  /** Reviews (approve_families). */
  reviews: boolean;
}

/** The Decision tab's written report (RFA 05): start it, edit and submit it, review it, read it once sealed. */
export function ReportPanel({ familyId, report, writes, reviews }: ReportPanelProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="written-report-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="h4" id="written-report-title">
          Written report
        </Title>
        {report && <StatusBadge kind="report" status={report.status} size="md" />}
      </Group>
      {report === null ? (
        writes ? (
          <StartReport familyId={familyId} />
        ) : (
          <Text size="sm" c="dimmed">
            No written report yet.
          </Text>
        )
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Version {report.version}, saved {formatDateTime(report.updatedAt)}
            {report.submittedAt ? ` · submitted ${formatDateTime(report.submittedAt)}` : ''}
          </Text>
          {report.status === 'returned' && report.reviewComments && (
            <Alert color="orange" variant="light" title="Returned with comments">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {report.reviewComments}
              </Text>
            </Alert>
          )}
          {writes && isEditableReport(report.status) ? (
            <DraftReport key={report.id} familyId={familyId} report={report} />
          ) : (
            <ReportRecord report={report} />
          )}
          {reviews && report.status === 'submitted' && <ReviewActions familyId={familyId} report={report} />}
          {report.sealed && (
            <IssuedDownload familyId={familyId} document={report.sealed} label="Download the sealed report" />
          )}
        </>
      )}
    </Stack>
  );
}
