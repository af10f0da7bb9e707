// @vitest-environment happy-dom
/**
 * The Hand Lab island in a DOM: a pasted broken file shows its errors at the right lines and
 * marks them in the text; the bidding box disables illegal calls and explains a refused one;
 * oversized text is refused with its limit; nothing pasted or typed becomes HTML; a hand opens
 * from the URL fragment and a broken link gets a message; the text and the hand come back on
 * reload (a new render on the same storage); a step link copied from the paste preview holds
 * the pasted board, and opens it at that step, without ever losing the text of the Lab that
 * opens it.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  boardLink,
  emptyHand,
  LAB_KEPT_TEXTS_KEY,
  LAB_TEXT_KEY,
  handReducer,
  linkFromHash,
  MAX_TEXT_CHARS,
  PASTE_STEP_KEY,
  PASTED_LINK_KEY,
  readSource,
  shareLink,
  type HandAction,
  type LabHand,
} from './model.ts';
import { BROKEN_PBN, CLASS_PBN, pbnBoard } from './fixtures.ts';
import { READERS } from './readers.ts';
import { HandLabView } from './View.tsx';

const START = 'http://localhost:3000/lab/';

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', START);
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const lab = async (): Promise<HTMLElement> => {
  const { container } = render(<HandLabView debounce={0} />);
  // Ready, with the format readers loaded (a dynamic import after hydration).
  await waitFor(() => expect(container.querySelector('.ab-lab[data-ready="true"][data-readers="true"]')).not.toBeNull(), {
    timeout: 10_000,
  });
  return container as HTMLElement;
};

const textarea = (): HTMLTextAreaElement => screen.getByLabelText('PBN, LIN or a link') as HTMLTextAreaElement;
const paste = async (text: string): Promise<void> => {
  await act(async () => {
    fireEvent.input(textarea(), { target: { value: text } });
  });
};
/** A shared link opens on the clean view of its hand: "Edit in the Lab" opens the whole Lab. */
const editInLab = async (): Promise<void> => {
  const button = await waitFor(() => screen.getByRole('button', { name: 'Edit in the Lab' }), { timeout: 10_000 });
  await act(async () => {
    fireEvent.click(button);
  });
};
const buildStatus = (container: HTMLElement): HTMLElement =>
  container.querySelector('.ab-lab__panel--build .ab-lab__notice[role="status"]') as HTMLElement;

