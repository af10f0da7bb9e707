/**
 * Every internal link, asset reference and #anchor in the built HTML resolves to a file of the
 * build, and stays inside the base path (so a sub-path build has no link that escapes it).
 * Reads dist/ directly; no browser is needed. One test walks every file, one `test.step` per file
 * with a soft assertion, so that a broken link names its file and every broken file is reported
 * (issue 17: 279 tests of a few milliseconds each cost the suite more in overhead than in checks).
 */
import { expect, test } from '@playwright/test';
import { BASE_PATH, anchorsIn, attrValues, builtKind, htmlFiles, readBuilt } from './helpers.ts';

const ORIGIN = 'http://site.invalid';

/** The URL a built file is served at. */
const urlOf = (file: string): string => `${ORIGIN}${BASE_PATH}${file === 'index.html' ? '' : file.replace(/(^|\/)index\.html$/, '$1')}`;

/** The built file a same-site URL path points to, or a sentence saying why there is none. */
const resolveTarget = (pathname: string): { file: string } | { error: string } => {
  if (!pathname.startsWith(BASE_PATH)) return { error: `outside the base path ${BASE_PATH}` };
  const rel = decodeURIComponent(pathname.slice(BASE_PATH.length));
  if (rel === '' || rel.endsWith('/')) {
    const file = `${rel}index.html`;
    return builtKind(file) === 'file' ? { file } : { error: 'no such page' };
  }
  const kind = builtKind(rel);
  if (kind === 'file') return { file: rel };
  if (kind === 'dir') return { error: 'missing trailing slash (the site uses trailingSlash: always)' };
  return { error: 'no such file' };
};

const anchorCache = new Map<string, Set<string>>();
const anchorsOf = (file: string): Set<string> => {
  let ids = anchorCache.get(file);
  if (!ids) {
    ids = anchorsIn(readBuilt(file));
    anchorCache.set(file, ids);
  }
  return ids;
};

/** The references in a built file that do not resolve, each with the reason. */
const brokenLinks = (file: string): { refs: number; broken: string[] } => {
  const html = readBuilt(file);
  const here = urlOf(file);
  const refs = [
    ...attrValues(html, ['a', 'link', 'area'], 'href'),
    ...attrValues(html, ['script', 'img', 'source', 'iframe', 'audio', 'video'], 'src'),
  ];
  const broken: string[] = [];
  for (const ref of refs) {
    if (ref === '' || /^(mailto|tel|javascript|data):/i.test(ref)) continue;
    const url = new URL(ref, here);
    if (url.origin !== ORIGIN) continue; // external
    const target = resolveTarget(url.pathname);
    if ('error' in target) {
      broken.push(`${ref}: ${target.error}`);
      continue;
    }
    const hash = decodeURIComponent(url.hash.slice(1));
    if (hash && target.file.endsWith('.html') && hash !== '_top' && !anchorsOf(target.file).has(hash)) {
      broken.push(`${ref}: no element with id "${hash}" in ${target.file}`);
    }
  }
  return { refs: refs.length, broken };
};

test('links in every built HTML file resolve @base', async () => {
  const files = htmlFiles();
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    await test.step(`links in ${file} resolve`, () => {
      const { refs, broken } = brokenLinks(file);
      expect.soft(refs, `references in ${file}`).toBeGreaterThan(0);
      expect.soft(broken, `broken references in ${file}`).toEqual([]);
    });
  }
});
