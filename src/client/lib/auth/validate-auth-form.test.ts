import { beforeAll, describe, expect, test } from 'vitest';
import {
  validateNewPassword,
  validateSignIn,
  validateSignUp,
  type AuthT,
  type SignUpValues,
} from './validate-auth-form';
import { authTexts } from './auth-texts.fixture';

let t: AuthT;
let es: AuthT;
let vi: AuthT;

beforeAll(async () => {
  t = await authTexts('en');
  es = await authTexts('es');
  vi = await authTexts('vi');
});

describe('sign in', () => {
  test('needs both e-mail and password', () => {
    expect(validateSignIn({ email: '', password: 'secret-pass' }, t)).toBe('Please fill in all fields');
    expect(validateSignIn({ email: '  ', password: 'secret-pass' }, t)).toBe('Please fill in all fields');
    expect(validateSignIn({ email: 'a@haven.demo', password: '' }, t)).toBe('Please fill in all fields');
  });

  test('passes when both are given', () => {
    expect(validateSignIn({ email: 'a@haven.demo', password: 'x' }, t)).toBeNull();
  });

  test('speaks the page language', () => {
    expect(validateSignIn({ email: '', password: '' }, es)).toBe('Por favor, complete todos los campos');
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
    expect(validateSignUp(valid, t)).toBeNull();
  });

  test.each(['email', 'password', 'confirmPassword'] as const)('%s is required', (field) => {
    expect(validateSignUp({ ...valid, [field]: '' }, t)).toEqual({ form: 'Please fill in all fields' });
  });

  test('a mismatch belongs on the confirm field', () => {
    expect(validateSignUp({ ...valid, confirmPassword: 'other-pass' }, t)).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  test('passwords shorter than 6 characters are refused', () => {
    expect(validateSignUp({ ...valid, password: 'abc12', confirmPassword: 'abc12' }, t)).toEqual({
      form: 'Password must be at least 6 characters',
    });
    expect(validateSignUp({ ...valid, password: 'abc123', confirmPassword: 'abc123' }, t)).toBeNull();
  });

  test('a mismatch is reported before the length', () => {
    expect(validateSignUp({ ...valid, password: 'abc', confirmPassword: 'abd' }, t)).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('new password (reset and invitation links)', () => {
  test('needs the password twice', () => {
    expect(validateNewPassword({ password: '', confirmPassword: '' }, t)).toEqual({
      form: 'Please fill in all fields',
    });
    expect(validateNewPassword({ password: 'longer-pass', confirmPassword: '' }, t)).toEqual({
      form: 'Please fill in all fields',
    });
  });

  test('uses the sign-up texts for a mismatch and a short password', () => {
    expect(validateNewPassword({ password: 'longer-pass', confirmPassword: 'longer-pas' }, t)).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validateNewPassword({ password: 'abc12', confirmPassword: 'abc12' }, t)).toEqual({
      form: 'Password must be at least 6 characters',
    });
    expect(validateNewPassword({ password: 'abc123', confirmPassword: 'abc123' }, t)).toBeNull();
  });

  test('the minimum length is counted in the words of each language', () => {
    expect(validateNewPassword({ password: 'abc1234', confirmPassword: 'abc1234' }, t, 8)).toEqual({
      form: 'Password must be at least 8 characters',
    });
    expect(validateNewPassword({ password: 'abc12', confirmPassword: 'abc12' }, es)).toEqual({
      form: 'La contraseña debe tener al menos 6 caracteres',
    });
    expect(validateNewPassword({ password: 'abc12', confirmPassword: 'abc12' }, vi)).toEqual({
      form: 'Mật khẩu phải có ít nhất 6 ký tự',
    });
    expect(validateNewPassword({ password: 'a', confirmPassword: 'b' }, es)).toEqual({
      confirmPassword: 'Las contraseñas no coinciden',
    });
  });
});
