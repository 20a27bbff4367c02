import { expect, test } from 'vitest';
import { DEFAULT_CHAT_SETTINGS } from '@shared/conversations/conversations.schema';
import { chatSettingsFormValues, toChatSettings, validateChatSettingsForm } from './chat-settings-form';

const values = chatSettingsFormValues(DEFAULT_CHAT_SETTINGS);

test('the default settings pass and come back unchanged', () => {
  expect(validateChatSettingsForm(values)).toEqual({});
  expect(toChatSettings(values)).toEqual(DEFAULT_CHAT_SETTINGS);
});

test('days come back as sorted numbers, times as HH:MM and texts trimmed', () => {
  const settings = toChatSettings({
    ...values,
    businessDays: ['6', '1', '1'],
    openTime: '09:30:00',
    emergencyNumbers: [{ label: '  County line ', number: ' 211 ' }],
  });
  expect(settings).toMatchObject({
    businessDays: [1, 6],
    openTime: '09:30',
    emergencyNumbers: [{ label: 'County line', number: '211' }],
  });
});

test('a closing time before the opening time, a blank number and a short retention are refused by field', () => {
  expect(
    validateChatSettingsForm({
      ...values,
      openTime: '18:00',
      closeTime: '09:00',
      emergencyNumbers: [{ label: 'Emergency', number: ' ' }],
      retentionDays: 7,
    }),
  ).toEqual({
    closeTime: 'Closing time must be after opening time',
    'emergencyNumbers.0.number': 'Enter a number',
    retentionDays: 'Enter a whole number of days from 30 to 3,650',
  });
});
