import { beforeAll, expect, test } from 'vitest';
import { ApiRequestError, NetworkError } from '../api-client';
import { authErrorMessage } from './auth-error-message';
import { authTexts } from './auth-texts.fixture';
import type { AuthT } from './validate-auth-form';

let t: AuthT;
let zh: AuthT;

beforeAll(async () => {
  t = await authTexts('en');
  zh = await authTexts('zh');
});

const apiError = (
  status: number,
  code: string,
  message: string,
  details?: { path: string; message: string }[],
) => new ApiRequestError(status, { code, message, requestId: 'req-1', details });

test('wrong credentials read "Invalid email or password"', () => {
  const error = apiError(401, 'INVALID_CREDENTIALS', 'Invalid login credentials');
  expect(authErrorMessage(error, t)).toBe('Invalid email or password');
  expect(authErrorMessage(error, zh)).toBe('電子郵件或密碼不正確');
});

test('an e-mail that is already registered gets the friendly wording', () => {
  expect(authErrorMessage(apiError(409, 'EMAIL_TAKEN', 'User already registered'), t)).toBe(
    'An account with this email already exists',
  );
  expect(authErrorMessage(apiError(400, 'BAD_REQUEST', 'This address is already registered'), t)).toBe(
    'An account with this email already exists',
  );
});

test('other API errors show their own message, in the language the server answered in', () => {
  expect(authErrorMessage(apiError(400, 'EMAIL_NOT_CONFIRMED', 'Email not confirmed'), t)).toBe(
    'Email not confirmed',
  );
  expect(authErrorMessage(apiError(429, 'RATE_LIMITED', '嘗試次數過多，請於 5 分鐘後再試。'), zh)).toBe(
    '嘗試次數過多，請於 5 分鐘後再試。',
  );
});

test('a malformed e-mail address reads "Please enter a valid email address" in the page language', () => {
  const error = apiError(400, 'VALIDATION_FAILED', 'body.email: Please enter a valid email address', [
    { path: 'body.email', message: 'Please enter a valid email address' },
  ]);
  expect(authErrorMessage(error, t)).toBe('Please enter a valid email address');
  expect(authErrorMessage(error, zh)).toBe('請輸入有效的電子郵件地址');
});

test('other validation failures show the first field message', () => {
  const error = apiError(400, 'VALIDATION_FAILED', 'Invalid request', [
    { path: 'body.password', message: 'Too big: expected string to have <=128 characters' },
    { path: 'body.email', message: 'Please enter a valid email address' },
  ]);
  expect(authErrorMessage(error, t)).toBe('Too big: expected string to have <=128 characters');
});

test('anything else is an unexpected error', () => {
  expect(authErrorMessage(new NetworkError(new TypeError('Failed to fetch')), t)).toBe(
    'An unexpected error occurred',
  );
  expect(authErrorMessage(new Error('boom'), t)).toBe('An unexpected error occurred');
  expect(authErrorMessage(new Error('boom'), zh)).toBe('發生未預期的錯誤');
});
