/**
 * The Chromium that `npm run lighthouse` measures with: the system browser, launched by playwright-core with a
 * DevTools port for Lighthouse, in one persistent profile so that a session signed in here is the session
 * Lighthouse's tab loads the page with.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { Session } from '../../src/shared/auth/auth.schema';
import { writeSessionHint, type HintStorage } from '../../src/client/lib/auth/session-hint';
import { freePort } from '../../src/server/testing/server-process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface MeasuringBrowser {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  /** Signs in through the real sign-in route, so the page finds the refresh cookie and the session hint. */
  signIn(route: string, email: string, password: string): Promise<void>;
  /** Forgets cookies, storage and the HTTP cache of the origin: the next load is a first visit. */
  forgetOrigin(): Promise<void>;
  /** Empties the HTTP cache only (Lighthouse does not when it keeps storage), so no asset comes from it. */
  clearCache(): Promise<void>;
  close(): Promise<void>;
}

/** Launches headless Chromium on a fresh profile; `origin` is the server whose session it holds. */
export async function launchMeasuringBrowser(origin: string): Promise<MeasuringBrowser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH`,
    );
  }
  const port = await freePort();
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-lighthouse-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        `--remote-debugging-port=${port}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  } catch (error) {
    fs.rmSync(profileDir, { recursive: true, force: true });
    throw error;
  }
  // A same-origin page that runs none of the app: the sign-in requests and storage writes happen here.
  const page: Page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${origin}/api/health`);
  const cdp = await context.newCDPSession(page);

  return {
    port,
    async signIn(route, email, password) {
      const session = await page.evaluate(
        async ({ route, email, password }) => {
          const response = await fetch(route, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          });
          if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
          return (await response.json()) as unknown;
        },
        { route, email, password },
      );
      // The hint is written by the client's own code, so its shape cannot drift from what the app reads.
      const written = new Map<string, string>();
      const storage: HintStorage = {
        getItem: (key) => written.get(key) ?? null,
        setItem: (key, value) => void written.set(key, value),
        removeItem: (key) => void written.delete(key),
      };
      writeSessionHint(storage, session as Session);
      await page.evaluate(
        (entries) => {
          for (const [key, value] of entries) localStorage.setItem(key, value);
        },
        [...written],
      );
    },
    async forgetOrigin() {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await context.clearCookies();
      await cdp.send('Network.clearBrowserCache');
    },
    async clearCache() {
      await cdp.send('Network.clearBrowserCache');
    },
    async close() {
      await context.close();
      fs.rmSync(profileDir, { recursive: true, force: true });
    },
  };
}
