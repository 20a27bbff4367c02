import { afterEach, beforeEach } from 'vitest';
// Client code translates through the app's i18next instance; English is bundled, so it is ready at once.
import './src/client/app/i18n';

/**
 * An unexpected console.error fails the test that caused it (React warnings, unhandled library errors):
 * tests stay quiet unless they say they expect an error.
 */
const original = console.error;
let calls: string[] = [];
let expected: RegExp[] = [];

/** Declares, inside a test, a console.error the test expects; it is then neither printed nor a failure. */
export function expectConsoleError(pattern: RegExp) {
  expected.push(pattern);
}

beforeEach(() => {
  calls = [];
  expected = [];
  console.error = (...args: unknown[]) => {
    calls.push(
      args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '),
    );
  };
});

afterEach(() => {
  console.error = original;
  const unexpected = calls.filter((message) => !expected.some((pattern) => pattern.test(message)));
  if (unexpected.length) {
    throw new Error(`Unexpected console.error in this test:\n${unexpected.join('\n---\n')}`);
  }
});
