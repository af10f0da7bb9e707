// @vitest-environment happy-dom
/**
 * The hand sheet as rendered at build time: the whole hand in static HTML, no controls, every
 * card and comment readable as words, and commentary shown as text, never as HTML.
 */
import { cleanup, render, screen, within } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, test } from 'vitest';
import { FOUR_HEARTS_RECORD, FOUR_HEARTS, PASSED_OUT, timelineOf } from '../HandReplay/fixtures.ts';
import { HandSheetView } from './View.tsx';

afterEach(cleanup);

const props = { id: 'sheet', title: 'Drawing trumps first', ruleSetLabel: 'Whist Club Laws 1926' };

describe('the hand sheet', () => {
  test('a titled article with the facts, the deal, the auction and the play', () => {
    render(<HandSheetView {...props} timeline={FOUR_HEARTS} lesson={{ number: 6, title: 'The play' }} />);
    const sheet = screen.getByRole('article', { name: 'Drawing trumps first' });
    expect(within(sheet).getByRole('heading', { level: 2, name: 'Drawing trumps first' })).toBeTruthy();
    expect(sheet.textContent).toContain('Whist Club Laws 1926');
    expect(sheet.textContent).toContain('6. The play');
    expect(within(sheet).getByRole('figure', { name: 'The four hands, dealer South' })).toBeTruthy();
    expect(within(sheet).getByRole('table', { name: 'Auction, dealer South' })).toBeTruthy();
    const play = within(sheet).getByRole('table', { name: 'The play, trick by trick' });
    expect(within(play).getAllByRole('row')).toHaveLength(14);
  });

  test('every comment: the introduction, the notes on calls and on cards, with suit symbols', () => {
    const { container } = render(<HandSheetView {...props} timeline={FOUR_HEARTS} />);
    const text = container.textContent ?? '';
    expect(text).toContain('South counts on ten tricks.');
    expect(text).toContain('South names hearts first.');
    expect(text).toContain('West leads the top of his ♠\uFE0E sequence.');
    expect(text).toContain('East plays the ♣\uFE0E9, not the queen.');
    expect(text).toContain('The declaring side won ten tricks.');
  });

  test('cards are read as words; who led and who won are said, not only underlined and bold', () => {
    render(<HandSheetView {...props} timeline={FOUR_HEARTS} />);
    const play = screen.getByRole('table', { name: 'The play, trick by trick' });
    const firstTrick = within(play).getAllByRole('row')[1] as HTMLElement;
    expect(firstTrick.textContent).toContain('the queen of spades, led');
    expect(firstTrick.textContent).toContain('the ace of spades, wins the trick');
  });

  test('no buttons, fields or links: it is paper', () => {
    const { container } = render(<HandSheetView {...props} timeline={FOUR_HEARTS} url="https://x.org/hands/a/" />);
    expect(container.querySelectorAll('button, input, select, textarea, a')).toHaveLength(0);
    expect(container.textContent).toContain('From https://x.org/hands/a/');
  });

  test('commentary is text: markup in a note is shown, never run', () => {
    const timeline = timelineOf({ ...FOUR_HEARTS_RECORD, intro: '<img src=x onerror="alert(1)"> <b>bold</b>' });
    const html = renderToString(<HandSheetView {...props} timeline={timeline} />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=');
  });

  test('a passed-out hand: the auction, no play table', () => {
    render(<HandSheetView {...props} timeline={PASSED_OUT} />);
    expect(screen.queryByRole('table', { name: 'The play, trick by trick' })).toBeNull();
    expect(screen.getByRole('article').textContent).toContain('Passed out');
  });

  test('the sheet says how densely it is set, and Pagefind leaves it out (the replay has the same words)', () => {
    const html = renderToString(<HandSheetView {...props} timeline={FOUR_HEARTS} />);
    expect(html).toContain('data-density="normal"');
    expect(html).toContain('data-pagefind-ignore="all"');
  });
});
