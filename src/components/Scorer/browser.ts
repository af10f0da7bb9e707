/**
 * What the scorer needs from the browser, kept out of the pure model: the storage (which may be
 * blocked), a file download, a new id, and the service worker that keeps the page for offline
 * use (public/scorer-sw.js), with the news that a new version is ready.
 *
 * @packageDocumentation
 */
import type { StorageLike } from './model-store.ts';

/** `localStorage`, or `null` where the browser refuses it (private modes, blocked cookies). */
export const browserStorage = (): StorageLike | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** A new id for a rubber. */
export const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Offers text as a file to download. */
export const download = (name: string, text: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** What the service worker reports to the page. */
export interface WorkerEvents {
  /** The page and its files are kept: the scorer works offline from now on. */
  readonly onReady: () => void;
  /** A new version was installed and waits; `apply` switches to it and reloads. */
  readonly onUpdate: (apply: () => void) => void;
}

/**
 * Registers the scorer's service worker, scoped to the scorer's folder (`<base>scorer/`) so
 * that it touches no other page of the site. The build id in the script's address makes each
 * build of the site a new worker, which installs beside the old one and is announced.
 */
export const registerWorker = (base: string, build: string, events: WorkerEvents): void => {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  const waiting = (w: ServiceWorker): void =>
    events.onUpdate(() => {
      sw.addEventListener('controllerchange', () => location.reload(), { once: true });
      w.postMessage({ type: 'skip-waiting' });
    });
  sw.register(`${base}scorer-sw.js?build=${encodeURIComponent(build)}`, { scope: `${base}scorer/` })
    .then((reg) => {
      if (reg.waiting && sw.controller) waiting(reg.waiting);
      reg.addEventListener('updatefound', () => {
        const w = reg.installing;
        w?.addEventListener('statechange', () => {
          if (w.state === 'installed' && sw.controller) waiting(w);
        });
      });
      return sw.ready;
    })
    .then(() => events.onReady())
    .catch(() => undefined);
};
