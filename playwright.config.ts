/**
 * Browser tests against the production build (tests/e2e), driving Debian's Chromium: Playwright
 * never downloads a browser here.
 *
 * Environment (scripts/test.mjs sets these; the defaults test `dist/` at the root):
 * - SITE_DIR   the built site to serve (default `dist`);
 * - BASE_PATH  the base path it was built for (default `/`);
 * - PORT       the port for scripts/serve.mjs (default 4321);
 * - CHROMIUM   the browser binary (default /usr/bin/chromium).
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';

const siteDir = process.env.SITE_DIR ?? 'dist';
const rawBase = process.env.BASE_PATH ?? '/';
const base = `/${rawBase.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const port = Number(process.env.PORT ?? 4321);
const origin = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One retry on CI only: a test that fails twice fails the run, and one that passes on its
  // retry is named in npm test's summary as flaky (scripts/test.mjs), to be fixed, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `${origin}${base}`,
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
          args: [...CHROMIUM_FLAGS],
        },
      },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --dir ${siteDir} --base ${base} --port ${port}`,
    url: `${origin}${base}`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 20_000,
  },
});
