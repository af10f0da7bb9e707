// @vitest-environment happy-dom
/**
 * The hand replay island in a DOM: without JavaScript (server render) only its title (the whole
 * hand is Record.tsx, rendered by the page beside the island), then the live replay: buttons by
 * name, the keyboard, the live region, the step in the URL, going to a trick, copying a link,
 * and which hands are face up.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FOUR_HEARTS } from './fixtures.ts';
import { goToTrick, lastStep } from './model.ts';
import { MoveListView } from '../MoveList/MoveList.tsx';
import { HandReplayView } from './View.tsx';

const START = 'http://localhost:3000/course/lesson/';
const LAST = lastStep(FOUR_HEARTS);

beforeEach(() => window.history.replaceState(null, '', START));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const replay = (): HTMLElement => screen.getByRole('group', { name: 'Hand replay: Drawing trumps first (board 1)' });
const live = (): HTMLElement => replay().querySelector('[aria-live="polite"]') as HTMLElement;
const stepOf = (): number => Number(replay().getAttribute('data-step'));
const button = (name: string): HTMLElement => screen.getByRole('button', { name });

describe('without JavaScript (the server render)', () => {
  const html = renderToString(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);

  test('the island holds the title, not the whole hand: the page renders the record beside it (Record.tsx)', () => {
    expect(html).toContain('Drawing trumps first (board 1)');
    expect(html).not.toContain('ab-replay__record');
    expect(html).not.toContain('The play, trick by trick');
    expect(html).not.toContain('<th scope="row">');
  });

  test('no controls and no focus stop: they would do nothing', () => {
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<select');
    expect(html).not.toContain('tabindex');
  });
});

describe('live, the island renders no record either', () => {
  test('no .ab-replay__record and no play table in the live replay', () => {
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    expect(replay().querySelector('.ab-replay__live')).not.toBeNull();
    expect(replay().querySelector('.ab-replay__record')).toBeNull();
    expect(replay().querySelector('.ab-play')).toBeNull();
  });
});

describe('the live replay', () => {
  test('opens at the start, with the four buttons named and the ends marked', () => {
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    expect(stepOf()).toBe(0);
    expect(button('First step').getAttribute('aria-disabled')).toBe('true');
    expect(button('Previous step').getAttribute('aria-disabled')).toBe('true');
    expect(button('Next step').getAttribute('aria-disabled')).toBeNull();
    expect(button('Last step').getAttribute('aria-disabled')).toBeNull();
    expect(replay().getAttribute('tabindex')).toBe('0');
    expect(replay().id).toBe('replay-demo');
    // Nothing is announced until the reader moves.
    expect(live().textContent).toBe('');
  });

  test('Next step announces the call in words and keeps the step in the URL', () => {
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    fireEvent.click(button('Next step'));
    expect(stepOf()).toBe(1);
    expect(live().textContent).toBe('South bids one heart. South names hearts first.');
    expect(window.location.hash).toBe('#hand-demo=1');
    fireEvent.click(button('Next step'));
    expect(live().textContent).toBe('West bids one spade.');
    expect(window.location.hash).toBe('#hand-demo=2');
  });

  test('Last, Previous and First step', () => {
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    fireEvent.click(button('Last step'));
    expect(stepOf()).toBe(LAST);
    expect(live().textContent).toBe('North (dummy) plays the queen of hearts. Trick 13 to North.');
    expect(button('Next step').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button('Previous step'));
    expect(stepOf()).toBe(LAST - 1);
    fireEvent.click(button('First step'));
    expect(stepOf()).toBe(0);
    // Back at the start the URL needs no step.
    expect(window.location.hash).toBe('');
    expect(window.location.href).toBe(START);
  });

  test('a disabled button does nothing', () => {
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    fireEvent.click(button('Previous step'));
    expect(stepOf()).toBe(0);
    expect(live().textContent).toBe('');
  });

  test('the keyboard: → ← Home End when the replay has focus', () => {
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    const group = replay();
    group.focus();
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(stepOf()).toBe(2);
    fireEvent.keyDown(group, { key: 'ArrowLeft' });
    expect(stepOf()).toBe(1);
    fireEvent.keyDown(group, { key: 'End' });
    expect(stepOf()).toBe(LAST);
    fireEvent.keyDown(group, { key: 'Home' });
    expect(stepOf()).toBe(0);
    // From a button inside the replay too.
    fireEvent.keyDown(button('Next step'), { key: 'ArrowRight' });
    expect(stepOf()).toBe(1);
  });

  test('keys are left alone with a modifier, or in the trick choice', () => {
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    fireEvent.keyDown(replay(), { key: 'ArrowRight', altKey: true });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Go to trick' }), { key: 'ArrowRight' });
    expect(stepOf()).toBe(0);
  });

  test('Go to trick jumps to the lead of that trick', () => {
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    const select = screen.getByRole('combobox', { name: 'Go to trick' }) as HTMLSelectElement;
    expect(within(select).getAllByRole('option')).toHaveLength(14);
    fireEvent.change(select, { target: { value: '3' } });
    expect(stepOf()).toBe(goToTrick(FOUR_HEARTS, 3));
    expect(live().textContent).toBe('South leads the king of hearts.');
    expect(select.value).toBe('3');
    fireEvent.change(select, { target: { value: '0' } });
    expect(stepOf()).toBe(0);
  });

  test('the trick on the table, and the tricks won', () => {
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    const diagram = replay().querySelector('.ab-replay__live') as HTMLElement;
    act(() => {
      for (let i = 0; i < 10; i++) fireEvent.click(button('Next step'));
    });
    const trick = within(diagram).getByRole('group', { name: 'Trick 1' });
    expect(trick.textContent).toContain('West: the queen of spades');
    expect(trick.textContent).toContain('South: the ace of spades, wins the trick');
    expect(diagram.textContent).toContain('Tricks won: North–South 1, East–West 0');
  });
});

describe('the step in the URL', () => {
  test('a link to a step opens there', () => {
    window.history.replaceState(null, '', `${START}#hand-demo=10`);
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    expect(stepOf()).toBe(10);
    expect(screen.getByText(/Step 10 of 58/)).toBeTruthy();
  });

  test('another replay on the page keeps its own step', () => {
    window.history.replaceState(null, '', `${START}#hand-other=4`);
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    expect(stepOf()).toBe(0);
    fireEvent.click(button('Next step'));
    expect(window.location.hash).toBe('#hand-other=4&hand-demo=1');
  });

  test.each([
    ['#hand-demo=abc', 0],
    ['#hand-demo=-3', 0],
    ['#hand-demo=9999', LAST],
  ])('garbage in the URL (%s) opens at step %i', (hash, expected) => {
    window.history.replaceState(null, '', `${START}${hash}`);
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    expect(stepOf()).toBe(expected);
  });

  test('a link followed on the same page moves the replay', () => {
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    act(() => {
      window.history.replaceState(null, '', `${START}#hand-demo=7`);
      window.dispatchEvent(new Event('hashchange'));
    });
    expect(stepOf()).toBe(7);
  });
});

describe('copying a link to the step', () => {
  test('puts the URL of this step on the clipboard and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    fireEvent.click(button('Next step'));
    fireEvent.click(button('Next step'));
    await act(async () => {
      fireEvent.click(button('Copy link to this step'));
    });
    expect(writeText).toHaveBeenCalledWith(`${START}#hand-demo=2`);
    await waitFor(() => expect(live().textContent).toBe('Link copied'));
    // Seen too, beside the button, until the reader steps on.
    expect(replay().querySelector('.ab-replay__copied')?.textContent).toBe('Copied');
    fireEvent.click(button('Next step'));
    expect(replay().querySelector('.ab-replay__copied')?.textContent).toBe('');
  });

  test('copies the link the page gives for this step, when it gives one (the Lab)', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const linkFor = vi.fn((step: number) => `https://x.org/lab/#p=1abc&hand-demo=${step}`);
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" linkFor={linkFor} />);
    fireEvent.click(button('Next step'));
    fireEvent.click(button('Next step'));
    fireEvent.click(button('Next step'));
    await act(async () => {
      fireEvent.click(button('Copy link to this step'));
    });
    expect(linkFor).toHaveBeenLastCalledWith(3);
    expect(writeText).toHaveBeenCalledWith('https://x.org/lab/#p=1abc&hand-demo=3');
  });

  test('without a clipboard, selects the link in a text field', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    fireEvent.click(button('Next step'));
    await act(async () => {
      fireEvent.click(button('Copy link to this step'));
    });
    const field = screen.getByRole('textbox', { name: 'Link to this step' }) as HTMLInputElement;
    expect(field.value).toBe(`${START}#hand-demo=1`);
    expect(document.activeElement).toBe(field);
    expect(live().textContent).toMatch(/^The link is selected/);
  });
});

describe('which hands are face up', () => {
  const hands = (): Record<string, string> =>
    Object.fromEntries(
      Array.from(replay().querySelectorAll('.ab-replay__live [data-seat][data-state]')).map((el) => [
        el.getAttribute('data-seat'),
        el.getAttribute('data-state'),
      ]),
    );

  test('by default all four, as in a book', () => {
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    expect(hands()).toEqual({ N: 'shown', E: 'shown', S: 'shown', W: 'shown' });
  });

  test("declarer's view: dummy only after the opening lead", () => {
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" show="declarer" />);
    expect(hands()).toEqual({ N: 'hidden', E: 'hidden', S: 'shown', W: 'hidden' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Go to trick' }), { target: { value: '1' } });
    expect(live().textContent).toMatch(/^West leads the queen of spades/);
    expect(hands()).toEqual({ N: 'shown', E: 'hidden', S: 'shown', W: 'hidden' });
  });

  test('played cards stay in their hand, greyed and spoken apart; D shows the whole deal as dealt', () => {
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    const west = () => within(replay().querySelector('.ab-replay__live') as HTMLElement).getByRole('group', { name: /^West/ });
    expect(west().querySelectorAll('.ab-hand__played')).toHaveLength(0);
    fireEvent.change(screen.getByRole('combobox', { name: 'Go to trick' }), { target: { value: '1' } });
    const played = [...west().querySelectorAll('.ab-hand__played')].map((e) => e.textContent);
    expect(played).toEqual(['Q']);
    expect(west().textContent).toContain('spades: jack, ten, nine, three; played: queen');
    // D: the four hands as dealt, nothing greyed; D again: back to the table.
    fireEvent.keyDown(replay(), { key: 'd' });
    expect(button('Whole deal').getAttribute('aria-pressed')).toBe('true');
    expect(west().querySelectorAll('.ab-hand__played')).toHaveLength(0);
    expect(west().textContent).toContain('Q J 10 9 3');
    expect(live().textContent).toMatch(/whole deal/);
    fireEvent.click(button('Whole deal'));
    expect(west().querySelectorAll('.ab-hand__played')).toHaveLength(1);
  });

  test('the seat to act is marked on its hand, in words too', () => {
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    const table = () => within(replay().querySelector('.ab-replay__live') as HTMLElement);
    const dealer = FOUR_HEARTS.steps[0]!.toAct!;
    expect(
      table()
        .getByRole('group', { name: /, to play$/ })
        .getAttribute('data-seat'),
    ).toBe(dealer);
    fireEvent.click(button('Next step'));
    const next = FOUR_HEARTS.steps[1]!.toAct!;
    expect(next).not.toBe(dealer);
    expect(
      table()
        .getByRole('group', { name: /, to play$/ })
        .getAttribute('data-seat'),
    ).toBe(next);
    expect(replay().querySelectorAll('.ab-hand--active')).toHaveLength(1);
  });
});

describe('commentary', () => {
  test('shows the comment of the current step as text', () => {
    render(<HandReplayView timeline={FOUR_HEARTS} id="demo" />);
    const panel = () => screen.queryByRole('region', { name: 'Commentary' });
    expect(panel()?.textContent).toContain('South counts on ten tricks.');
    fireEvent.click(button('Next step'));
    expect(panel()?.textContent).toBe('South names hearts first.');
    fireEvent.click(button('Next step'));
    expect(panel()).toBeNull();
  });
});

describe('the move list and the score (the slots the pages fill)', () => {
  const withSlots = () =>
    render(
      <HandReplayView
        timeline={FOUR_HEARTS}
        id="demo"
        moves={<MoveListView timeline={FOUR_HEARTS} />}
        score={
          <div>
            <div data-rules="whist-club-1926" data-own="">
              own
            </div>
            <div data-rules="whist-club-1915" hidden>
              chosen
            </div>
            <div data-rules="contract-rubber" data-always="">
              contract
            </div>
          </div>
        }
      />,
    );

  test('a call or a card in the list goes to its step, and the current one is marked', () => {
    withSlots();
    const moves = within(screen.getByRole('navigation', { name: 'Moves: the auction and the play' }));
    const lead = FOUR_HEARTS.trickStarts[0]!;
    fireEvent.click(moves.getByRole('button', { name: /^Trick 1, West: the queen of spades, leads$/ }));
    expect(replay().getAttribute('data-step')).toBe(String(lead));
    expect(live().textContent).toMatch(/^West leads the queen of spades/);
    const current = replay().querySelectorAll('[aria-current="step"]');
    expect(current).toHaveLength(1);
    expect(current[0]?.getAttribute('data-step')).toBe(String(lead));
    // One tab stop: the current move.
    expect([...replay().querySelectorAll<HTMLElement>('.ab-moves [tabindex="0"]')].map((e) => e.dataset['step'])).toEqual([String(lead)]);
    // Moves after the current one are marked as still to come; those before are not.
    expect(
      replay()
        .querySelector(`[data-step="${lead + 1}"]`)
        ?.hasAttribute('data-future'),
    ).toBe(true);
    expect(replay().querySelector('[data-step="1"]')?.hasAttribute('data-future')).toBe(false);
    fireEvent.click(moves.getByRole('button', { name: 'The deal' }));
    expect(replay().getAttribute('data-step')).toBe('0');
  });

  test("the score shows at the last step only, under the reader's chosen code and Contract", () => {
    localStorage.setItem('auction-bridge:rule-set', 'whist-club-1915');
    try {
      withSlots();
      const box = () => replay().querySelector('.ab-replay__score') as HTMLElement;
      expect(box().hidden).toBe(true);
      fireEvent.click(button('Last step'));
      expect(box().hidden).toBe(false);
      const shown = [...box().querySelectorAll<HTMLElement>('[data-rules]')].filter((b) => !b.hidden).map((b) => b.dataset['rules']);
      expect(shown).toEqual(['whist-club-1915', 'contract-rubber']);
    } finally {
      localStorage.removeItem('auction-bridge:rule-set');
    }
  });
});
