import { expect, test } from 'vitest';
import { PASSWORD_MAX_LENGTH, passwordProblemMessage } from '@shared/auth/password-rules';
import { FILENAME_PROBLEM_MESSAGES } from '@shared/documents/file-kinds';
import { AppError } from '../app-error';
import { messageIn } from '../../plugins/error-handler';
import { languageOfRequest, translate } from './server-i18n';

test('the English texts say what the shared rules say, so a translation translates the same sentence', () => {
  expect(translate('en', 'errors.password.tooShort', { minLength: 8 })).toBe(
    passwordProblemMessage('too_short', 8),
  );
  expect(translate('en', 'errors.password.tooLong', { maxLength: PASSWORD_MAX_LENGTH })).toBe(
    passwordProblemMessage('too_long'),
  );
  expect(translate('en', 'errors.password.tooCommon')).toBe(passwordProblemMessage('too_common'));
  for (const problem of [
    'invalid_name',
    'control_characters',
    'path_separator',
    'double_extension',
  ] as const) {
    expect(translate('en', `errors.upload.${problem}`)).toBe(FILENAME_PROBLEM_MESSAGES[problem]);
  }
});

test('a request’s language comes from Accept-Language, English when it names none of Haven’s', () => {
  expect(languageOfRequest({ 'accept-language': 'es-US' })).toBe('es');
  expect(languageOfRequest({ 'accept-language': 'de, fil;q=0.5' })).toBe('tl');
  expect(languageOfRequest({ 'accept-language': 'zh-Hant-TW' })).toBe('zh');
  expect(languageOfRequest({ 'accept-language': 'de' })).toBe('en');
  expect(languageOfRequest({})).toBe('en');
});

test('a rate-limit answer counts its seconds with each language’s plural rules', () => {
  const limited = (seconds: number) =>
    new AppError('RATE_LIMITED', {
      message: `Too many attempts. Please try again in ${seconds} seconds.`,
      translation: { key: 'errors.tooManyAttempts', values: { count: seconds } },
    });
  expect(messageIn('en', limited(90))).toBe('Too many attempts. Please try again in 90 seconds.');
  expect(messageIn('es', limited(1))).toBe('Demasiados intentos. Vuelva a intentarlo en 1 segundo.');
  expect(messageIn('es', limited(90))).toBe('Demasiados intentos. Vuelva a intentarlo en 90 segundos.');
  expect(messageIn('zh', limited(90))).toBe('嘗試次數過多，請於 90 秒後再試。');
});

test('an error without its own translation reads as its code’s sentence', () => {
  const notFound = new AppError('NOT_FOUND', { message: 'No task with this id.' });
  expect(messageIn('en', notFound)).toBe('No task with this id.');
  expect(messageIn('vi', notFound)).toBe('Không tìm thấy nội dung quý vị cần.');
  expect(messageIn('tl', new AppError('INTERNAL'))).toBe(
    'May nagkaproblema sa aming panig. Pakisubukan pong muli.',
  );
});
