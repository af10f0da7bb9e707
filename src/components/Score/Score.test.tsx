// Named .tsx so that the engine typecheck (tsconfig.engine.json), which has no astro types, leaves it out.
/// <reference types="astro/client" />
/**
 * `<Score>` rendered as the build renders it (Astro's container API): the number is the
 * engine's, `explain` lists the engine's entries, and a bad prop stops the build.
 */
import { getContainerRenderer } from '@astrojs/preact';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { beforeAll, describe, expect, test } from 'vitest';

let container: AstroContainer;
// Imported at run time: tsc has no types for .astro files (astro check has).
let Score: Parameters<AstroContainer['renderToString']>[0];
beforeAll(async () => {
  const path = './Score.astro';
  Score = ((await import(/* @vite-ignore */ path)) as { default: typeof Score }).default;
  container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
});

const render = (props: Record<string, unknown>): Promise<string> => container.renderToString(Score, { props });
const text = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('<Score>', () => {
  test('renders the engine’s number inline (wc26-01: simple honours, 30)', async () => {
    const html = await render({ contract: '1H', tricks: 7, honours: 'declarer:AK;dummy:Q', part: 'declarer.above' });
    expect(html).toMatch(/^<span class="ab-score"/);
    expect(text(html)).toBe('30');
    expect(html).toContain('data-rules="whist-club-1926"');
  });

  test('a pinned rule set changes the number (four divided: 40 flat in 1926, 4 × 8 = 32 in 1912)', async () => {
    const props = { contract: '2H', tricks: 8, honours: 'declarer:AKQ;dummy:J;lho:T', part: 'honours' };
    expect(text(await render({ ...props, rules: 'whist-club-1926' }))).toBe('40');
    expect(text(await render({ ...props, rules: 'royal-auction-1912' }))).toBe('32');
  });

  test('explain lists every entry of the part with its reason and source, and the total', async () => {
    const html = await render({ contract: '3SX', tricks: 7, honours: 'declarer:AKQJT', part: 'total', explain: true });
    const items = html.match(/<li /g) ?? [];
    expect(items).toHaveLength(2);
    const t = text(html);
    expect(t).toContain('Undertricks');
    expect(t).toContain('Honours');
    expect(t).toContain('Source: Whist Club code of 1912, law 47; M. C. Work, Auction of To-day (1913)');
    expect(t).not.toMatch(/WORK13|auction-laws|§/);
    expect(t).toContain('Total: 300 (Scored under Whist Club Laws 1926.)');
  });

  test('a bad prop stops the build with the reason', async () => {
    await expect(render({ contract: '2R', tricks: 8 })).rejects.toThrow(/has no bid in royal spades/);
    await expect(render({ contract: '1H', tricks: 7, part: 'declarer.middle' })).rejects.toThrow(/part/);
  });
});
