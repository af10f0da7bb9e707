/**
 * Visible focus (issue 8, WCAG 2.4.7 and 2.4.11): on a representative set of pages, Tab walks
 * through every focusable element, and each one, once focused, is on screen, not hidden behind
 * anything (the sticky header included), and shows a focus indicator: an outline at least 2 px
 * wide whose colour has 3:1 contrast against the background it is drawn on, or else a
 * box-shadow that it does not have unfocused. Both themes are checked.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrateAll } from './helpers.ts';

/** Pages with every kind of control: Starlight's own, the lessons' widgets, the gallery, the Lab. */
const PAGES = ['', 'course/10-honours/', 'reference/widgets/', 'hands/', 'hands/drawing-trumps/', 'embed/drawing-trumps/', 'lab/'] as const;

/** More Tab presses than any of these pages has stops: a runaway loop ends here. */
const MAX_PRESSES = 400;

/** What one Tab stop looked like. */
interface Stop {
  /** A short, readable name of the element (tag, id or class, accessible text). */
  what: string;
  /** Problems found, empty when focus is visible. */
  problems: string[];
}

/**
 * Inspects the focused element in the page: returns null when nothing (or the body) has focus,
 * else a description and the problems found; the element and its focused style are kept in the
 * page for the second pass (judgeIndicators).
 */
const inspectFocus = (page: Page): Promise<{ key: string; stop: Stop } | null> =>
  page.evaluate(() => {
    type Win = Window & { __focusSeen?: Element[]; __focusStyles?: Map<Element, Record<string, string>> };
    const w = window as Win;
    w.__focusSeen ??= [];
    w.__focusStyles ??= new Map();
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    if (el.tagName === 'IFRAME') return null;
    const text = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? (el as HTMLInputElement).value ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : cls} "${text}"`;
    if (!w.__focusSeen.includes(el)) w.__focusSeen.push(el);
    const key = String(w.__focusSeen.indexOf(el));
    const problems: string[] = [];

    // 1. A box, inside the viewport.
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) problems.push(`has no box (${r.width}×${r.height})`);
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    if (r.bottom <= 0 || r.top >= vh || r.right <= 0 || r.left >= vw)
      problems.push(`is off screen (${Math.round(r.left)},${Math.round(r.top)})`);

    // 2. Not hidden behind another element: the topmost element at the centre of one of its boxes
    // (a link wrapped over two lines has two) is itself, inside it, or its label.
    const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
    const hits = (x: number, y: number): Element | null => {
      const top = document.elementFromPoint(Math.min(Math.max(x, 0), vw - 1), Math.min(Math.max(y, 0), vh - 1));
      if (!top || top === el || el.contains(top) || (label && (label === top || label.contains(top)))) return null;
      return top;
    };
    const boxes = [...el.getClientRects()].filter((b) => b.width > 0 && b.height > 0);
    const covers = boxes.map((b) => hits(b.left + b.width / 2, b.top + b.height / 2));
    const cover = covers.length > 0 && covers.every((c) => c !== null) ? covers[0] : null;
    if (cover) {
      const tcls = typeof cover.className === 'string' && cover.className ? `.${cover.className.trim().split(/\s+/)[0]}` : '';
      problems.push(`is covered by ${cover.tagName.toLowerCase()}${tcls}`);
    }

    // 3. The focus indicator, recorded for the comparison with the unfocused state.
    const cs = getComputedStyle(el);
    w.__focusStyles.set(el, {
      outlineStyle: cs.outlineStyle,
      outlineWidth: cs.outlineWidth,
      outlineColor: cs.outlineColor,
      outlineOffset: cs.outlineOffset,
      boxShadow: cs.boxShadow,
    });
    return { key, stop: { what, problems } };
  });

/**
 * The second pass, with nothing focused: for each element seen, whether its focused look had a
 * visible indicator (an outline of 2 px or more with 3:1 contrast against the background behind
 * it, or a box-shadow it lacks unfocused). Returns a problem per element, or '' when fine.
 */
const judgeIndicators = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    type Win = Window & { __focusSeen?: Element[]; __focusStyles?: Map<Element, Record<string, string>> };
    const w = window as Win;
    (document.activeElement as HTMLElement | null)?.blur();
    const rgba = (c: string): [number, number, number, number] | null => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(c);
      if (!m) return null;
      return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])];
    };
    const lum = ([r, g, b]: number[]): number => {
      const ch = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * ch(r!) + 0.7152 * ch(g!) + 0.0722 * ch(b!);
    };
    const contrast = (a: number[], b: number[]): number => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    /** The opaque colour behind an element: its own background when `self`, else its ancestors'. */
    const backdrop = (el: Element | null): number[] => {
      let layers: number[][] = [];
      for (let e = el; e; e = e.parentElement) {
        const c = rgba(getComputedStyle(e).backgroundColor);
        if (c && c[3] > 0) {
          layers.push(c);
          if (c[3] >= 1) break;
        }
      }
      const html = rgba(getComputedStyle(document.documentElement).backgroundColor);
      let base = html && html[3] >= 1 ? html.slice(0, 3) : [255, 255, 255];
      if (layers.length && layers[layers.length - 1]![3]! >= 1) {
        base = layers[layers.length - 1]!.slice(0, 3);
        layers = layers.slice(0, -1);
      }
      for (const c of layers.reverse()) base = base.map((v, i) => c[i]! * c[3]! + v * (1 - c[3]!));
      return base;
    };
    return (w.__focusSeen ?? []).map((el) => {
      const f = w.__focusStyles?.get(el);
      if (!f) return 'no focused style recorded';
      const cs = getComputedStyle(el);
      const width = parseFloat(f.outlineWidth ?? '0');
      if (f.outlineStyle !== 'none' && width > 0) {
        // The browser's own ring: 1 px in Chromium, unlike in every browser; the site draws its own.
        if (f.outlineStyle === 'auto') return `only the browser's default focus ring (outline auto ${f.outlineWidth})`;
        if (width < 2) return `outline only ${width}px wide`;
        const oc = rgba(f.outlineColor ?? '');
        if (!oc || oc[3] === 0) return `outline colour ${f.outlineColor} is transparent`;
        // An outline with an offset is drawn on the parent's background; without, next to the element's own.
        const offset = parseFloat(f.outlineOffset ?? '0');
        const against = offset >= 0 ? backdrop(el.parentElement) : backdrop(el);
        const ratio = contrast(oc, against);
        if (ratio < 3)
          return `outline ${f.outlineColor} has contrast ${ratio.toFixed(2)}:1 against rgb(${against.map(Math.round).join(', ')})`;
        return '';
      }
      if (f.boxShadow && f.boxShadow !== 'none' && f.boxShadow !== cs.boxShadow) return '';
      return `no focus indicator (outline ${f.outlineStyle} ${f.outlineWidth}, box-shadow ${f.boxShadow})`;
    });
  });