describe('pasting', () => {
  test('a broken PBN file: the problems with their lines, marked in the text, and linked', async () => {
    const container = await lab();
    await paste(BROKEN_PBN);
    await waitFor(() => expect(container.querySelectorAll('.ab-lab__problem')).toHaveLength(3));
    const items = [...container.querySelectorAll('.ab-lab__problem')];
    expect(items.map((li) => li.querySelector('.ab-lab__where')?.textContent)).toEqual([
      'Line 7, column 4',
      'Line 9, column 1',
      'Line 10, column 10',
    ]);
    expect(items.map((li) => li.getAttribute('data-line'))).toEqual(['7', '9', '10']);
    expect(items[0]!.textContent).toContain('not enough');
    expect(items[0]!.querySelector('a')?.getAttribute('href')).toBe('#lab-line-7');
    // The marks sit on the offending text, and only on the lines with problems.
    const marked = [...container.querySelectorAll('.ab-lab__line--marked')].map((li) => li.id);
    expect(marked).toEqual(['lab-line-7', 'lab-line-9', 'lab-line-10']);
    expect(container.querySelector('#lab-line-7 mark')?.textContent).toContain('1H');
    expect(container.querySelector('#lab-line-10 mark')?.textContent).toContain('HQ');
    expect(container.querySelector('#lab-line-4 .ab-lab__number')?.textContent).toBe('4');
    expect(container.querySelector('.ab-lab__summary')?.textContent).toBe('Read as PBN: 1 board, 3 errors, 0 warnings.');
  });

  test('lenient mode: the same problems become warnings', async () => {
    const container = await lab();
    await paste(BROKEN_PBN);
    await act(async () => {
      fireEvent.click(screen.getByLabelText(/Lenient/));
    });
    await waitFor(() => expect(container.querySelectorAll('.ab-lab__problem--warning').length).toBeGreaterThan(0));
  });

  test('a good file is previewed in the replay; its board opens in the builder', async () => {
    const container = await lab();
    await paste(BROKEN_PBN.replace('1S 1H Pass Pass\nPass\n[Play "E"]\nS2 SA S3 HQ', '1S Pass 2S Pass\nPass Pass'));
    await waitFor(() => expect(container.querySelector('#lab-paste-preview .ab-replay')).not.toBeNull());
    expect(container.querySelectorAll('.ab-lab__problem')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open this board in the builder' }));
    });
    expect(screen.getByLabelText('Title of the hand')).toHaveProperty('value', 'Broken');
    expect(buildStatus(container).textContent).toBe('The hand is open in the builder.');
  });

  test('text over the limit is refused, with the limit in the message', async () => {
    const container = await lab();
    await paste(`[Event "x"]\n${'x'.repeat(MAX_TEXT_CHARS)}`);
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('1,000,000'))).toBe(true));
    expect(container.querySelectorAll('.ab-lab__problem')).toHaveLength(0);
  });

  test('nothing pasted becomes HTML: markup in commentary and tags is shown as text', async () => {
    const container = await lab();
    const evil = BROKEN_PBN.replace('[Event "Broken"]', '[Event "<img src=x onerror=alert(1)>"]').replace(
      '1S 1H Pass Pass\nPass\n[Play "E"]\nS2 SA S3 HQ',
      '1S {<script>alert(1)</script><b>bold</b>} Pass 2S Pass\nPass Pass',
    );
    await paste(evil);
    await waitFor(() => expect(container.querySelector('#lab-paste-preview .ab-replay')).not.toBeNull());
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toContain('<b>bold</b>');
    // The call's comment is in the whole-hand record, which the Lab renders beside its replay.
    const record = container.querySelector('#lab-paste-preview .ab-replay-wrap > .ab-replay__record');
    expect(record?.textContent).toContain('<b>bold</b>');
    expect(record?.querySelector('.ab-auction')).not.toBeNull();
  });

  test('the text comes back on reload', async () => {
    await lab();
    await paste(BROKEN_PBN);
    await waitFor(() => expect(window.localStorage.getItem(LAB_TEXT_KEY)).toBe(BROKEN_PBN));
    cleanup();
    await lab();
    expect(textarea().value).toBe(BROKEN_PBN);
  });
});

/** Deals the hand under construction from a seed, as the reader does: the seed typed, then Deal. */
const deal = async (seed: string): Promise<void> => {
  await act(async () => {
    fireEvent.input(screen.getByLabelText('Seed for a random deal'), { target: { value: seed } });
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
  });
};

