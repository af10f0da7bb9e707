/**
 * "Play from here" for a hand a page decodes in the browser (the embed of a shared link,
 * `pages/EmbedLinkPage.astro`), one step removed from the play mode: the page imports this small
 * module on the press, and this imports the play mode (`local.ts`, which builds the play data
 * from the record and mounts the panel). Vite writes, beside each dynamic import, the list of the
 * files it preloads with it (about twenty for the play mode); this way that list is in this
 * file, fetched on the press, not in the page's script before it.
 *
 * @packageDocumentation
 */
import type { HandRecord } from '../../engine/record.ts';

/**
 * Starts the play mode in `host` (the page's `[data-play-host]`, holding `[data-play-controls]`
 * with the button and `[data-play-root]`) for `record` from the replay's `step`. While the panel
 * is open the button is hidden; closing the panel gives it back, focused. When the play mode
 * cannot be fetched, `host`'s `data-failed` says so.
 */
export const playInHost = async (host: HTMLElement, record: HandRecord, slug: string, step: number): Promise<void> => {
  const controls = host.querySelector<HTMLElement>('[data-play-controls]');
  const root = host.querySelector<HTMLElement>('[data-play-root]');
  if (!controls || !root) return;
  controls.hidden = true;
  try {
    const { mountRecordPlay } = await import('./local.ts');
    await mountRecordPlay(root, record, slug, step, () => {
      controls.hidden = false;
      controls.querySelector('button')?.focus();
    });
    root.querySelector<HTMLElement>('input, button')?.focus();
  } catch {
    playFailed(host);
  }
};

/** Says in `host` that the play mode could not be fetched (offline, say), and offers the button again. */
export const playFailed = (host: HTMLElement): void => {
  const p = document.createElement('p');
  p.setAttribute('role', 'alert');
  p.textContent = host.dataset['failed'] ?? '';
  host.querySelector('[data-play-root]')?.replaceChildren(p);
  const controls = host.querySelector<HTMLElement>('[data-play-controls]');
  if (controls) controls.hidden = false;
};
