/**
 * `<site-search>`: the search button and dialog of every page (Search.astro).
 *
 * This is Starlight's own element (`@astrojs/starlight` 0.37.7, `components/Search.astro`) with
 * one change: Starlight imports Pagefind's UI (about 27 KB of gzipped JavaScript) on the first
 * idle moment of every page, whether or not the reader ever searches. Here it is imported
 * (pagefind.ts) when the reader heads for search (points at or focuses the button) or opens it
 * (click, tap, Ctrl+K or ⌘K, or `/`: shortcut.ts), so that a page costs only what the reader
 * uses (issue 17, budgets.json). The dialog opens at once and says "Loading search…" until the UI
 * is there; when it cannot be loaded (the connection dropped) it says so, and the next opening
 * tries again.
 *
 * @packageDocumentation
 */
import { inField, shortcutAction } from './shortcut.ts';

/** The search element: a button that opens a modal dialog holding Pagefind's UI. */
class SiteSearch extends HTMLElement {
  /** The UI's import, once started; forgotten when it failed, so that the next opening retries. */
  #ui: Promise<void> | undefined;
  /** Whether Pagefind's UI is mounted. */
  #ready = false;

  constructor() {
    super();
    const openBtn = this.querySelector('button[data-open-modal]') as HTMLButtonElement;
    const dialog = this.querySelector('dialog') as HTMLDialogElement;
    const frame = this.querySelector('.dialog-frame') as HTMLElement;
    const status = this.querySelector('[data-search-status]') as HTMLElement;
    const say = (text = '') => {
      status.textContent = text;
      status.hidden = text === '';
    };

    const load = (): Promise<void> =>
      (this.#ui ??= import('./pagefind.ts').then(
        (m) => {
          m.mountPagefind(this);
          this.#ready = true;
          say();
        },
        (err: unknown) => {
          this.#ui = undefined;
          say(status.dataset.failed);
          throw err;
        },
      ));

    /** Closes the dialog when a result link or the backdrop is clicked. */
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if ('href' in (target || {}) || (document.body.contains(target) && !frame.contains(target))) close();
    };
    const open = (event?: Event) => {
      dialog.showModal();
      document.body.toggleAttribute('data-search-modal-open', true);
      event?.stopPropagation();
      window.addEventListener('click', onClick);
      if (!this.#ready) say(status.dataset.loading);
      load().then(
        () => dialog.open && this.querySelector('input')?.focus(),
        () => {}, // the status line says the search could not be loaded
      );
    };
    /**
     * Chrome moves the focus out of a closed dialog only at its next rendering update (the focus
     * fixup): a key pressed before that, as `/` right after Ctrl+K closed the search on a loaded
     * machine, still reached the hidden search box and was typed there. The focus leaves it now.
     */
    const leave = () => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && dialog.contains(active)) active.blur();
    };
    const close = () => {
      dialog.close();
      leave();
    };
    // Heading for the button is reason enough to start the download.
    const warm = () => load().catch(() => {});

    openBtn.addEventListener('click', open);
    openBtn.addEventListener('pointerenter', warm, { once: true });
    openBtn.addEventListener('focus', warm, { once: true });
    openBtn.disabled = false;
    this.querySelector('button[data-close-modal]')?.addEventListener('click', close);
    // The close event is a task of its own, and Chrome runs input first: a `/` or Ctrl+K pressed
    // right after a close may open the dialog again before it comes (CI 2026-12-08: the reopened
    // search box lost its focus to leave()). An event for a dialog open again is stale.
    dialog.addEventListener('close', () => {
      if (dialog.open) return;
      leave(); // Escape closes the dialog without close()
      document.body.toggleAttribute('data-search-modal-open', false);
      window.removeEventListener('click', onClick);
    });
    window.addEventListener('keydown', (e) => {
      const action = shortcutAction({ key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey, inField: inField(e.target) });
      if (action === null || (action === 'open' && dialog.open)) return;
      e.preventDefault();
      if (dialog.open) close();
      else open();
    });
  }
}

customElements.define('site-search', SiteSearch);
