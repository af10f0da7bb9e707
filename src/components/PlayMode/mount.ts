/**
 * Starts "Play it yourself" in a host element, from either of two sources: the address of a
 * hand's play data (the `/hands/<slug>.play.json` written at build time, which it fetches: the
 * hand pages and their embeds, `PlayFromHere.astro`), or the play data itself, built in the
 * browser from a hand the reader has (the Lab, `local.ts`). Either
 * way the same panel is rendered, with a double-dummy client whose worker starts on the first
 * question. Imported only when the reader presses "Play from here", so none of this weighs on
 * the page before.
 *
 * @packageDocumentation
 */
import { h, render } from 'preact';
import { createDDClient, spawnDDWorker, type DDClient } from '../Analysis/client.ts';
import { translator } from '../../i18n/play.ts';
import type { PlayData } from './game.ts';
import { PlayPanel } from './PlayPanel.tsx';

let client: DDClient | null = null;

/** Whether a fetched value looks like play data (anything else is a broken file). */
const isPlayData = (v: unknown): v is PlayData =>
  v !== null &&
  typeof v === 'object' &&
  (v as PlayData).version === 1 &&
  Array.isArray((v as PlayData).cards) &&
  Array.isArray((v as PlayData).steps);

/** Options of {@link mountPlay}. */
export interface MountOptions {
  /** Whether the result is kept for the gallery (`kept.ts`): yes for a hand of the collection. */
  readonly keep?: boolean;
}

/** Fetches and checks a hand's play data. */
const fetchPlayData = async (src: string): Promise<PlayData> => {
  const res = await fetch(src);
  if (!res.ok) throw new Error(`${src}: HTTP ${res.status}`);
  const json: unknown = await res.json();
  if (!isPlayData(json)) throw new Error(translator()('play.badData', { src }));
  return json;
};

/** Says in `root` that the hand could not be loaded for play. */
export const showLoadProblem = (root: HTMLElement, message: string): void => {
  root.textContent = '';
  const p = document.createElement('p');
  p.setAttribute('role', 'alert');
  p.className = 'ab-practice__problem';
  p.textContent = translator()('play.loadFailed', { message });
  root.append(p);
};

/**
 * Renders the panel into `root` for the replay's `step`, from the play data's address (fetched)
 * or from the play data; a failure to load is said, in `root`.
 */
export const mountPlay = async (
  root: HTMLElement,
  source: string | PlayData,
  step: number,
  onClose: () => void,
  options: MountOptions = {},
): Promise<void> => {
  let data: PlayData;
  if (typeof source === 'string') {
    root.textContent = translator()('play.loading');
    try {
      data = await fetchPlayData(source);
    } catch (e) {
      showLoadProblem(root, e instanceof Error ? e.message : String(e));
      return;
    }
  } else data = source;
  client ??= createDDClient({ spawn: spawnDDWorker });
  root.textContent = '';
  render(
    h(PlayPanel, {
      data,
      step,
      client,
      keep: options.keep ?? true,
      onClose: () => {
        render(null, root);
        onClose();
      },
    }),
    root,
  );
};
