// @vitest-environment happy-dom
/**
 * The packed replay island: with a packed timeline it renders exactly what the View renders
 * with the timeline itself (server and live), so hydration finds the server's HTML; with a
 * string it cannot unpack it says so in words instead of crashing.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { packTimeline } from '../../engine/timeline-pack.ts';
import { CLAIMED, DOUBLED, FOUR_HEARTS, PASSED_OUT } from './fixtures.ts';
import { HandReplayIsland, wakeAnalysis } from './Island.tsx';
import { HandReplayView } from './View.tsx';

beforeEach(() => window.history.replaceState(null, '', 'http://localhost:3000/course/lesson/'));
afterEach(cleanup);

describe('a packed timeline', () => {
  test.each([
    ['four hearts, every card', FOUR_HEARTS],
    ['a claim', CLAIMED],
    ['doubled and redoubled, no play', DOUBLED],
    ['passed out', PASSED_OUT],
  ] as const)('renders on the server exactly as the View with the timeline: %s', (_name, timeline) => {
    const packed = renderToString(<HandReplayIsland packed={packTimeline(timeline)} id="demo" show="declarer" lang="en" />);
    expect(packed).toBe(renderToString(<HandReplayView timeline={timeline} id="demo" show="declarer" lang="en" />));
    expect(packed).toContain('ab-replay');
  });

  test('live, it steps through the hand and keeps the step in the URL', () => {
    render(<HandReplayIsland packed={packTimeline(FOUR_HEARTS)} id="demo" />);
    const replay = screen.getByRole('group', { name: /^Hand replay: Drawing trumps first/ });
    expect(replay.getAttribute('data-step')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Last step' }));
    expect(replay.getAttribute('data-step')).toBe(String(FOUR_HEARTS.steps.length - 1));
    expect(window.location.hash).toContain(`hand-demo=${FOUR_HEARTS.steps.length - 1}`);
  });
});

describe('a string it cannot unpack', () => {
  const good = packTimeline(FOUR_HEARTS);
  test.each([
    ['garbage', 'not a replay at all', /not a packed hand replay/],
    ['an older format', `tl0${good.slice(3)}`, /packed in format 0; this page reads format 1/],
    ['truncated', good.slice(0, good.length - 10), /cut short or damaged/],
  ])('%s: a message in words, no replay', (_name, packed, words) => {
    render(<HandReplayIsland packed={packed} id="demo" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^This hand replay cannot be shown: /);
    expect(alert.textContent).toMatch(words);
    expect(screen.queryByRole('group', { name: /^Hand replay/ })).toBeNull();
  });
});

describe('children: the static record from the slot', () => {
  test('render after the replay, in their own box, and none without children', () => {
    const packed = packTimeline(FOUR_HEARTS);
    const html = renderToString(
      <HandReplayIsland packed={packed} id="kids">
        <p class="from-slot">the whole hand</p>
      </HandReplayIsland>,
    );
    expect(html.startsWith(renderToString(<HandReplayView timeline={FOUR_HEARTS} id="kids" />))).toBe(true);
    expect(html).toContain('<div class="ab-replay__static"><p class="from-slot">the whole hand</p></div>');
    expect(renderToString(<HandReplayIsland packed={packed} id="kids" />)).not.toContain('ab-replay__static');
  });

  test('stay beside the message when the timeline cannot be unpacked', () => {
    const html = renderToString(
      <HandReplayIsland packed="tl9garbage" id="bad">
        <p class="from-slot">the whole hand</p>
      </HandReplayIsland>,
    );
    expect(html).toContain('This hand replay cannot be shown:');
    expect(html).toContain('from-slot');
  });
});

describe('the double-dummy lines under the replay (StepAnalysis.astro), woken by the island', () => {
  /** A replay at step 3 and its box of lines, as the pages write them; `key` keeps the choice. */
  const page = (id: string, key: string): { toggle: HTMLElement; line: HTMLElement; wrap: HTMLElement } => {
    document.body.innerHTML = `<div class="ab-replay-wrap"><section id="replay-${id}" data-step="3"></section>
      <section id="replay-${id}-dd" data-dd-steps data-replay="replay-${id}" data-dd-key="${key}">
        <button type="button" data-dd-toggle aria-pressed="false" hidden>Show</button>
        <div><p data-dd-step="3" hidden>With best play from here: ten tricks.</p></div></section></div>`;
    return {
      toggle: document.querySelector<HTMLElement>('[data-dd-toggle]')!,
      line: document.querySelector<HTMLElement>('[data-dd-step]')!,
      wrap: document.querySelector<HTMLElement>('.ab-replay-wrap')!,
    };
  };
  afterEach(() => {
    document.body.innerHTML = '';
  });

  test('off: the toggle shows, nothing else; the press loads their code, turns them on and keeps the choice', async () => {
    const { toggle, line, wrap } = page('dd-off', 'test:dd-off');
    wakeAnalysis('dd-off');
    expect(toggle.hidden).toBe(false);
    expect(line.hidden).toBe(true);
    expect(wrap.hasAttribute('data-dd-on')).toBe(false);
    toggle.click();
    await vi.waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(line.hidden).toBe(false);
    expect(wrap.hasAttribute('data-dd-on')).toBe(true);
    expect(localStorage.getItem('test:dd-off')).toBe('on');
    toggle.click();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(line.hidden).toBe(true);
  });

  test('kept on: the lines show at once, the step’s own', async () => {
    localStorage.setItem('test:dd-on', 'on');
    const { toggle, line } = page('dd-on', 'test:dd-on');
    wakeAnalysis('dd-on');
    await vi.waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(line.hidden).toBe(false);
  });

  test('a replay without lines: nothing happens', () => {
    document.body.innerHTML = '<section id="replay-none" data-step="0"></section>';
    expect(() => wakeAnalysis('none')).not.toThrow();
  });
});
