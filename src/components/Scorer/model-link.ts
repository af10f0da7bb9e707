/**
 * A rubber as a link: the JSON export of that one rubber, UTF-8, in base64url, in the address's
 * fragment (`/scorer/#r=...`). The fragment never reaches a server; it is read back with the
 * same checks as an imported file, and its problems are said in the page's language.
 *
 * @packageDocumentation
 */
import { err, ok, type Result } from '../../engine/result.ts';
import { t } from '../../i18n/scorer.ts';
import { readRubbers, SCORER_FORMAT, SCORER_VERSION } from './model-store.ts';
import type { ScorerRubber } from './model.ts';

/** The fragment key of a shared rubber. */
export const LINK_KEY = 'r';

const toBase64Url = (bytes: Uint8Array): string => {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
};

/** The fragment (without `#`) that holds a rubber. */
export const rubberFragment = (rubber: ScorerRubber): string =>
  `${LINK_KEY}=${toBase64Url(new TextEncoder().encode(JSON.stringify({ format: SCORER_FORMAT, version: SCORER_VERSION, rubbers: [rubber] })))}`;

/** The rubber in a fragment (`#r=...` or `r=...`); `null` when the fragment holds none. */
export const rubberFromFragment = (fragment: string): Result<ScorerRubber, string> | null => {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const value = params.get(LINK_KEY);
  if (value === null) return null;
  const bytes = fromBase64Url(value);
  if (bytes === null) return err(t('scorer.link.damaged'));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return err(t('scorer.link.damaged'));
  }
  const read = readRubbers(text);
  if (!read.ok) return err(t('scorer.link.import', { problem: read.error }));
  return ok(read.value[0]!);
};
