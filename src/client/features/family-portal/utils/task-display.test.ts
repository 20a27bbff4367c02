import { expect, test } from 'vitest';
import {
  correctionTasks,
  courseTasks,
  documentTasks,
  taskActionLabel as sharedActionLabel,
  type TaskDocumentFacts,
} from '@shared/family-context/task-rules';
import type { FamilyTask } from '@shared/family-portal/family-portal.schema';
import { JOURNEY_STEPS } from '@shared/journey/journey-steps';
import {
  dueLabel,
  openTaskCount,
  taskActionLabel,
  taskDescription,
  taskDestination,
  taskTitle,
  withoutTask,
} from './task-display';
import { assessmentItemText } from './assessment-display';
import { portalTranslations } from './test-i18n';

const { t } = portalTranslations('en');

const task = (id: string, type: FamilyTask['type'] = 'upload'): FamilyTask => ({
  id,
  source: 'manual',
  document: null,
  course: null,
  correction: null,
  title: `Task ${id}`,
  description: '',
  priority: 'medium',
  dueDate: null,
  daysUntilDue: null,
  assignedBy: null,
  type,
  actionLabel: 'Start Task',
});

test('marking a task complete hides it from whichever group it was in', () => {
  const tasks = { urgent: [task('a'), task('b')], upcoming: [task('c')] };
  expect(withoutTask(tasks, 'b')).toEqual({ urgent: [task('a')], upcoming: [task('c')] });
  expect(withoutTask(tasks, 'c').upcoming).toEqual([]);
  expect(openTaskCount(withoutTask(withoutTask(withoutTask(tasks, 'a'), 'b'), 'c'))).toBe(0);
});

test('due dates read as today, tomorrow, in n days or overdue', () => {
  expect(dueLabel(t, null)).toBeNull();
  expect(dueLabel(t, 0)).toBe('Due today');
  expect(dueLabel(t, 1)).toBe('Due tomorrow');
  expect(dueLabel(t, 8)).toBe('Due in 8 days');
  expect(dueLabel(t, -1)).toBe('Overdue by 1 day');
  expect(dueLabel(t, -3)).toBe('Overdue by 3 days');
  expect(dueLabel(portalTranslations('es').t, -1)).toBe('Atrasada 1 día');
  expect(dueLabel(portalTranslations('zh').t, 8)).toBe('8 天後到期');
});

test('the button is the server’s label for the task’s group, in the family’s language', () => {
  for (const group of ['urgent', 'upcoming'] as const)
    expect(taskActionLabel(t, group)).toBe(sharedActionLabel(group));
  expect(taskActionLabel(portalTranslations('es').t, 'urgent')).toBe('Atender ahora');
  expect(taskActionLabel(portalTranslations('vi').t, 'upcoming')).toBe('Bắt đầu');
});

/** Every shape of task the server derives from documents, worded by the shared rules in English. */
function derivedTasks() {
  const facts: TaskDocumentFacts[] = [];
  let id = 0;
  for (const documentType of ['upload', 'form', 'e-sign'] as const)
    for (const status of ['rejected', 'expired', 'pending'])
      for (const memberName of [null, 'Rosa Martinez'])
        for (const rejectionReason of status === 'rejected'
          ? [null, 'The photo is blurry: retake it']
          : [null])
          facts.push({
            id: `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}`,
            stepId: 4,
            documentName: 'Proof of Income',
            documentType,
            required: true,
            status,
            dueDate: null,
            rejectionReason,
            memberName,
          });
  return documentTasks(
    facts,
    { currentStep: 4, approved: false },
    (stepId) => JOURNEY_STEPS.find((step) => step.id === stepId)?.title ?? '',
  );
}

test('a derived task worded from its document’s facts in English is exactly the server’s sentence', () => {
  const tasks = derivedTasks();
  expect(tasks).toHaveLength(24);
  for (const row of tasks) {
    expect(taskTitle(t, row, (name) => name)).toBe(row.title);
    expect(taskDescription(t, row, (stepId) => JOURNEY_STEPS[stepId - 1]?.title ?? '')).toBe(row.description);
  }
});

test('a derived task reads in the family’s language, with the translated document name and staff’s reason as written', () => {
  const es = portalTranslations('es').t;
  const rejected = derivedTasks().find(
    (row) => row.document.kind === 'upload' && row.document.rejectionReason !== null,
  );
  expect(rejected).toBeDefined();
  if (!rejected) return;
  const name = (english: string) => (english === 'Proof of Income' ? 'Comprobante de ingresos' : english);
  expect(taskTitle(es, rejected, name)).toBe('Subir de nuevo: Comprobante de ingresos');
  expect(taskDescription(es, rejected, () => 'Documentar')).toBe(
    'Rechazado: vuelva a subirlo. Motivo: The photo is blurry: retake it',
  );
  const pending = derivedTasks().find((row) => row.document.reason === 'pending' && row.document.memberName);
  expect(pending && taskTitle(portalTranslations('vi').t, pending, (english) => english)).toBe(
    'Tải lên Proof of Income cho Rosa Martinez',
  );
  expect(pending && taskDescription(portalTranslations('zh').t, pending, () => '文件')).toBe(
    '第 4 步「文件」所需。',
  );
});

