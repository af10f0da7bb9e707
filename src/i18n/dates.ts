/**
 * Dates and times in the page's language (issue 18): `2026-12-05 18:07` in English, as the site
 * always wrote them, and `5.12.2026, 18:07` in German. From an ISO timestamp, without the
 * browser's locale data, so that every reader of a language sees the same form.
 *
 * @packageDocumentation
 */
import { effectiveLang } from './ambient.ts';

/** An ISO timestamp (`2026-12-05T18:07:41.000Z`, read as written) as a date and time. */
export const dateTime = (iso: string, lang?: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!m) return iso;
  const [, y, mo, d, h, mi] = m;
  return effectiveLang(lang) === 'de' ? `${Number(d)}.${Number(mo)}.${y}, ${h}:${mi}` : `${y}-${mo}-${d} ${h}:${mi}`;
};
