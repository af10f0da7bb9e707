/**
 * Browser tests against the production build (tests/e2e), driving Debian's Chromium: Playwright
 * never downloads a browser here.
 *
 * Environment (scripts/test.mjs sets these; the defaults test `dist/` at the root):
 * - SITE_DIR   the built site to serve (default `dist`);
 * - BASE_PATH  the base path it was built for (default `/`);
 * - PORT       the port for scripts/serve.mjs (default 4321);
 * - CHROMIUM   the browser binary (default /usr/bin/chromium).
 *
 * Tags: `npm test` runs every test against the root build, and only the tests tagged `@base`
 * against the build under `/auction-bridge/` (scripts/test.mjs, `--grep @base`). Put ` @base` at
 * the end of a test's title when what it checks could break under a base path: links and
 * anchors, asset and script URLs (a page that loads without errors), fragments and share links,
 * embeds and their snippets, the Lab's links, the search. A test of something the base path
 * cannot change (accessibility, layout, print, keyboard use, a widget's behaviour, page weights)
 * stays untagged and runs once. When in doubt, tag it: it costs one more run of that test.
 * pages.spec.ts is the one spec that defines its tests by BASE_PATH: at the root, one test per
 * page makes every check on two loads (tagged @base for its load check); under a base path each
 * page gets only the load check, so the sub-path run makes no axe-core or budget check.
 *
 *   SITE_DIR=dist-sub BASE_PATH=/auction-bridge/ npx playwright test --grep @base
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
