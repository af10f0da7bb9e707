/**
 * Addresses of a hand and where it is used: the permalink, the PBN download, the embed page
 * and its `<iframe>` snippet, and the lessons whose MDX shows the hand.
 *
 * Pure string work, used at build time by the gallery and the permalink pages. Every address
 * goes through the site's base path (`import.meta.env.BASE_URL`), so a build under a sub-path
 * links within it.
 *
 * ```ts
 * handPath('/auction-bridge/', 'drawing-trumps');        // '/auction-bridge/hands/drawing-trumps/'
 * embedSnippet('https://x.org/embed/drawing-trumps/', 'Drawing trumps first');
 * handRefs('<HandReplay hand="l12-rubber" board="3" />'); // [{ hand: 'l12-rubber', board: '3' }]
 * ```
 *
 * @packageDocumentation
 */

/** The base path with one leading and one trailing slash (`/`, `/auction-bridge/`). */
export const normaliseBase = (base: string): string => `/${base.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

/** The permalink page of a hand: `<base>hands/<slug>/`. */
export const handPath = (base: string, slug: string): string => `${normaliseBase(base)}hands/${encodeURIComponent(slug)}/`;

/** The raw PBN of a hand: `<base>hands/<slug>.pbn`. */
export const pbnPath = (base: string, slug: string): string => `${normaliseBase(base)}hands/${encodeURIComponent(slug)}.pbn`;

/** The data of "Play it yourself" for a hand: `<base>hands/<slug>.play.json` (PlayMode/data.ts). */
export const playDataPath = (base: string, slug: string): string => `${normaliseBase(base)}hands/${encodeURIComponent(slug)}.play.json`;

/** The embed page of a hand: `<base>embed/<slug>/`. */
export const embedPath = (base: string, slug: string): string => `${normaliseBase(base)}embed/${encodeURIComponent(slug)}/`;

/** The gallery: `<base>hands/`. */
export const galleryPath = (base: string): string => `${normaliseBase(base)}hands/`;

/** A whole URL from the site's origin (`https://x.org`, a trailing slash or a path ignored) and a path. */
export const absoluteUrl = (site: string | URL | undefined, path: string): string => {
  if (site === undefined || String(site) === '') return path;
  try {
    return new URL(path, new URL(String(site)).origin).href;
  } catch {
    return path;
  }
};

/** Escapes text for an HTML attribute value in double quotes. */
export const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The height the snippet gives the frame, in pixels: the replay's table and controls without scrolling. */
export const EMBED_HEIGHT = 640;

/**
 * The snippet a teacher pastes into a page: an `<iframe>` of the embed page, full width, lazy.
 * The title is escaped so that no text can leave its attribute.
 */
export const embedSnippet = (url: string, title: string, height: number = EMBED_HEIGHT): string =>
  `<iframe src="${escapeAttribute(url)}" title="${escapeAttribute(title)}" width="100%" height="${Math.max(1, Math.round(height))}" style="border:0;max-width:100%" loading="lazy"></iframe>`;

/** A hand named by a component in a page: `hand="..."` and, for a file of several games, `board="..."`. */
export interface HandRef {
  readonly hand: string;
  readonly board: string | null;
}

/** The value of a string attribute in a tag's text (`name="x"`, `name='x'` or `name={"x"}`), or `null`. */
const attribute = (tag: string, name: string): string | null => {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|\\{\\s*(?:"([^"]*)"|'([^']*)'|\`([^\`$]*)\`)\\s*\\})`).exec(tag);
  if (!m) return null;
  return m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? null;
};

/** MDX without its fenced code blocks (``` and ~~~), whose examples show hands but do not use them. */
export const withoutCodeBlocks = (mdx: string): string => {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of mdx.split(/\r\n|\r|\n/)) {
    const m = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === null && m?.[1] !== undefined) {
      fence = m[1];
      continue;
    }
    if (fence !== null) {
      if (m?.[1] !== undefined && m[1][0] === fence[0] && m[1].length >= fence.length && line.trim() === m[1]) fence = null;
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
};

