// @vitest-environment happy-dom
/**
 * The packed replay island: with a packed timeline it renders exactly what the View renders
 * with the timeline itself (server and live), so hydration finds the server's HTML; with a
 * string it cannot unpack it says so in words instead of crashing.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { packTimeline } from '../../engine/timeline-pack.ts';
import { CLAIMED, DOUBLED, FOUR_HEARTS, PASSED_OUT } from './fixtures.ts';
import { HandReplayIsland } from './Island.tsx';
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