describe('building', () => {
  const box = (): HTMLElement => screen.getByRole('group', { name: 'Bidding box' });
  const press = async (key: string): Promise<void> => {
    await act(async () => {
      fireEvent.click(box().querySelector(`[data-call="${key}"]`)!);
    });
  };

  test('the bidding box disables illegal calls, keeping their names, and explains a refused one', async () => {
    const container = await lab();
    await deal('box');
    expect(screen.getByRole('radio', { name: 'North (13 of 13)' })).toBeDefined();
    await press('2H');
    const oneSpade = within(box()).getByRole('button', { name: 'one spade' });
    expect(oneSpade.getAttribute('aria-disabled')).toBe('true');
    expect(box().querySelector('[data-call="XX"]')?.getAttribute('aria-disabled')).toBe('true');
    expect(box().querySelector('[data-call="X"]')?.hasAttribute('aria-disabled')).toBe(false);
    expect(box().querySelector('[data-call="2S"]')?.hasAttribute('aria-disabled')).toBe(false);
    // Every disabled button still has an accessible name (its call in words).
    for (const b of box().querySelectorAll('[aria-disabled="true"]'))
      expect(b.querySelector('.ab-sr-only, span')?.textContent).toBeTruthy();
    await act(async () => {
      fireEvent.click(oneSpade);
    });
    expect(buildStatus(container).textContent).toMatch(/not enough/);
    expect(container.querySelectorAll('.ab-lab__table .ab-auction__cell[data-index]')).toHaveLength(1);
  });

  test('after the auction only legal cards are enabled; a claim ends the hand', async () => {
    const container = await lab();
    await deal('play');
    for (const k of ['1S', 'Pass', 'Pass', 'Pass']) await press(k);
    const hand = screen.getByRole('group', { name: 'Cards of East' });
    expect(hand.querySelectorAll('button[aria-disabled]')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(hand.querySelector('button')!);
    });
    const next = screen.getByRole('group', { name: /^Cards of / });
    const enabled = next.querySelectorAll('button:not([aria-disabled])');
    expect(enabled.length).toBeGreaterThan(0);
    expect(enabled.length).toBeLessThan(13);
    await act(async () => {
      fireEvent.input(screen.getByLabelText(/^Claim:/), { target: { value: '9' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    });
    expect(buildStatus(container).textContent).toBe('Declarer, North, claims 9 tricks.');
  });

  test('a card played from the keyboard hands the focus to the next player’s first legal card', async () => {
    await lab();
    await deal('play');
    for (const k of ['1S', 'Pass', 'Pass', 'Pass']) await press(k);
    for (let i = 0; i < 3; i++) {
      const hand = screen.getByRole('group', { name: /^Cards of / });
      const card = hand.querySelector<HTMLButtonElement>('button[tabindex="0"]')!;
      expect(card.hasAttribute('aria-disabled')).toBe(false);
      card.focus();
      await act(async () => {
        fireEvent.click(card);
      });
      // The played card has left; the focus is on a legal card of the next hand, its tab stop.
      const next = screen.getByRole('group', { name: /^Cards of / });
      expect(next.querySelector(`[data-card="${card.getAttribute('data-card')}"]`)).toBeNull();
      const focused = document.activeElement as HTMLElement;
      expect(next.contains(focused)).toBe(true);
      expect(focused.hasAttribute('aria-disabled')).toBe(false);
      expect(focused.tabIndex).toBe(0);
    }
  });

  test('a note typed for a step is kept on that step, as text', async () => {
    const container = await lab();
    await deal('note');
    await press('1H');
    await act(async () => {
      fireEvent.input(screen.getByLabelText('Note for this step'), { target: { value: '<img src=x> a \\H call' } });
    });
    expect((screen.getByLabelText('Step') as HTMLSelectElement).value).toBe('1');
    expect(container.querySelector('img')).toBeNull();
    // The replay prints the note as text, beside its call, with the PBN suit escape \H as a heart.
    await waitFor(() =>
      expect(container.querySelector('#lab-build-preview')?.textContent ?? '').toContain('<img src=x> a \u2665\uFE0E call'),
    );
  });
});

describe('links', () => {
  const built = (): LabHand =>
    (
      [
        { type: 'randomDeal', seed: 'link' },
        { type: 'call', call: { type: 'bid', level: 1, strain: 'NT' } },
        { type: 'title', text: 'From a link' },
      ] as HandAction[]
    ).reduce((h, a) => handReducer(h, a).hand, emptyHand());

  test('a hand opens from #h=<link>, and the address stays a link to it', async () => {
    const link = shareLink(built());
    window.history.replaceState(null, '', `${START}#h=${link}`);
    const container = await lab();
    // The clean view of the shared hand first, and nothing else of the Lab.
    expect(screen.getByRole('heading', { level: 2, name: 'A shared hand: From a link' })).toBeTruthy();
    expect(screen.queryByLabelText('PBN, LIN or a link')).toBeNull();
    await editInLab();
    expect(screen.getByLabelText('Title of the hand')).toHaveProperty('value', 'From a link');
    expect(buildStatus(container).textContent).toBe('The hand from the link is open.');
    await waitFor(() => expect(screen.getByLabelText('Link to the hand').getAttribute('data-link')).toBe(link));
    expect(window.location.hash).toBe(`#h=${link}`);
  });

  test('a broken link gets a clear message and the page still works', async () => {
    window.history.replaceState(null, '', `${START}#h=1notareallink`);
    await lab();
    expect(screen.getByRole('alert').textContent).toMatch(/cannot be opened/);
    expect(screen.getByRole('heading', { name: 'Build a hand' })).toBeDefined();
  });

  test('the hand under construction comes back on reload', async () => {
    await lab();
    await deal('again');
    const link = await waitFor(() => {
      const l = screen.getByLabelText('Link to the hand').getAttribute('data-link');
      expect(l).toBeTruthy();
      return l;
    });
    // Leaving the page keeps the hand at once, without waiting for the pause.
    cleanup();
    window.history.replaceState(null, '', START);
    await lab();
    await waitFor(() => expect(screen.getByLabelText('Link to the hand').getAttribute('data-link')).toBe(link));
  });
});

test('the server render has the three parts and no share link (it needs the page’s address)', () => {
  const html = renderToString(<HandLabView />);
  expect(html).toContain('Paste or drop a hand');
  expect(html).toContain('Build a hand');
  expect(html).toContain('Share your hand');
  expect(html).not.toContain('#h=');
  expect(html).not.toContain('dangerouslySetInnerHTML');
});

test('the card picker is one tab stop; the arrow keys move between cards', async () => {
  await lab();
  const cards = screen.getByRole('group', { name: 'The 52 cards' });
  const buttons = [...cards.querySelectorAll<HTMLButtonElement>('button[data-cell]')];
  expect(buttons).toHaveLength(52);
  expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
  buttons[0]!.focus();
  await act(async () => {
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
  });
  expect(document.activeElement).toBe(buttons[1]);
  await act(async () => {
    fireEvent.keyDown(buttons[1]!, { key: 'ArrowDown' });
  });
  expect(document.activeElement).toBe(buttons[14]);
  expect(buttons[14]!.tabIndex).toBe(0);
  expect(buttons[0]!.tabIndex).toBe(-1);
  expect(buttons[14]!.getAttribute('aria-label')).toBe('the king of hearts, not dealt');
});

test('Clear asks first; "Keep it" or Escape withdraws the question and gives the focus back to Clear', async () => {
  await lab();
  await paste('[Event "Kept"]');
  const clear = (): HTMLElement => screen.getByRole('button', { name: 'Clear the text' });
  for (const withdraw of ['Keep it', 'Escape'] as const) {
    await act(async () => {
      fireEvent.click(clear());
    });
    const keep = screen.getByRole('button', { name: 'Keep it' });
    expect(document.activeElement).toBe(keep);
    await act(async () => {
      if (withdraw === 'Escape') fireEvent.keyDown(keep, { key: 'Escape' });
      else fireEvent.click(keep);
    });
    expect(screen.queryByRole('button', { name: 'Keep it' })).toBeNull();
    expect(document.activeElement).toBe(clear());
    expect(textarea().value).toBe('[Event "Kept"]');
  }
});

describe('a link to a step of the pasted hand', () => {
  const SECOND = boardLink(readSource(READERS, CLASS_PBN).boards[1])!;

  const preview = (): HTMLElement => document.getElementById('lab-paste-preview')!;
  const replay = async (): Promise<HTMLElement> =>
    waitFor(() => {
      const r = preview().querySelector<HTMLElement>('.ab-replay[data-step]');
      expect(r).not.toBeNull();
      return r!;
    });
  const next = async (times: number): Promise<void> => {
    for (let i = 0; i < times; i++) {
      await act(async () => {
        fireEvent.click(within(preview()).getByRole('button', { name: 'Next step' }));
      });
    }
  };
  const chooseBoard = async (index: number): Promise<void> => {
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Board to show'), { target: { value: String(index) } });
    });
  };
  const copied = async (): Promise<string> => {
    let text = '';
    const writeText = vi.fn(async (t: string) => {
      text = t;
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(async () => {
      fireEvent.click(within(preview()).getByRole('button', { name: 'Copy link to this step' }));
    });
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    return text;
  };

  test('the copied link holds the board on preview and the step, and opens them in a fresh Lab', async () => {
    await lab();
    await paste(CLASS_PBN);
    await replay();
    await chooseBoard(1);
    await waitFor(() => expect(linkFromHash(window.location.hash, PASTED_LINK_KEY)).toBe(SECOND));
    await next(5);
    expect((await replay()).getAttribute('data-step')).toBe('5');
    const title = preview().querySelector('.ab-replay__title')?.textContent;
    const status = preview().querySelector('.ab-replay__status')?.textContent;
    const url = await copied();
    const hash = new URL(url).hash;
    expect(linkFromHash(hash, PASTED_LINK_KEY)).toBe(SECOND);
    expect(hash).toContain(`${PASTE_STEP_KEY}=5`);

    // Another reader, another browser: nothing kept, the link in the address.
    cleanup();
    window.localStorage.clear();
    window.history.replaceState(null, '', url);
    await lab();
    // The clean view of the shared board, at the step of the link.
    await waitFor(() => expect(document.querySelector('.ab-lab__shared .ab-replay[data-step]')?.getAttribute('data-step')).toBe('5'), {
      timeout: 10_000,
    });
    expect(document.querySelector('.ab-lab__shared .ab-replay__title')?.textContent).toBe(title);
    await editInLab();
    await waitFor(() => expect(textarea().value).toBe(SECOND));
    await waitFor(async () => expect((await replay()).getAttribute('data-step')).toBe('5'));
    expect(preview().querySelector('.ab-replay__title')?.textContent).toBe(title);
    expect(preview().querySelector('.ab-replay__status')?.textContent).toBe(status);
    expect(preview().querySelector('.ab-replay__record')?.textContent).toContain('Open the long suit');
    // Nothing of the reader's was replaced, so nothing is offered back.
    expect(screen.queryByRole('button', { name: 'Bring back my text' })).toBeNull();
  });

  test('reload keeps the text, the board and the step: the address names a board the text holds', async () => {
    await lab();
    await paste(CLASS_PBN);
    await replay();
    await chooseBoard(1);
    await next(2);
    await waitFor(() => expect(window.localStorage.getItem(LAB_TEXT_KEY)).toBe(CLASS_PBN));
    await waitFor(() => expect(linkFromHash(window.location.hash, PASTED_LINK_KEY)).toBe(SECOND));
    const address = window.location.href;
    cleanup();
    window.history.replaceState(null, '', address);
    await lab();
    await waitFor(async () => expect((await replay()).getAttribute('data-step')).toBe('2'));
    expect(textarea().value).toBe(CLASS_PBN);
    expect((screen.getByLabelText('Board to show') as HTMLSelectElement).value).toBe('1');
    expect(screen.queryByRole('button', { name: 'Bring back my text' })).toBeNull();
    expect(window.localStorage.getItem(LAB_KEPT_TEXTS_KEY)).toBeNull();
  });

  test('opened in a Lab that has another text, the link takes the box and the text is kept, to bring back', async () => {
    const mine = pbnBoard(9, 'N:752.863.864.QT96 K84.Q952.A73.J82 QJT93.7.QJT9.A54 A6.AKJT4.K52.K73', ['1NT Pass Pass Pass']);
    window.localStorage.setItem(LAB_TEXT_KEY, mine);
    window.history.replaceState(null, '', `${START}#${PASTED_LINK_KEY}=${SECOND}&${PASTE_STEP_KEY}=3`);
    await lab();
    await editInLab();
    await waitFor(() => expect(textarea().value).toBe(SECOND));
    await waitFor(async () => expect((await replay()).getAttribute('data-step')).toBe('3'));
    expect(JSON.parse(window.localStorage.getItem(LAB_KEPT_TEXTS_KEY)!).texts).toEqual([mine]);
    // Kept across a reload too.
    await waitFor(() => expect(window.localStorage.getItem(LAB_TEXT_KEY)).toBe(SECOND));
    const address = window.location.href;
    cleanup();
    window.history.replaceState(null, '', address);
    await lab();
    await waitFor(() => expect(textarea().value).toBe(SECOND));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Bring back my text' }));
    });
    expect(textarea().value).toBe(mine);
    expect(document.activeElement).toBe(textarea());
    // The box held only the link, which the address still had: nothing more to bring back.
    expect(screen.queryByRole('button', { name: 'Bring back my text' })).toBeNull();
    expect(window.localStorage.getItem(LAB_KEPT_TEXTS_KEY)).toBeNull();
    // The address now follows the reader's own board, from its first step.
    await waitFor(() => expect(linkFromHash(window.location.hash, PASTED_LINK_KEY)).toBe(boardLink(readSource(READERS, mine).boards[0])));
    expect(window.location.hash).not.toContain(PASTE_STEP_KEY);
  });

  test('a broken link in the address is reported, and the reader’s text stays', async () => {
    const mine = '[Event "Mine"]';
    window.localStorage.setItem(LAB_TEXT_KEY, mine);
    window.history.replaceState(null, '', `${START}#${PASTED_LINK_KEY}=${SECOND.slice(0, -3)}zzz&${PASTE_STEP_KEY}=4`);
    await lab();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/cannot be opened/));
    expect(textarea().value).toBe(mine);
    expect(window.localStorage.getItem(LAB_KEPT_TEXTS_KEY)).toBeNull();
    // The address names what is on show (nothing: this text has no board), so no copied link holds the broken one.
    await waitFor(() => expect(linkFromHash(window.location.hash, PASTED_LINK_KEY)).toBeNull());
    expect(window.location.hash).not.toContain(PASTE_STEP_KEY);
  });

  test('a text with errors is not previewed and leaves no board in the address; another board starts at its first step', async () => {
    const container = await lab();
    await paste(CLASS_PBN);
    await replay();
    await next(3);
    await waitFor(() => expect(window.location.hash).toContain(`${PASTE_STEP_KEY}=3`));
    await chooseBoard(1);
    await waitFor(() => expect(linkFromHash(window.location.hash, PASTED_LINK_KEY)).toBe(SECOND));
    expect(window.location.hash).not.toContain(PASTE_STEP_KEY);
    expect((await replay()).getAttribute('data-step')).toBe('0');
    await paste(BROKEN_PBN);
    await waitFor(() => expect(container.querySelectorAll('.ab-lab__problem')).toHaveLength(3));
    expect(preview()).toBeNull();
    await waitFor(() => expect(linkFromHash(window.location.hash, PASTED_LINK_KEY)).toBeNull());
  });

  test('the hand under construction keeps its own link beside the pasted board', async () => {
    await lab();
    await deal('both');
    await paste(CLASS_PBN);
    await replay();
    const built = await waitFor(() => {
      const l = screen.getByLabelText('Link to the hand').getAttribute('data-link');
      expect(l).toBeTruthy();
      return l!;
    });
    await waitFor(() =>
      expect(linkFromHash(window.location.hash, PASTED_LINK_KEY)).toBe(boardLink(readSource(READERS, CLASS_PBN).boards[0])),
    );
    expect(linkFromHash(window.location.hash)).toBe(built);
  });
});