/** Tabs through the page from the top; returns each distinct stop with its problems. */
const tabThrough = async (page: Page): Promise<Stop[]> => {
  // Start from the top of the page: after a plain blur, Chromium resumes Tab from the element that
  // had focus (a widget's last button, when the test used the widget first), so focus the body,
  // made focusable outside the Tab order for the walk.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    document.body.tabIndex = -1;
    document.body.focus({ preventScroll: true });
  });
  const stops = new Map<string, Stop>();
  let first: string | undefined;
  for (let i = 0; i < MAX_PRESSES; i++) {
    await page.keyboard.press('Tab');
    const seen = await inspectFocus(page);
    if (!seen) {
      if (first !== undefined) break; // past the last stop, focus left the page
      continue;
    }
    if (seen.key === first) break; // round the loop
    first ??= seen.key;
    const prev = stops.get(seen.key);
    stops.set(seen.key, prev ? { ...prev, problems: [...new Set([...prev.problems, ...seen.stop.problems])] } : seen.stop);
  }
  await page.evaluate(() => document.body.removeAttribute('tabindex'));
  const verdicts = await judgeIndicators(page);
  return [...stops.entries()].map(([key, stop]) => {
    const v = verdicts[Number(key)];
    return v ? { ...stop, problems: [...stop.problems, v] } : stop;
  });
};

