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
 * Steps 2 and 2b–3, 5 run side by side (issue 17: the suite's time): Vitest runs in one worker
 * (its default on two cores), so the type check, the lint, the format check and the two builds
 * run meanwhile, one after another, on the other core. Their output is held back and printed,
 * whole and in order, when Vitest is done. Then the two browser runs, one after the other.
 *
 * Ends with one line, `npm test: N passed, M failed` (vitest and Playwright tests added up; a
 * failed build or a missing prerequisite under CI counts as a failure), and exits non-zero on any
 * failure. Where ../shared or Chromium is missing, a developer gets a loud warning and the
 * affected suites are skipped; with CI=true that is a failure.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
/** @type {{ title: string, ms: number }[]} */
const times = [];
/** Prints a section heading (to `out`, the console by default). */
const heading = (/** @type {string} */ title, /** @type {(s: string) => void} */ out = (t) => console.log(t)) =>
  out(`\n=== ${title} ===\n`);
/**
 * Runs `body` as a section of its own: a heading, then its time in the summary. Given `out`, the
 * heading goes there: the steps beside Vitest write theirs to their log.
 */
const timed = async (
  /** @type {string} */ title,
  /** @type {() => Promise<void> | void} */ body,
  /** @type {((s: string) => void) | undefined} */ out = undefined,
) => {
  heading(title, out);
  const at = Date.now();
  await body();
  times.push({ title: out ? `${title} (beside Vitest)` : title, ms: Date.now() - at });
};
/** Records a failure that is not a test (a build, a missing prerequisite). */
const fail = (/** @type {string} */ why) => {
  failed += 1;
  notes.push(`FAILED: ${why}`);
};

/**
 * Runs a command from the repo root; resolves to its exit code. Its output goes to the console,
 * or, given `log` (a stream), there: the steps that run beside Vitest write to a file.
 */
const run = (
  /** @type {string} */ cmd,
  /** @type {string[]} */ args,
  /** @type {NodeJS.ProcessEnv} */ env = {},
  /** @type {import('node:fs').WriteStream | undefined} */ log = undefined,
) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    if (log) {
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
    }
    child.on('error', (err) => {
      (log ? (/** @type {string} */ t) => log.write(`${t}\n`) : console.error)(err.message);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
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
await timed('Checking ../shared', () => {
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
});

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
  { label: 'at the root', base: '/', outDir: 'dist', grep: undefined, what: 'every browser test', built: false },
  {
    label: `under the sub-path ${SUB_PATH}`,
    base: SUB_PATH,
    outDir: 'dist-sub',
    grep: '@base',
    what: 'the browser tests tagged @base',
    built: false,
  },
];

// 2. vitest, and beside it 2b, 2c, 3 and 5 ---------------------------------------------------
// Vitest keeps one worker (its default on two cores, and two were no faster: README); the steps
// that need neither its results nor a browser use the other core meanwhile, each after the one
// before, their output written to a file and printed after Vitest's (issue 17: 407 s one after
// the other on a clean clone, 2026-12-06).
const besideLog = path.join(reports, 'beside-vitest.log');
const log = createWriteStream(besideLog);
const toLog = (/** @type {string} */ t) => log.write(`${t}\n`);
const beside = (async () => {
  // 2b. type check
  await timed(
    'Type check (astro sync, tsc)',
    async () => {
      const synced = await run(bin('astro'), ['sync'], {}, log);
      if (synced !== 0) fail(`astro sync exited with code ${synced}`);
      for (const project of ['tsconfig.json', 'tsconfig.engine.json']) {
        const code = await run(bin('tsc'), ['--noEmit', '-p', project], {}, log);
        if (code === 0) passed += 1;
        else fail(`tsc --noEmit -p ${project} found type errors`);
        notes.push(`tsc -p ${project}: ${code === 0 ? 'no errors' : 'ERRORS'}`);
      }
    },
    toLog,
  );
  // 2c. lint and format: counted as one test each, like the type check. eslint fails on errors
  // (warnings are shown); prettier --check lists every file not in Prettier's form (.prettierrc;
  // lessons, notes and the README keep their authors' line breaks, .prettierignore; `npm run
  // format` writes them).
  await timed(
    'Lint (eslint, type-aware) and format (prettier --check)',
    async () => {
      const linted = await run(bin('eslint'), ['.'], {}, log);
      if (linted === 0) passed += 1;
      else fail('eslint found errors (npm run lint)');
      notes.push(`eslint: ${linted === 0 ? 'no errors' : 'ERRORS'}`);
      const formatted = await run(bin('prettier'), ['--check', '--log-level', 'warn', '.'], {}, log);
      if (formatted === 0) passed += 1;
      else fail('prettier found files not in its format (npm run format writes them)');
      notes.push(`prettier: ${formatted === 0 ? 'every file formatted' : 'FILES NOT FORMATTED'}`);
    },
    toLog,
  );
  // 3 and 5. the two builds
  for (const b of builds) {
    await timed(
      `Production build ${b.label} → ${b.outDir}/`,
      async () => {
        rmSync(path.join(root, b.outDir), { recursive: true, force: true });
        const code = await run(bin('astro'), ['build', '--outDir', b.outDir], { BASE_PATH: b.base }, log);
        if (code === 0) b.built = true;
        else fail(`astro build ${b.label} exited with code ${code}`);
      },
      toLog,
    );
  }
})();

await timed('Unit, property and component tests (vitest)', async () => {
  const out = path.join(reports, 'vitest.json');
  const code = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${out}`]);
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
});
{
  const at = Date.now();
  console.log('\n(Type check, lint, format and the two builds ran beside Vitest; their output follows.)');
  await beside;
  await new Promise((resolve) => log.end(resolve));
  process.stdout.write(readFileSync(besideLog, 'utf8'));
  times.push({ title: 'waiting for the steps beside Vitest after it ended', ms: Date.now() - at });
}

// 4 and 6. the browser runs ------------------------------------------------------------------
for (const b of builds) {
  if (!b.built || !chromiumPresent) continue;
  await timed(`Browser suite against ${b.outDir}/ (${b.label}): ${b.what}`, async () => {
    const out = path.join(reports, `playwright-${b.outDir}.json`);
    const port = await freePort();
    const grep = b.grep ? ['--grep', b.grep] : [];
    const code = await run(bin('playwright'), ['test', '--reporter=list,json', ...grep], {
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
  });
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

heading('Summary');
for (const n of notes) console.log(n);
const seconds = (/** @type {number} */ ms) => `${Math.round(ms / 1000)} s`;
for (const { title, ms } of times) console.log(`time: ${seconds(ms)}  ${title}`);
console.log(`time: ${seconds(Date.now() - started)} in all`);
console.log(`npm test: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
