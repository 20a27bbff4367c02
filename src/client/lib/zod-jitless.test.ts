import { expect, test } from 'vitest';
import { z } from 'zod';
import './zod-jitless';

test("the client's zod parses without compiling code, which the CSP would refuse", () => {
  expect(z.config().jitless).toBe(true);
  expect(z.object({ name: z.string() }).parse({ name: 'Ana' })).toEqual({ name: 'Ana' });
});
