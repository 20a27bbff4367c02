import { afterEach, expect, test, vi } from 'vitest';
import { languageForUrl } from './language';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a link e-mailed in a family’s language opens in it, whatever the browser speaks', () => {
  vi.stubGlobal('navigator', { languages: ['en-US'], language: 'en-US' });
  expect(languageForUrl({ pathname: '/family/accept-invite', search: '?token=abc&lang=vi' })).toBe('vi');
  expect(languageForUrl({ pathname: '/family/reset-password', search: '?lang=zh&token=abc' })).toBe('zh');
});

test('without a language Haven speaks in the link, the page opens in the browser’s language', () => {
  vi.stubGlobal('navigator', { languages: ['es-MX', 'en'], language: 'es-MX' });
  expect(languageForUrl({ pathname: '/family/accept-invite', search: '?token=abc&lang=fr' })).toBe('es');
  expect(languageForUrl({ pathname: '/family/sign-in', search: '' })).toBe('es');
});

test('staff pages stay English, also with a language in the link', () => {
  vi.stubGlobal('navigator', { languages: ['es-MX'], language: 'es-MX' });
  expect(languageForUrl({ pathname: '/auth/reset-password', search: '?token=abc&lang=es' })).toBe('en');
  expect(languageForUrl({ pathname: '/staff', search: '' })).toBe('en');
});
