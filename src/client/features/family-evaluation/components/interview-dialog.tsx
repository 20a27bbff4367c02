import { useState } from 'react';
import { Accordion, Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import type { InterviewDetail, InterviewList } from '@shared/family-evaluation/family-evaluation.schema';
import { QueryContent } from '@client/components/query-content';
import { formatDateTime } from '@client/lib/format';
import { useInterview } from '../api/use-interviews';
import { useFinaliseInterview, useUpdateInterview } from '../api/use-interview-mutations';
import { InterviewForm, type InterviewFormValues } from './interview-form';
import { InterviewRecord } from './interview-record';

interface InterviewDialogProps {
  familyId: string;
  interviewId: string;
  household: InterviewList['household'];
  onClose: () => void;
}

/** One interview: edit a draft (or read a final one), finalise it, and read its earlier versions. */
export function InterviewDialog({ familyId, interviewId, household, onClose }: InterviewDialogProps) {
  const interview = useInterview(familyId, interviewId);
  return (
    <QueryContent
      query={interview}
      errorTitle="Unable to load the interview"
      loadingLabel="Loading interview"
    >
      {(detail) => (
        <Stack gap="md">
          {detail.status === 'final' ? (
            <FinalInterview detail={detail} />
          ) : (
            <DraftInterview familyId={familyId} detail={detail} household={household} onClose={onClose} />
          )}
          <EarlierVersions detail={detail} />
        </Stack>
      )}
    </QueryContent>
  );
}

function FinalInterview({ detail }: { detail: InterviewDetail }) {
  return (
    <Stack gap="sm">
      <Alert color="teal" variant="light" title="Final">
        Finalised {formatDateTime(detail.finalisedAt)}
        {detail.finalisedByName ? ` by ${detail.finalisedByName}` : ''}. It can no longer be changed.
      </Alert>
      <InterviewRecord record={detail} />
    </Stack>
  );
}

const valuesOf = (detail: InterviewDetail): InterviewFormValues => ({
  memberId: detail.memberId ?? '',
  interviewDate: detail.interviewDate,
  presentMemberIds: detail.present.map((member) => member.memberId).filter((id) => id !== detail.memberId),
  presentOthers: detail.presentOthers,
  sections: detail.sections,
});

function DraftInterview({
  familyId,
  detail,
  household,
  onClose,
}: {
  familyId: string;
  detail: InterviewDetail;
  household: InterviewList['household'];
  onClose: () => void;
}) {
  // The version the form was filled from; a newer one on the server is a colleague's save.
  const [basedOn, setBasedOn] = useState(detail);
  const update = useUpdateInterview(familyId, detail.id);
  const finalise = useFinaliseInterview(familyId, detail.id);
  const newer = detail.version !== basedOn.version;

  function save(values: InterviewFormValues) {
    const { memberId: _fixed, ...body } = values;
    update.mutate({ ...body, version: basedOn.version }, { onSuccess: setBasedOn });
  }

  function confirmFinalise() {
    openConfirmModal({
      title: 'Finalise interview',
      children: (
        <Text size="sm">
          Finalise version {basedOn.version} of the interview with {detail.memberName}? It cannot be changed
          afterwards.
        </Text>
      ),
      labels: { confirm: 'Finalise', cancel: 'Cancel' },
      onConfirm: () => finalise.mutate(basedOn.version),
    });
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Badge variant="light" color="gray">
          Draft, version {basedOn.version}
        </Badge>
        <Button variant="light" onClick={confirmFinalise} loading={finalise.isPending} disabled={newer}>
          Finalise
        </Button>
      </Group>
      {newer && (
        <Alert color="yellow" variant="light" title="Saved meanwhile">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Someone saved version {detail.version} while you were editing; your changes are not saved. Copy
              what you need, then load their version.
            </Text>
            <Button size="xs" variant="default" onClick={() => setBasedOn(detail)}>
              Load version {detail.version}
            </Button>
          </Stack>
        </Alert>
      )}
      <InterviewForm
        key={basedOn.version}
        household={household}
        initial={valuesOf(basedOn)}
        choosesMember={false}
        submitLabel="Save"
        submitting={update.isPending}
        onSubmit={save}
        onCancel={onClose}
      />
    </Stack>
  );
}

function EarlierVersions({ detail }: { detail: InterviewDetail }) {
  if (detail.earlierVersions.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Earlier versions
      </Text>
      <Accordion variant="separated">
        {detail.earlierVersions.map((version) => (
          <Accordion.Item key={version.version} value={String(version.version)}>
            <Accordion.Control>
              Version {version.version}, saved {formatDateTime(version.savedAt)}
              {version.savedByName ? ` by ${version.savedByName}` : ''}
            </Accordion.Control>
            <Accordion.Panel>
              <InterviewRecord record={version} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
