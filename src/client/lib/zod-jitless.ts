import { z } from 'zod';

/**
 * Zod compiles a fast parser for each object schema with `new Function`, and probes whether it may when the
 * first one is built. The CSP (`script-src 'self'`) refuses both and the browser reports a violation on every
 * page that builds a schema (issue 42). The interpreted parser is plenty for a form. main.tsx imports this module
 * first, because zod reads the setting as each schema is built.
 */
z.config({ jitless: true });