for (const p of PAGES) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`/${p}: every Tab stop is on screen, uncovered and visibly focused (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto(p === '' ? './' : p, { waitUntil: 'load' });
      await hydrateAll(page);
      if (p === 'lab/') await expect(page.locator('.ab-lab[data-ready="true"]')).toBeVisible();
      const stops = await tabThrough(page);

      expect(stops.length).toBeGreaterThan(3);
      const bad = stops.filter((s) => s.problems.length > 0).map((s) => `${s.what}: ${s.problems.join('; ')}`);
      expect(bad).toEqual([]);
    });
  }
}

/** The controls that appear only once a widget is used: answers checked, a hand built in the Lab. */
/**
 * The controls that appear only once a widget is used: answers checked, a hand built in the Lab.
 * Set up with Enter rather than clicks, so that no mouse pointer rests on the page: a score-pad
 * entry under it would show its reason on hover and cover its neighbours.
 */
const LIVED_IN: Record<string, { path: string; themes: readonly ('light' | 'dark')[]; setUp: (page: Page) => Promise<void> }> = {
  // One theme: the page itself is checked in both above, and only a few controls are new.
  'the widgets page with the quizzes answered': {
    path: 'reference/widgets/',
    themes: ['dark'],
    setUp: async (page) => {
      const quiz = page.locator('#quiz-fixed');
      await quiz.getByLabel('North–South, above the line').fill('130');
      await quiz.getByRole('button', { name: 'Check' }).press('Enter');
      await expect(quiz.locator('.ab-quiz__hint').first()).toBeVisible();
      await quiz.getByRole('button', { name: 'Show answer' }).press('Enter');
      await expect(quiz.getByText('How the score is made up')).toBeVisible();
      const declarer = page.getByRole('group', { name: 'Declarer quiz' }).first();
      await declarer.getByRole('button', { name: 'North' }).press('Enter');
      await declarer.getByRole('button', { name: 'Check answer' }).press('Enter');
      await expect(declarer.locator('.ab-quiz__hint')).toBeVisible();
      const counter = page.locator('section.ab-honours').first();
      await counter.getByRole('button', { name: 'Show answer' }).press('Enter');
      await expect(counter.locator('.ab-honours__marked')).toBeVisible();
    },
  },
  'the Lab with a hand built and problems listed': {
    path: 'lab/',
    themes: ['light', 'dark'],
    setUp: async (page) => {
      await expect(page.locator('.ab-lab[data-ready="true"][data-readers="true"]')).toBeVisible();
      await page
        .getByLabel('PBN, LIN or a link')
        .fill('[Deal "N:K84.Q952.A73.J82 752.863.864.QT96 A6.AKJT4.K52.K73 QJT93.7.QJT9.A54"]\n[Auction "N"]\n1S 1H');
      await expect(page.locator('.ab-lab__problem').first()).toBeVisible();
      await page.getByLabel('Seed for a random deal').fill('focus');
      await page.getByRole('button', { name: 'Deal', exact: true }).press('Enter');
      const box = page.getByRole('group', { name: 'Bidding box' });
      for (const call of ['1S', 'Pass', 'Pass', 'Pass']) await box.locator(`[data-call="${call}"]`).press('Enter');
      await page.locator('.ab-lab__hand button:not([aria-disabled])').first().press('Enter');
      await expect(page.getByLabel('Link to the hand')).toHaveValue(/#h=/);
    },
  },
};

for (const [name, { path, themes, setUp }] of Object.entries(LIVED_IN)) {
  for (const colorScheme of themes) {
    test(`${name}: every Tab stop is on screen, uncovered and visibly focused (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto(path, { waitUntil: 'load' });
      await hydrateAll(page);
      await setUp(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      const stops = await tabThrough(page);
      expect(stops.length).toBeGreaterThan(3);
      const bad = stops.filter((s) => s.problems.length > 0).map((s) => `${s.what}: ${s.problems.join('; ')}`);
      expect(bad).toEqual([]);
    });
  }
}

/** The checks above can fail: on the home page, broken on purpose, each one reports. */
test('the focus checks catch a missing ring, a faint ring and a covered element', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto('./', { waitUntil: 'load' });
  const style = await page.addStyleTag({ content: '*:focus-visible { outline: none !important; box-shadow: none !important; }' });
  let stops = await tabThrough(page);
  expect(stops.length).toBeGreaterThan(3);
  expect(stops.filter((s) => s.problems.some((m) => m.startsWith('no focus indicator')))).toHaveLength(stops.length);

  await style.evaluate((el) => (el as Element).remove());
  await page.addStyleTag({ content: '*:focus-visible { outline: 2px solid #eeeeee !important; }' });
  stops = await tabThrough(page);
  expect(stops.filter((s) => s.problems.some((m) => m.includes('has contrast'))).length).toBeGreaterThan(3);

  await page.addStyleTag({ content: 'body::after { content: ""; position: fixed; inset: 0; background: #fff; z-index: 1000; }' });
  stops = await tabThrough(page);
  expect(stops.filter((s) => s.problems.some((m) => m.startsWith('is covered by')))).toHaveLength(stops.length);
});
