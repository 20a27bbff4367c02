import { type NewThreadBody, NewThreadBodySchema } from '@shared/conversations/conversations.schema';
import { MESSAGE_MAX, SUBJECT_MAX } from '@shared/conversations/conversations.limits';

/** The composer's fields; `toUserId` is '' for the agency's team (no support team yet). */
export interface NewMessageValues {
  toUserId: string;
  subject: string;
  content: string;
}

/** Why a field is refused, as a key of the messages namespace's `compose.errors` with its values. */
export interface FieldProblem {
  key: 'messageRequired' | 'tooLong' | 'invalidText';
  values?: { max: number };
}

const LIMITS: Record<string, number> = { subject: SUBJECT_MAX, content: MESSAGE_MAX };

/** The request the composer sends: no recipient means the caseworker or the agency's team. */
export function toNewThreadBody(values: NewMessageValues): NewThreadBody {
  return {
    ...(values.toUserId ? { toUserId: values.toUserId } : {}),
    ...(values.subject.trim() ? { subject: values.subject } : {}),
    content: values.content,
  };
}

/** Field problems by the API's own schema, so the composer refuses what the server would. */
export function newMessageProblems(
  values: NewMessageValues,
): Partial<Record<keyof NewMessageValues, FieldProblem>> {
  const result = NewThreadBodySchema.safeParse(toNewThreadBody(values));
  if (result.success) return {};
  const problems: Partial<Record<keyof NewMessageValues, FieldProblem>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as keyof NewMessageValues;
    const max = LIMITS[field];
    problems[field] ??=
      issue.code === 'too_small'
        ? { key: 'messageRequired' }
        : issue.code === 'too_big' && max !== undefined
          ? { key: 'tooLong', values: { max } }
          : { key: 'invalidText' };
  }
  return problems;
}
