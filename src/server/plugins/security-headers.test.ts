import { expect, test } from 'vitest';
import { helmetHeaders } from './security-headers';

test('helmetHeaders gives the headers helmet sets, once, with HSTS only when asked for', () => {
  const withHsts = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
    hsts: { maxAge: 60, includeSubDomains: true },
  });
  expect(withHsts['content-security-policy']).toBe("default-src 'self'");
  expect(withHsts['strict-transport-security']).toBe('max-age=60; includeSubDomains');
  expect(withHsts['x-content-type-options']).toBe('nosniff');
  expect(withHsts['x-frame-options']).toBe('SAMEORIGIN');
  expect(Object.keys(withHsts)).not.toContain('x-powered-by');

  const withoutHsts = helmetHeaders({ hsts: false });
  expect(Object.keys(withoutHsts)).not.toContain('strict-transport-security');
  expect(withoutHsts['content-security-policy']).toContain("object-src 'none'");
});