test('a task staff wrote reads as written', () => {
  const manual = { ...task('a'), title: 'Call Sarah', description: 'About the visit' };
  expect(taskTitle(portalTranslations('es').t, manual, (name) => name)).toBe('Call Sarah');
  expect(taskDescription(portalTranslations('es').t, manual, () => '')).toBe('About the visit');
});

test('manual tasks lead to the upload dialog, the learning journey or the current step', () => {
  expect(taskDestination(task('a', 'upload'))).toEqual({ kind: 'upload', document: null });
  expect(taskDestination(task('a', 'form'))).toEqual({ kind: 'step', stepId: null });
  expect(taskDestination(task('a', 'review'))).toEqual({ kind: 'learning' });
  expect(taskDestination(task('a', 'schedule'))).toEqual({ kind: 'step', stepId: null });
});

test('a task derived from a document opens exactly that item', () => {
  const document = {
    id: '00000000-0000-4000-8000-000000000001',
    stepId: 1,
    name: 'Photo ID',
    kind: 'upload' as const,
    memberName: 'Maria',
    reason: 'rejected' as const,
    rejectionReason: 'Blurry',
  };
  expect(taskDestination({ type: 'upload', document, course: null })).toEqual({ kind: 'upload', document });
  const signed = { ...document, kind: 'e-sign' as const, stepId: 3 };
  expect(taskDestination({ type: 'form', document: signed, course: null })).toEqual({
    kind: 'form',
    document: signed,
  });
  const form = { ...document, kind: 'form' as const };
  expect(taskDestination({ type: 'form', document: form, course: null })).toEqual({
    kind: 'form',
    document: form,
  });
});

const courseRows = () =>
  courseTasks(
    [true, false].flatMap((isRequired) =>
      (['enrolled', 'in_progress'] as const).map((status, n) => ({
        id: `00000000-0000-4000-8000-00000000000${n}`,
        courseId: '00000000-0000-4000-8000-0000000000c1',
        courseTitle: 'Trauma & Healing',
        status,
        progressPercentage: status === 'enrolled' ? 0 : 60,
        isRequired,
        dueDate: isRequired ? null : '2026-12-01',
      })),
    ),
    new Date('2026-11-21T12:00:00Z'),
  );

test('a course task worded from its facts in English is exactly the server’s sentence', () => {
  const rows = courseRows();
  expect(rows).toHaveLength(4);
  for (const row of rows) {
    expect(taskTitle(t, row, (name) => name)).toBe(row.title);
    expect(taskDescription(t, row, () => '')).toBe(row.description);
  }
});

test('a course task reads in the family’s language with the course title as authored, and opens its course', () => {
  const [notStarted, started] = courseRows();
  if (!notStarted || !started) throw new Error('no course tasks');
  const zh = portalTranslations('zh').t;
  expect(taskTitle(zh, notStarted, (name) => name)).toBe('開始課程：Trauma & Healing');
  expect(taskDescription(zh, started, () => '')).toBe('必修課程，已完成 60%。');
  expect(taskTitle(portalTranslations('es').t, started, (name) => name)).toBe(
    'Continuar el curso: Trauma & Healing',
  );
  expect(taskDestination(started)).toEqual({ kind: 'course', enrollmentId: started.course.enrollmentId });
});

const correctionRows = () =>
  correctionTasks(
    [
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        itemKey: 'fire_extinguisher',
        name: 'Fire extinguisher',
        note: 'The gauge reads empty: recharge or replace it.',
        dueDate: '2026-12-10',
      },
      {
        id: '00000000-0000-4000-8000-0000000000a2',
        itemKey: 'garage_door',
        name: 'Garage door sensor',
        note: 'Fix the sensor so the door reverses.',
        dueDate: null,
      },
    ],
    new Date('2026-12-01T12:00:00Z'),
  );

test('a correction task worded from its facts in English is exactly the server’s sentence', () => {
  const rows = correctionRows();
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    expect(taskTitle(t, row, (name) => name)).toBe(row.title);
    expect(taskDescription(t, row, () => '')).toBe(row.description);
  }
});

test('a correction task reads in the family’s language with the item’s translated name, the caseworker’s note as written', () => {
  const [seeded, added] = correctionRows();
  if (!seeded || !added) throw new Error('no correction tasks');
  const { t: es, i18n } = portalTranslations('es');
  const itemName = (correction: { itemKey: string; name: string }) =>
    assessmentItemText(i18n, correction).name;
  expect(taskTitle(es, seeded, (name) => name, itemName)).toBe('Arreglar: Extintor de incendios');
  expect(taskDescription(es, seeded, () => '')).toBe('The gauge reads empty: recharge or replace it.');
  // An item the agency added itself keeps the agency's English name inside the translated sentence.
  expect(taskTitle(es, added, (name) => name, itemName)).toBe('Arreglar: Garage door sensor');
  const zh = portalTranslations('zh');
  expect(
    taskTitle(
      zh.t,
      seeded,
      (name) => name,
      (c) => assessmentItemText(zh.i18n, c).name,
    ),
  ).toBe('改正：滅火器');
});

test('a correction task opens the guided photo of its item', () => {
  const [seeded] = correctionRows();
  expect(seeded && taskDestination(seeded)).toEqual({ kind: 'correction', itemKey: 'fire_extinguisher' });
});
