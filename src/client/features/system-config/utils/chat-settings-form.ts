import { RETENTION_DAYS_MAX, RETENTION_DAYS_MIN } from '@shared/conversations/conversations.limits';
import { ChatSettingsSchema, type ChatSettings } from '@shared/conversations/conversations.schema';

/** The chat settings form: days as the Chip group's strings ('0' Sunday … '6' Saturday), the rest as stored. */
export interface ChatSettingsFormValues extends Omit<ChatSettings, 'businessDays'> {
  businessDays: string[];
}

export const WEEKDAYS = [
  { value: '1', label: 'Mon', name: 'Monday' },
  { value: '2', label: 'Tue', name: 'Tuesday' },
  { value: '3', label: 'Wed', name: 'Wednesday' },
  { value: '4', label: 'Thu', name: 'Thursday' },
  { value: '5', label: 'Fri', name: 'Friday' },
  { value: '6', label: 'Sat', name: 'Saturday' },
  { value: '0', label: 'Sun', name: 'Sunday' },
] as const;

export function chatSettingsFormValues(settings: ChatSettings): ChatSettingsFormValues {
  return { ...settings, businessDays: settings.businessDays.map(String) };
}

/** The settings the form stands for: days in order, times as HH:MM, texts trimmed. */
function toCandidate(values: ChatSettingsFormValues) {
  return {
    ...values,
    businessDays: [...new Set(values.businessDays.map(Number))].sort((a, b) => a - b),
    openTime: values.openTime.slice(0, 5),
    closeTime: values.closeTime.slice(0, 5),
    emergencyNumbers: values.emergencyNumbers.map(({ label, number }) => ({
      label: label.trim(),
      number: number.trim(),
    })),
  };
}

const FIELD_MESSAGES: Record<string, string> = {
  timeZone: 'Choose a time zone',
  openTime: 'Enter an opening time',
  retentionDays: `Enter a whole number of days from ${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX.toLocaleString('en-US')}`,
};

function messageOf(issue: { path: PropertyKey[]; code: string; message: string }): string {
  const [field, , part] = issue.path;
  if (field === 'emergencyNumbers' && part !== undefined) return `Enter a ${String(part)}`;
  if (field === 'closeTime' && issue.code !== 'custom') return 'Enter a closing time';
  return FIELD_MESSAGES[String(field)] ?? issue.message;
}

/** Field errors (Mantine form paths) from the API's own schema, so the form refuses what the server would. */
export function validateChatSettingsForm(values: ChatSettingsFormValues): Record<string, string> {
  const result = ChatSettingsSchema.safeParse(toCandidate(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    errors[issue.path.join('.')] ??= messageOf(issue);
  }
  return errors;
}

export function toChatSettings(values: ChatSettingsFormValues): ChatSettings {
  return ChatSettingsSchema.parse(toCandidate(values));
}

/** The zones the browser knows, with the saved one kept even when the browser does not list it (e.g. UTC). */
export function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}
