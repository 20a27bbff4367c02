import { expect, test } from 'vitest';
import { ApiRequestError, NetworkError } from '../api-client';
import { authErrorMessage } from './auth-error-message';

const apiError = (
  status: number,
  code: string,
  message: string,
  details?: { path: string; message: string }[],
) => new ApiRequestError(status, { code, message, requestId: 'req-1', details });

test('wrong credentials read "Invalid email or password"', () => {
  expect(authErrorMessage(apiError(400, 'INVALID_CREDENTIALS', 'Invalid login credentials'))).toBe(
    'Invalid email or password',
  );
});

test('an e-mail that is already registered gets the friendly wording', () => {
  expect(authErrorMessage(apiError(409, 'EMAIL_TAKEN', 'User already registered'))).toBe(
    'An account with this email already exists',
  );
  expect(authErrorMessage(apiError(400, 'BAD_REQUEST', 'This address is already registered'))).toBe(
    'An account with this email already exists',
  );
});

test('other API errors show their own message', () => {
  expect(authErrorMessage(apiError(400, 'EMAIL_NOT_CONFIRMED', 'Email not confirmed'))).toBe(
    'Email not confirmed',
  );
  expect(authErrorMessage(apiError(429, 'RATE_LIMITED', 'Too many attempts, try again in 5 minutes'))).toBe(
    'Too many attempts, try again in 5 minutes',
  );
});

test('validation failures show the first field message', () => {
  const error = apiError(400, 'VALIDATION_FAILED', 'Invalid request', [
    { path: 'email', message: 'Please enter a valid email address' },
  ]);
  expect(authErrorMessage(error)).toBe('Please enter a valid email address');
});

test('anything else is an unexpected error', () => {
  expect(authErrorMessage(new NetworkError(new TypeError('Failed to fetch')))).toBe(
    'An unexpected error occurred',
  );
  expect(authErrorMessage(new Error('boom'))).toBe('An unexpected error occurred');
});
