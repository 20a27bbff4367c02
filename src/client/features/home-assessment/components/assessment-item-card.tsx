import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { agencyDate } from '@shared/analytics/analytics-range';
import { ITEM_RESULTS, type ItemResult } from '@shared/home-assessment/home-assessment-rules';
import { ASSESSMENT_NOTE_MAX } from '@shared/home-assessment/home-assessment.limits';
import type { StaffAssessmentItem } from '@shared/home-assessment/home-assessment.schema';
import { formatDate, formatDateTime } from '@client/lib/format';
import { statusLook } from '@client/lib/status-looks';
import { useRecordItem } from '../api/use-record-item';
import { resultLabel } from '../utils/assessment-looks';
import {
  draftOf,
  draftProblem,
  isDirty,
  recordBody,
  syncWithSaved,
  type ItemDraft,
} from '../utils/item-draft';
import classes from './assessment-item-card.module.css';
import { CorrectionPanel } from './correction-panel';
import { ItemPhotos } from './item-photos';

/** The chosen segment's fill; Not applicable a dark grey (the theme's filled grey reads as black), still AA with white. */
const CHOICE_COLORS: Record<ItemResult, string> = {
  pass: 'teal',
  needs_correction: 'orange',
  not_applicable: 'gray.7',
};

const RESULT_OPTIONS = ITEM_RESULTS.map((result) => ({
  value: result,
  label: statusLook('assessmentItem', result).label,
}));

interface AssessmentItemCardProps {
  familyId: string;
  item: StaffAssessmentItem;
  /** The caseworker may record (manage_families on this family) and the assessment is not completed. */
  editable: boolean;
}

/** What someone else saved, shown beside the caseworker's unsaved values. */
function SavedMeanwhile({
  item,
  onUseTheirs,
  onKeepMine,
}: {
  item: StaffAssessmentItem;
  onUseTheirs: () => void;
  onKeepMine: () => void;
}) {
  const who = item.updatedByName ? ` by ${item.updatedByName}` : '';
  const when = item.updatedAt ? ` (${formatDateTime(item.updatedAt)})` : '';
  return (
    <Alert color="yellow" variant="light" title="Saved by someone else meanwhile">
      <Stack gap="xs">
        <Text size="sm">
          This item was saved{who}
          {when} while you were changing it. Your changes are not saved yet. What is saved now:
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {resultLabel(item.result)}
          </Text>
          {item.correction ? ` · due ${formatDate(item.correction.dueDate)}` : ''}
        </Text>
        {item.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {item.note}
          </Text>
        )}
        <Group gap="xs" grow>
          <Button size="md" variant="default" onClick={onUseTheirs}>
            Use theirs
          </Button>
          <Button size="md" onClick={onKeepMine}>
            Save mine
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function SaveState({
  saving,
  problem,
  unsaved,
  justSaved,
  item,
  onSave,
}: {
  saving: boolean;
  problem: string | null;
  unsaved: boolean;
  justSaved: boolean;
  item: StaffAssessmentItem;
  onSave: () => void;
}) {
  let state;
  if (saving)
    state = (
      <Group gap={6}>
        <Loader size={14} aria-hidden />
        <Text size="sm">Saving…</Text>
      </Group>
    );
  else if (problem)
    state = (
      <Text size="sm" c="orange.9">
        {problem}
      </Text>
    );
  else if (justSaved && !unsaved)
    state = (
      <Group gap={6} c="teal.9">
        <IconCheck size={16} aria-hidden />
        <Text size="sm" fw={600}>
          Saved
        </Text>
      </Group>
    );
  else if (!unsaved && item.updatedAt)
    state = (
      <Text size="xs" c="dimmed">
        Saved {formatDateTime(item.updatedAt)}
        {item.updatedByName ? ` by ${item.updatedByName}` : ''}
      </Text>
    );
  return (
    <Group justify="space-between" gap="xs" mih={unsaved ? 44 : undefined}>
      <div aria-live="polite">{state}</div>
      {unsaved && !saving && (
        <Button size="md" onClick={onSave}>
          Save
        </Button>
      )}
    </Group>
  );
}

/**
 * One checklist item during the visit: Pass / Needs correction / Not applicable, a note, a due date for a
 * correction, and photos. It saves on its own as the caseworker goes (a choice at once, the note and the date
 * when the field is left, or Save), always naming the version it started from.
 */
function EditableItem({ familyId, item }: { familyId: string; item: StaffAssessmentItem }) {
  const [basedOn, setBasedOn] = useState(item);
  const [draft, setDraft] = useState(() => draftOf(item, new Date()));
  const [attempted, setAttempted] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const record = useRecordItem(familyId, item.key);
  const noteField = useRef<HTMLTextAreaElement>(null);
  // What the caseworker has now, for the save that follows one still on its way.
  const latest = useRef(draft);
  const sending = useRef(false);
  const queued = useRef(false);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);

  // A read brought the item (refreshes while a save is on its way wait for its answer).
  const sync = record.isPending ? 'keep' : syncWithSaved(basedOn, draft, item);
  if (sync === 'adopt') {
    setBasedOn(item);
    setDraft(draftOf(item, new Date()));
  }
  const conflict = sync === 'conflict';
  const unsaved = isDirty(draft, basedOn);

  function send(next: ItemDraft, version: number) {
    if (next.result === null || draftProblem(next, new Date())) {
      setAttempted(true);
      return;
    }
    if (sending.current) {
      queued.current = true;
      return;
    }
    sending.current = true;
    setAttempted(false);
    record.mutate(recordBody({ ...next, result: next.result }, version), {
      onSuccess: (saved) => {
        setBasedOn(saved);
        setJustSaved(true);
        sending.current = false;
        if (queued.current) {
          queued.current = false;
          if (isDirty(latest.current, saved)) send(latest.current, saved.version);
        }
      },
      onError: () => {
        sending.current = false;
        queued.current = false;
      },
    });
  }

  /** Saves what is on screen, unless a colleague's save is waiting to be looked at first. */
  function saveIfChanged(next: ItemDraft) {
    if (!conflict && isDirty(next, basedOn)) send(next, basedOn.version);
  }

  function change(patch: Partial<ItemDraft>): ItemDraft {
    const next = { ...draft, ...patch };
    setDraft(next);
    setJustSaved(false);
    return next;
  }

  function choose(result: ItemResult) {
    const next = change({ result });
    // A correction needs a note the family reads: go straight to it.
    if (result === 'needs_correction' && next.note.trim() === '') {
      noteField.current?.focus();
      return;
    }
    saveIfChanged(next);
  }

  const today = agencyDate(new Date());
  const needsCorrection = draft.result === 'needs_correction';
  const problem = attempted ? draftProblem(draft, new Date()) : null;
  return (
    <Stack gap="sm">
      {conflict && (
        <SavedMeanwhile
          item={item}
          onUseTheirs={() => {
            setBasedOn(item);
            setDraft(draftOf(item, new Date()));
          }}
          onKeepMine={() => {
            setBasedOn(item);
            send(draft, item.version);
          }}
        />
      )}
      <SegmentedControl
        aria-label={`Result: ${item.name}`}
        data={RESULT_OPTIONS}
        value={draft.result ?? ''}
        onChange={(value) => choose(value as ItemResult)}
        fullWidth
        size="md"
        classNames={{ label: classes.choiceLabel, control: classes.choice }}
        color={draft.result ? CHOICE_COLORS[draft.result] : undefined}
      />
      <Textarea
        ref={noteField}
        label={needsCorrection ? 'What needs to be corrected' : 'Note'}
        description={needsCorrection ? 'The family reads this note.' : undefined}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={ASSESSMENT_NOTE_MAX}
        value={draft.note}
        onChange={(event) => change({ note: event.currentTarget.value })}
        onBlur={() => saveIfChanged(draft)}
      />
      {needsCorrection && (
        <TextInput
          type="date"
          label="Correction due"
          min={today}
          value={draft.dueDate}
          onChange={(event) => change({ dueDate: event.currentTarget.value })}
          onBlur={() => saveIfChanged(draft)}
          maw={{ sm: 260 }}
          classNames={{ input: classes.dateInput }}
        />
      )}
      <SaveState
        saving={record.isPending}
        problem={problem}
        unsaved={unsaved && !conflict}
        justSaved={justSaved}
        item={item}
        onSave={() => send(draft, basedOn.version)}
      />
    </Stack>
  );
}

