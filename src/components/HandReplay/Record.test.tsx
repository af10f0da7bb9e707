// @vitest-environment happy-dom
/**
 * The whole-hand record (Record.tsx) as the build renders it beside the replay's island: the
 * deal, the auction, all the tricks, every comment, the result or the claim, and nothing to
 * press. Then HandReplay.astro as Astro renders it (the container API): the record is in the
 * page's HTML, after the island and outside it, in the shared wrapper.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { renderToString } from 'preact-render-to-string';
import { beforeAll, describe, expect, test } from 'vitest';
import { CLAIMED, FOUR_HEARTS } from './fixtures.ts';
import { HandRecordView } from './Record.tsx';

describe('the whole hand, rendered at build time', () => {
  const html = renderToString(<HandRecordView timeline={FOUR_HEARTS} />);

  test('the deal, the auction and all thirteen tricks, in one .ab-replay__record', () => {
    expect(html).toMatch(/^<div class="ab-replay__record not-content">/);
    expect(html).toContain('The four hands, dealer South');
    expect(html).toContain('Auction, dealer South');
    expect(html).toContain('The play, trick by trick');
    expect(html.match(/<th scope="row">/g)).toHaveLength(13);
  });

  test('every comment: the introduction, the calls and the cards', () => {
    expect(html).toContain('South counts on ten tricks.');
    expect(html).toContain('First the trumps must go.');
    expect(html).toContain('North bids the game; South will play it.');
    expect(html).toContain('not the queen.');
    expect(html).toContain('The declaring side won ten tricks.');
  });

  test('nothing to press and no focus stop: it is a page of a book', () => {
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<select');
    expect(html).not.toContain('tabindex');
  });

  test('a claimed hand ends with the claim', () => {
    expect(renderToString(<HandRecordView timeline={CLAIMED} />)).toContain('Declarer, North, claimed twelve tricks in all.');
  });

  test('the cards are spoken in words, the symbols hidden from screen readers', () => {
    const host = document.createElement('div');
    host.innerHTML = html;
    const first = host.querySelector('.ab-play tbody tr') as HTMLElement;
    expect(first.querySelector('th[scope="row"]')?.textContent).toBe('1');
    const led = first.querySelector('.ab-play__card--led') as HTMLElement;
    expect(led.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(led.querySelector('.ab-sr-only')?.textContent).toMatch(/, led/);
  });

  test('a timeline without steps renders nothing', () => {
    expect(renderToString(<HandRecordView timeline={{ ...FOUR_HEARTS, steps: [] }} />)).toBe('');
  });
});

describe("HandReplay.astro: the record is static HTML in the island's slot", () => {
  let page = '';
  beforeAll(async () => {
    const path = './HandReplay.astro';
    const Replay = ((await import(/* @vite-ignore */ path)) as { default: Parameters<AstroContainer['renderToString']>[0] }).default;
    const { default: preact } = await import('@astrojs/preact/server.js');
    const container = await AstroContainer.create();
    container.addServerRenderer({ name: '@astrojs/preact', renderer: preact });
    container.addClientRenderer({ name: '@astrojs/preact', entrypoint: '@astrojs/preact/client.js' });
    page = await container.renderToString(Replay, { props: { hand: 'drawing-trumps' } });
    // Importing the component transforms its whole module graph (the engine's scorer for the
    // score slot among it): seconds on a loaded machine, a size, not a timing under test.
  }, 60_000);

  test('one wrapper holds the island: the replay, then the record in its slot', () => {
    const host = document.createElement('div');
    host.innerHTML = page;
    const wrap = host.querySelector('.ab-replay-wrap') as HTMLElement;
    expect(wrap).not.toBeNull();
    const island = wrap.querySelector('astro-island') as HTMLElement;
    expect(island).not.toBeNull();
    const view = island.querySelector('.ab-replay') as HTMLElement;
    const record = island.querySelector('.ab-replay__static > astro-slot > .ab-replay__record') as HTMLElement;
    expect(view).not.toBeNull();
    expect(record).not.toBeNull();
    expect(view.compareDocumentPosition(record) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The replay's own view has the title but not the record: the record's code is not the island's.
    expect(view.querySelector('.ab-replay__record')).toBeNull();
    expect(view.querySelector('.ab-play')).toBeNull();
    // Its HTML is in the page once, not again in the island's props.
    expect(page.match(/class="ab-replay__record/g)).toHaveLength(1);
    // The record is whole: thirteen tricks and the auction.
    expect(record.querySelectorAll('.ab-play th[scope="row"]')).toHaveLength(13);
    expect(record.querySelector('.ab-auction')).not.toBeNull();
  });

  test('the record has no client directive: only the island hydrates', () => {
    expect(page.match(/<astro-island/g)).toHaveLength(1);
  });
});