/**
 * The hands a page's MDX shows through components (`<HandReplay hand="x" />`,
 * `<DeclarerQuiz hand="x" board="2" />`, any component with a literal `hand` attribute),
 * outside fenced code blocks and inline code, in order, without repeats.
 */
export const handRefs = (mdx: string): HandRef[] => {
  const text = withoutCodeBlocks(mdx).replace(/`[^`\n]*`/g, '');
  const refs: HandRef[] = [];
  for (const m of text.matchAll(/<[A-Z][A-Za-z0-9]*\b[^>]*?\/?>/g)) {
    const hand = attribute(m[0], 'hand');
    if (hand === null || hand.trim() === '') continue;
    const ref = { hand: hand.trim(), board: attribute(m[0], 'board')?.trim() ?? null };
    if (!refs.some((r) => r.hand === ref.hand && r.board === ref.board)) refs.push(ref);
  }
  return refs;
};

/** The name of a hand file without folder and `.pbn`, in lower case: what `hand="..."` and the collection share. */
export const fileStem = (fileOrSlug: string): string =>
  fileOrSlug
    .replace(/\\/g, '/')
    .replace(/^.*\//, '')
    .replace(/\.pbn$/i, '')
    .toLowerCase();

/**
 * Whether a reference names this hand of the collection: the same file (by its name, as the
 * widgets load a bare slug from src/content/hands/) and, when the reference gives a board, the
 * same board.
 */
export const refersTo = (ref: HandRef, hand: { readonly file: string; readonly board: string | null }): boolean =>
  fileStem(ref.hand) === fileStem(hand.file) && (ref.board === null || ref.board === hand.board);

/** A page of the site that may show hands. */
export interface PageSource {
  /** The page's id in the docs collection (`course/06-the-play`). */
  readonly id: string;
  readonly title: string;
  /** The page's MDX. */
  readonly body: string;
}

/** A page that uses a hand. */
export interface PageUse {
  readonly id: string;
  readonly title: string;
  /** The lesson number when the page is a lesson (`course/06-...` → 6), else `null`. */
  readonly lesson: number | null;
}

/** The lesson number of a course page id (`course/06-the-play` → 6), else `null`. */
export const lessonNumberOf = (id: string): number | null => {
  const m = /^course\/(\d{1,3})-/.exec(id);
  return m?.[1] === undefined ? null : Number(m[1]);
};

/** The pages whose MDX uses the hand: lessons first, by number, then the other pages by title. */
export const pagesUsing = (hand: { readonly file: string; readonly board: string | null }, pages: readonly PageSource[]): PageUse[] =>
  pages
    .filter((p) => handRefs(p.body).some((r) => refersTo(r, hand)))
    .map((p) => ({ id: p.id, title: p.title, lesson: lessonNumberOf(p.id) }))
    .sort(
      (a, b) =>
        (a.lesson ?? Number.POSITIVE_INFINITY) - (b.lesson ?? Number.POSITIVE_INFINITY) ||
        a.title.localeCompare(b.title, 'en') ||
        (a.id < b.id ? -1 : 1),
    );

/** The page of lesson `n` among the pages, if the course has one. */
export const lessonPage = <P extends { readonly id: string }>(n: number | null, pages: readonly P[]): P | undefined =>
  n === null ? undefined : pages.find((p) => lessonNumberOf(p.id) === n);

/** The path of a docs page by its id (`course/06-the-play` → `<base>course/06-the-play/`). */
export const docsPath = (base: string, id: string): string => `${normaliseBase(base)}${id.replace(/^\/+|\/+$/g, '')}/`;

/**
 * The PBN text of one hand as a file of its own: the text as written (the whole file for a file
 * of one game), with the `% PBN 2.1` header in front when the game comes from further down a
 * file of several and lacks it. Line ends become `\n`; the text always ends with one.
 */
export const standalonePbn = (hand: { readonly pbn: string }): string => {
  const text = hand.pbn.replace(/\r\n?/g, '\n').replace(/\n*$/, '\n');
  return /^\s*%\s*PBN\b/i.test(text) ? text : `% PBN 2.1\n${text}`;
};
