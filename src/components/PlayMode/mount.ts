/**
 * Starts "Play it yourself" in a host element: fetches the hand's play data (`data-src`, the
 * `/hands/<slug>.play.json` written at build time), then renders the panel with a double-dummy
 * client whose worker starts on the first question. Imported by `PlayFromHere.astro` only when
 * the reader presses "Play from here", so none of this weighs on the page before.
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
  v !== null && typeof v === 'object' && (v as PlayData).version === 1 && Array.isArray((v as PlayData).cards) && Array.isArray((v as PlayData).steps);

/** Renders the panel into `root` for the replay's `step`; a failure to load is said, in `root`. */
export const mountPlay = async (root: HTMLElement, src: string, step: number, onClose: () => void): Promise<void> => {
  const tr = translator();
  root.textContent = tr('play.loading');
  let data: PlayData;
  try {
    const res = await fetch(src);
    if (!res.ok) throw new Error(`${src}: HTTP ${res.status}`);
    const json: unknown = await res.json();
    if (!isPlayData(json)) throw new Error(tr('play.badData', { src }));
    data = json;
  } catch (e) {
    root.textContent = '';
    const p = document.createElement('p');
    p.setAttribute('role', 'alert');
    p.className = 'ab-practice__problem';
    p.textContent = tr('play.loadFailed', { message: e instanceof Error ? e.message : String(e) });
    root.append(p);
    return;
  }
  client ??= createDDClient({ spawn: spawnDDWorker });
  root.textContent = '';
  render(
    h(PlayPanel, {
      data,
      step,
      client,
      onClose: () => {
        render(null, root);
        onClose();
      },
    }),
    root,
  );
};
