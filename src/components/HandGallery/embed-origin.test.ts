// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { builtUrl, fillPageOrigin, siteUrlSet } from './embed-origin.ts';
import { embedSnippet } from './links.ts';

describe('addresses without SITE_URL', () => {
  test('the build writes whole addresses only when SITE_URL was given', () => {
    expect(siteUrlSet({ SITE_URL: 'https://bridge.example.net' })).toBe(true);
    expect(siteUrlSet({})).toBe(false);
    expect(siteUrlSet({ SITE_URL: ' ' })).toBe(false);
    expect(builtUrl('https://bridge.example.net', '/embed/x/', true)).toBe('https://bridge.example.net/embed/x/');
    expect(builtUrl('https://auction-bridge.example.org', '/embed/x/', false)).toBe('/embed/x/');
  });

  test('the page completes the snippet and the footer with its own origin', () => {
    document.body.innerHTML = `<textarea data-ab-page-url="/b/embed/x/"></textarea><p>From <span data-ab-page-url="/b/hands/x/">/b/hands/x/</span></p>`;
    const area = document.querySelector('textarea')!;
    area.value = embedSnippet('/b/embed/x/', 'X');
    fillPageOrigin(document, 'http://127.0.0.1:4401');
    expect(area.value).toContain('src="http://127.0.0.1:4401/b/embed/x/"');
    expect(document.querySelector('span')?.textContent).toBe('http://127.0.0.1:4401/b/hands/x/');
    expect(document.querySelectorAll('[data-ab-page-url]')).toHaveLength(0);
  });
});
