import { describe, expect, test } from 'vitest';
import { validateNewPassword, validateSignIn, validateSignUp, type SignUpValues } from './validate-auth-form';

describe('sign in', () => {
  test('needs both e-mail and password', () => {
    expect(validateSignIn({ email: '', password: 'secret-pass' })).toBe('Please fill in all fields');
    expect(validateSignIn({ email: '  ', password: 'secret-pass' })).toBe('Please fill in all fields');
    expect(validateSignIn({ email: 'a@haven.demo', password: '' })).toBe('Please fill in all fields');
  });

  test('passes when both are given', () => {
    expect(validateSignIn({ email: 'a@haven.demo', password: 'x' })).toBeNull();
  });
});

describe('sign up', () => {
  const valid: SignUpValues = {
    displayName: '',
    email: 'a@haven.demo',
    password: 'longer-pass',
    confirmPassword: 'longer-pass',
  };

  test('display name is optional', () => {
    expect(validateSignUp(valid)).toBeNull();
  });

  test.each(['email', 'password', 'confirmPassword'] as const)('%s is required', (field) => {
    expect(validateSignUp({ ...valid, [field]: '' })).toEqual({ form: 'Please fill in all fields' });
  });

  test('a mismatch belongs on the confirm field', () => {
    expect(validateSignUp({ ...valid, confirmPassword: 'other-pass' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  test('passwords shorter than 6 characters are refused', () => {
    expect(validateSignUp({ ...valid, password: 'abc12', confirmPassword: 'abc12' })).toEqual({
      form: 'Password must be at least 6 characters',
    });
    expect(validateSignUp({ ...valid, password: 'abc123', confirmPassword: 'abc123' })).toBeNull();
  });

  test('a mismatch is reported before the length', () => {
    expect(validateSignUp({ ...valid, password: 'abc', confirmPassword: 'abd' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('new password (reset and invitation links)', () => {
  test('needs the password twice', () => {
    expect(validateNewPassword({ password: '', confirmPassword: '' })).toEqual({
      form: 'Please fill in all fields',
    });
    expect(validateNewPassword({ password: 'longer-pass', confirmPassword: '' })).toEqual({
      form: 'Please fill in all fields',
    });
  });

  test('uses the sign-up texts for a mismatch and a short password', () => {
    expect(validateNewPassword({ password: 'longer-pass', confirmPassword: 'longer-pas' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validateNewPassword({ password: 'abc12', confirmPassword: 'abc12' })).toEqual({
      form: 'Password must be at least 6 characters',
    });
    expect(validateNewPassword({ password: 'abc123', confirmPassword: 'abc123' })).toBeNull();
  });
});