function ReadOnlyItem({ item }: { item: StaffAssessmentItem }) {
  const look = item.result
    ? statusLook('assessmentItem', item.result)
    : { label: 'Not checked', color: 'gray' };
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Badge color={look.color} variant="light">
          {look.label}
        </Badge>
        {item.updatedAt && (
          <Text size="xs" c="dimmed">
            {formatDateTime(item.updatedAt)}
            {item.updatedByName ? ` by ${item.updatedByName}` : ''}
          </Text>
        )}
      </Group>
      {item.note && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.note}
        </Text>
      )}
    </Stack>
  );
}

/** One checklist item as a card: its name and guidance, the result, photos and any correction. */
export function AssessmentItemCard({ familyId, item, editable }: AssessmentItemCardProps) {
  const staffPhotos = item.photos.filter((photo) => photo.source === 'staff');
  return (
    <Paper component="li" withBorder radius="md" p="md" className={classes.card}>
      <Stack gap="sm" component="section" aria-label={item.name}>
        <div>
          <Title order={3} fz="md">
            {item.name}
          </Title>
          {item.guidance && (
            <Text size="sm" c="dimmed">
              {item.guidance}
            </Text>
          )}
        </div>
        {editable ? <EditableItem familyId={familyId} item={item} /> : <ReadOnlyItem item={item} />}
        <ItemPhotos
          familyId={familyId}
          itemKey={item.key}
          itemName={item.name}
          photos={staffPhotos}
          photoCount={item.photos.length}
          editable={editable}
        />
        {item.result === 'needs_correction' && item.correction && (
          <CorrectionPanel familyId={familyId} item={item} correction={item.correction} editable={editable} />
        )}
      </Stack>
    </Paper>
  );
}
