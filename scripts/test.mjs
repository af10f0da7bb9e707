#!/usr/bin/env node
/**
 * `npm test`: every test of the project, in order.
 *
 *   1. checks that ../shared (rules, cases, corpus) is there;
 *   2. the unit, property, rule-case, corpus and component tests (`vitest run`);
 *   2b. the type check: `astro sync` (content types), then `tsc --noEmit` for the site and for
 *      the engine's stricter project (counted as one test each);
 *   2c. the lint (`eslint .`, typescript-eslint's type-aware rules), one test;
 *   3. a production build at the root (`astro build` → dist/);
 *   4. the whole browser suite (Playwright, Debian's Chromium) against dist/, on 127.0.0.1;
 *   5. a production build under a sub-path (BASE_PATH=/auction-bridge/ → dist-sub/);
 *   6. against dist-sub/, the browser tests tagged `@base`: those that check what a base path can
 *      break (links, assets, fragments, embeds, the Lab's links, the search). The rest (axe,
 *      layout, print, budgets, keyboard) does not depend on the base path and runs once, on the
 *      root build (issue 17: the suite ran twice and took 25 minutes). playwright.config.ts says
 *      how to tag a test.
 *
 * Ends with one line, `npm test: N passed, M failed` (vitest and Playwright tests added up; a
 * failed build or a missing prerequisite under CI counts as a failure), and exits non-zero on any
 * failure. Where ../shared or Chromium is missing, a developer gets a loud warning and the
 * affected suites are skipped; with CI=true that is a failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CI = ['true', '1'].includes((process.env.CI ?? '').toLowerCase());
const SHARED = path.resolve(root, '../shared');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const SUB_PATH = '/auction-bridge/';
const reports = mkdtempSync(path.join(tmpdir(), 'npm-test-'));

let passed = 0;
let failed = 0;
/** @type {string[]} */
const notes = [];

/** A loud, unmissable message on stderr. */
const shout = (/** @type {string} */ msg) => {
  const bar = '!'.repeat(78);
  console.error(
    `\n${bar}\n${msg
      .split('\n')
      .map((l) => `!! ${l}`)
      .join('\n')}\n${bar}\n`,
  );
};
const started = Date.now();
/** @type {{ title: string, at: number }[]} */
const sections = [];
/** Starts a section of the output; the summary says how long each one took. */
const section = (/** @type {string} */ title) => {
  sections.push({ title, at: Date.now() });
  console.log(`\n=== ${title} ===\n`);
};
/** Records a failure that is not a test (a build, a missing prerequisite). */
const fail = (/** @type {string} */ why) => {
  failed += 1;
  notes.push(`FAILED: ${why}`);
};

/** Runs a command from the repo root with inherited output; returns its exit code. */
const run = (/** @type {string} */ cmd, /** @type {string[]} */ args, /** @type {NodeJS.ProcessEnv} */ env = {}) => {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.error) console.error(res.error.message);
  return res.status ?? 1;
};
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name);

