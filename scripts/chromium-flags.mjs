/**
 * The flags Debian's Chromium needs on this project's machines, shared by the browser tests
 * (playwright.config.ts) and `npm run lighthouse`:
 * - `--no-sandbox`: CI runs as root, where Chromium's sandbox refuses to start;
 * - `--disable-gpu`: there is no GPU;
 * - the background-networking, component-update, sync, first-run and QUIC flags: the machines
 *   have no outside network, and without them Chromium keeps opening refused connections
 *   (../.library/env/machines/node.md).
 */
export const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);
