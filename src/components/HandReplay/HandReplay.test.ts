/**
 * HandReplay.astro as Astro renders it (the container API), for its double-dummy lines
 * (issue 13): a page that has the hand's analysis already (a hand's page shows its table and
 * par) passes it down as `analysed`, and the replay's lines and marks are that analysis, not a
 * second look-up; `analysis="none"` renders none.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, test } from 'vitest';
import type { HandAnalysis } from '../Analysis/build.ts';

type Component = Parameters<AstroContainer['renderToString']>[0];
let container: AstroContainer;
let Replay: Component;

beforeAll(async () => {
  const path = './HandReplay.astro';
  Replay = ((await import(/* @vite-ignore */ path)) as { default: Component }).default;
  const { default: preact } = await import('@astrojs/preact/server.js');
  container = await AstroContainer.create();
  container.addServerRenderer({ name: '@astrojs/preact', renderer: preact });
  container.addClientRenderer({ name: '@astrojs/preact', entrypoint: '@astrojs/preact/client.js' });
  // Importing the component transforms its whole module graph: seconds on a loaded machine.
}, 60_000);

const render = (props: Record<string, unknown>): Promise<string> =>
  container.renderToString(Replay, { props: { hand: 'l06-ruffing', ...props } });
/** The step lines of the rendered replay, by step. */
const lines = (html: string): string[] =>
  [...html.matchAll(/<p data-dd-step="(\d+)"[^>]*>\s*([^<]*?)\s*<\/p>/g)].map((m) => `${m[1]}: ${m[2]}`);

describe('HandReplay.astro: the analysis a page passes down', () => {
  test('its own look-up: the stored trace, a line at each step of the play', async () => {
    const own = lines(await render({ analysis: 'hand' }));
    expect(own.length).toBeGreaterThan(13);
    expect(own.every((l) => !/thirteen tricks/.test(l))).toBe(true);
  });

  test('given `analysed`, its lines are that analysis, not a second look-up', async () => {
    const own = lines(await render({ analysis: 'hand' }));
    const steps = own.map((l) => Number(l.split(':')[0]));
    const given: HandAnalysis = {
      version: 1,
      table: null,
      par: [],
      steps: Array.from({ length: Math.max(...steps) + 1 }, (_, k) => (steps.includes(k) ? 13 : null)),
      losses: [{ step: steps[1]!, seat: 'W', card: 'C2', cost: 1 }],
    };
    const html = await render({ analysis: 'hand', analysed: given });
    const passed = lines(html);
    expect(passed).toHaveLength(own.length);
    for (const l of passed) expect(l).toMatch(/ends with thirteen tricks in all/);
    expect(passed[1]).toMatch(/thirteen tricks in all\. West played the two of clubs, which gave up one trick\.$/);
  });

  test('`analysed: null` (nothing stored) and `analysis="none"` render no lines', async () => {
    expect(lines(await render({ analysis: 'hand', analysed: null }))).toEqual([]);
    expect(lines(await render({ analysis: 'none' }))).toEqual([]);
  });
});
