/**
 * The public address of a page for the embed snippet and the print sheet's footer. A build made
 * with `SITE_URL` knows it and writes it in full. A build without it does not (astro.config.mjs
 * then sets a placeholder, `auction-bridge.example.org`, that must never reach a teacher: a
 * pasted snippet would be a dead frame), so it writes the path alone, marked
 * `data-ab-page-url`, and {@link fillPageOrigin} completes it in the browser with the address
 * the page was served from.
 *
 * @packageDocumentation
 */
import { absoluteUrl } from './links.ts';

/** Whether the build was given `SITE_URL` (the public address of the site). */
export const siteUrlSet = (
  env: Readonly<Record<string, string | undefined>> = typeof process === 'undefined' ? {} : process.env,
): boolean => typeof env['SITE_URL'] === 'string' && env['SITE_URL'].trim() !== '';

/** The address to write at build time: whole under `SITE_URL`, else the path for the browser to complete. */
export const builtUrl = (site: string | URL | undefined, path: string, known: boolean = siteUrlSet()): string =>
  known ? absoluteUrl(site, path) : path;

/** The attribute that marks a path to complete with the page's origin. */
export const PAGE_URL_ATTRIBUTE = 'data-ab-page-url';

/**
 * Completes every marked path with `origin`: a text field's value has `"<path>"` replaced by
 * `"<origin><path>"` (the snippet's `src`), any other element's text becomes the whole address.
 */
export const fillPageOrigin = (root: ParentNode, origin: string): void => {
  for (const el of root.querySelectorAll<HTMLElement>(`[${PAGE_URL_ATTRIBUTE}]`)) {
    const path = el.getAttribute(PAGE_URL_ATTRIBUTE) ?? '';
    if (!path.startsWith('/')) continue;
    const whole = `${origin}${path}`;
    if (el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement) el.value = el.value.split(`"${path}"`).join(`"${whole}"`);
    else el.textContent = whole;
    el.removeAttribute(PAGE_URL_ATTRIBUTE);
  }
};