/** A free TCP port on 127.0.0.1. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });

/** Reads a JSON report, or undefined when the tool did not write one. */
const readJson = (/** @type {string} */ file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

// 1. ../shared ------------------------------------------------------------------------------
section('Checking ../shared');
const sharedPresent = existsSync(path.join(SHARED, 'rules')) && existsSync(path.join(SHARED, 'corpus'));
if (sharedPresent) {
  console.log(`Found ${SHARED}.`);
} else if (CI) {
  shout(
    `${SHARED} is missing (rules/ and corpus/ are needed).\nWith CI=true this is a failure: the rule-case and corpus suites cannot run.`,
  );
  fail('../shared is missing');
} else {
  shout(
    `${SHARED} is missing (rules/ and corpus/ are needed).\nThe rule-case and corpus suites will skip themselves. Their results are NOT checked.`,
  );
  notes.push('SKIPPED: the suites that read ../shared');
}

// 2. vitest ---------------------------------------------------------------------------------
section('Unit, property and component tests (vitest)');
{
  const out = path.join(reports, 'vitest.json');
  const code = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${out}`]);
  const r = readJson(out);
  const p = r?.numPassedTests ?? 0;
  const f = r?.numFailedTests ?? 0;
  passed += p;
  failed += f;
  if (r && (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) > 0) {
    notes.push(`vitest: ${(r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)} skipped or todo`);
  }
  if (code !== 0 && f === 0) fail(`vitest exited with code ${code} (no test failed: a file did not load, or no tests were found)`);
  notes.push(`vitest: ${p} passed, ${f} failed`);
}

// 2b. type check ----------------------------------------------------------------------------
section('Type check (astro sync, tsc)');
{
  const synced = run(bin('astro'), ['sync']);
  if (synced !== 0) fail(`astro sync exited with code ${synced}`);
  for (const project of ['tsconfig.json', 'tsconfig.engine.json']) {
    const code = run(bin('tsc'), ['--noEmit', '-p', project]);
    if (code === 0) passed += 1;
    else fail(`tsc --noEmit -p ${project} found type errors`);
    notes.push(`tsc -p ${project}: ${code === 0 ? 'no errors' : 'ERRORS'}`);
  }
}

// 2c. lint and format ----------------------------------------------------------------------
section('Lint (eslint, type-aware)');
{
  // Counted as one test each, like the type check. eslint fails on errors (warnings are shown);
  // prettier lists the files that are not in its format (`npm run format` writes them).
  const linted = run(bin('eslint'), ['.']);
  if (linted === 0) passed += 1;
  else fail('eslint found errors (npm run lint)');
  notes.push(`eslint: ${linted === 0 ? 'no errors' : 'ERRORS'}`);
  // The format check: prettier --check lists every file not in Prettier's form (.prettierrc;
  // lessons, notes and the README keep their authors' line breaks, .prettierignore).
  const formatted = run(bin('prettier'), ['--check', '--log-level', 'warn', '.']);
  if (formatted === 0) passed += 1;
  else fail('prettier found files not in its format (npm run format writes them)');
  notes.push(`prettier: ${formatted === 0 ? 'every file formatted' : 'FILES NOT FORMATTED'}`);
}

// 3–6. builds and browser runs --------------------------------------------------------------
const chromiumPresent = existsSync(CHROMIUM);
if (!chromiumPresent) {
  const msg = `Chromium not found at ${CHROMIUM}. Install Debian's chromium (apt-get install -y chromium)\nor set CHROMIUM=/path/to/chromium. Playwright never downloads a browser here.`;
  if (CI) {
    shout(`${msg}\nWith CI=true this is a failure.`);
    fail('Chromium is missing');
  } else {
    shout(`${msg}\nThe browser suite is SKIPPED: pages, accessibility and links are NOT checked.`);
    notes.push('SKIPPED: the browser suite (no Chromium)');
  }
}

/** The two builds, and the browser tests run against each (`grep`: only the tagged ones). */
const builds = [
  { label: 'at the root', base: '/', outDir: 'dist', grep: undefined, what: 'every browser test' },
  { label: `under the sub-path ${SUB_PATH}`, base: SUB_PATH, outDir: 'dist-sub', grep: '@base', what: 'the browser tests tagged @base' },
];
for (const b of builds) {
  section(`Production build ${b.label} → ${b.outDir}/`);
  rmSync(path.join(root, b.outDir), { recursive: true, force: true });
  const buildCode = run(bin('astro'), ['build', '--outDir', b.outDir], { BASE_PATH: b.base });
  if (buildCode !== 0) {
    fail(`astro build ${b.label} exited with code ${buildCode}`);
    continue;
  }
  if (!chromiumPresent) continue;

  section(`Browser suite against ${b.outDir}/ (${b.label}): ${b.what}`);
  const out = path.join(reports, `playwright-${b.outDir}.json`);
  const port = await freePort();
  const grep = b.grep ? ['--grep', b.grep] : [];
  const code = run(bin('playwright'), ['test', '--reporter=list,json', ...grep], {
    SITE_DIR: b.outDir,
    BASE_PATH: b.base,
    PORT: String(port),
    CHROMIUM,
    PLAYWRIGHT_JSON_OUTPUT_FILE: out,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  });
  const stats = readJson(out)?.stats;
  const p = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const f = stats?.unexpected ?? 0;
  passed += p;
  failed += f;
  if ((stats?.skipped ?? 0) > 0) notes.push(`playwright (${b.outDir}): ${stats.skipped} skipped`);
  if (code !== 0 && f === 0) fail(`playwright against ${b.outDir}/ exited with code ${code} (the suite did not run)`);
  notes.push(`playwright (${b.outDir}, base ${b.base}, ${b.what}): ${p} passed, ${f} failed`);
  // A test that passed only on its retry (CI allows one) is named, never hidden in the count.
  for (const title of flakyTitles(readJson(out))) notes.push(`playwright (${b.outDir}): FLAKY, passed on retry: ${title}`);
  // A failure is named in the summary too, with the first line of its error: CI shows only the
  // end of the output, and the list reporter's account of it is far above.
  for (const { title, error } of failedTests(readJson(out))) {
    notes.push(`playwright (${b.outDir}): FAILED: ${title}${error ? `\n    ${error}` : ''}`);
  }
}

rmSync(reports, { recursive: true, force: true });

/** The titles of the tests Playwright's JSON report marks flaky (failed, then passed on retry). */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((t) => t.status === 'flaky')) titles.push([...trail, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

/** The tests Playwright's JSON report marks failed (after any retry), each with its first error line. */
function failedTests(report) {
  const out = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = t.results?.[t.results.length - 1];
        const message = last?.error?.message ?? last?.errors?.[0]?.message ?? '';
        // Strip the terminal colours Playwright writes into messages.
        const first =
          message
            .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
            .split('\n')
            .find((l) => l.trim() !== '') ?? '';
        out.push({ title: [...trail, spec.title].join(' › '), error: first.trim().slice(0, 300) });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return out;
}

section('Summary');
for (const n of notes) console.log(n);
const seconds = (/** @type {number} */ ms) => `${Math.round(ms / 1000)} s`;
for (let i = 0; i + 1 < sections.length; i++) console.log(`time: ${seconds(sections[i + 1].at - sections[i].at)}  ${sections[i].title}`);
console.log(`time: ${seconds(Date.now() - started)} in all`);
console.log(`npm test: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
