/**
 * The German site (issue 18): every English content page has its German counterpart under
 * `src/content/docs/de/` with the same file name, and the German page is the same lesson:
 * the same sidebar place, the same widgets (each component as many times, with the same hands,
 * boards and rule sets), the same "Check yourself" questions in number, and no link that leaves
 * the German pages. A German page without its English page is an orphan and fails too.
 *
 * The German hand notes are checked with the English ones (src/content/hands/hands.test.ts),
 * the dictionaries in src/i18n (de.test.ts, i18n.test.ts), and the reuse of the seed texts in
 * seed-overlap.test.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const docs = path.join(root, 'src/content/docs');
const de = path.join(docs, 'de');

/** The content pages of a folder, relative to it (`course/01-...mdx`), German folder left out. */
const pagesUnder = (dir: string, rel = ''): string[] =>
  readdirSync(path.join(dir, rel))
    .sort()
    .flatMap((f) => {
      const r = rel === '' ? f : `${rel}/${f}`;
      if (dir === docs && r === 'de') return [];
      if (statSync(path.join(dir, r)).isDirectory()) return pagesUnder(dir, r);
      return /\.mdx?$/.test(f) ? [r] : [];
    });

const english = pagesUnder(docs);
const german = existsSync(de) ? pagesUnder(de) : [];

/** The YAML front matter's `sidebar.order`, or null. */
const orderOf = (text: string): string | null => /^---\n[\s\S]*?\n\s+order:\s*(\S+)[\s\S]*?\n---\n/.exec(text)?.[1] ?? null;

/** Every component use (`<HandReplay hand="x" board="2" />`) with the props that pick its content. */
const widgetsOf = (text: string): string[] =>
  [...text.matchAll(/<([A-Z][A-Za-z]+)\b([^>]*?)\/?>/g)]
    .map((m) => {
      const props = [...(m[2] ?? '').matchAll(/\b(hand|board|rules|ruleSet|question|strain|number)=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\})/g)]
        .map((p) => `${p[1]}=${p[2] ?? p[3] ?? p[4] ?? ''}`)
        .sort()
        .join(' ');
      return `${m[1]}${props ? ` ${props}` : ''}`;
    })
    .sort();

/** The links of a page's prose that go out of the German pages: root-absolute paths not under /de/. */
const leavingLinks = (text: string): string[] =>
  [...text.matchAll(/\]\((\/[^)\s]*)\)|href="(\/[^"]*)"/g)].map((m) => m[1] ?? m[2] ?? '').filter((href) => !href.startsWith('/de/'));

describe('every English page has its German page', () => {
  test('the German pages are the English ones, file for file', () => {
    expect(german.length).toBeGreaterThan(0);
    expect(
      english.filter((p) => !german.includes(p)),
      'English pages without a German page',
    ).toEqual([]);
    expect(
      german.filter((p) => !english.includes(p)),
      'German pages without an English page',
    ).toEqual([]);
  });

  test.each(english.filter((p) => german.includes(p)).map((p) => [p]))('%s: same place, same widgets, same checks', (page) => {
    const en = readFileSync(path.join(docs, page), 'utf8');
    const dePage = readFileSync(path.join(de, page), 'utf8');
    expect(orderOf(dePage), 'sidebar order').toBe(orderOf(en));
    expect(widgetsOf(dePage), 'the widgets and the hands they show').toEqual(widgetsOf(en));
    // "Check yourself" in English is "Prüfen Sie sich" in German: as many questions in each.
    const checks = (text: string, heading: RegExp): number => {
      const at = text.search(heading);
      if (at < 0) return 0;
      const rest = text.slice(at).split('\n').slice(1);
      const end = rest.findIndex((l) => /^##\s/.test(l));
      return (end < 0 ? rest : rest.slice(0, end)).filter((l) => /^(\d+\.|-)\s/.test(l)).length;
    };
    expect(checks(dePage, /^## Prüfen Sie sich/m), 'Check yourself items').toBe(checks(en, /^## Check yourself/m));
    expect(leavingLinks(dePage), 'links that leave the German pages').toEqual([]);
  });
});
