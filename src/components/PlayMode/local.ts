/**
 * "Play it yourself" for a hand the reader has in the browser rather than one of the
 * collection: the Lab's pasted, built or shared hand.
 * The play data are built here from the hand's record, as the build writes them for a hand of
 * the collection (`data.ts`), and the panel is mounted by the same code (`mount.ts`). Loaded
 * only when the reader presses "Play from here" (`FromRecord.tsx`): the scoring this needs
 * weighs nothing on the page before.
 *
 * @packageDocumentation
 */
import { checkRecord, replay, type HandRecord } from '../../engine/record.ts';
import { localString, pageLang } from '../../i18n/ambient.ts';
import { translator } from '../../i18n/play.ts';
import type { PlayData } from './game.ts';
import { playData } from './data.ts';
import { mountPlay, showLoadProblem } from './mount.ts';

/** The play data of a hand's record, or `null` when it does not check or cannot be played. */
export const recordPlayData = (record: HandRecord, slug: string): PlayData | null => {
  const checked = checkRecord(record);
  if (!checked.ok) return null;
  return playData(slug, record.title ?? '', checked.value, replay(checked.value));
};

/**
 * Renders the panel into `root` for the hand of `record`, from the replay's `step`; `slug`
 * names the panel on the page (two replays of the Lab may each have one). Nothing is kept for
 * the gallery: the hand is not one of its hands.
 */
export const mountRecordPlay = async (
  root: HTMLElement,
  record: HandRecord,
  slug: string,
  step: number,
  onClose: () => void,
): Promise<void> => {
  const lang = pageLang();
  if (lang === 'de' && localString(lang, 'play.title') === undefined) (await import('./german.ts')).registerGermanPlay();
  const data = recordPlayData(record, slug);
  if (data === null) {
    showLoadProblem(root, translator()('play.notPlayable'));
    return;
  }
  await mountPlay(root, data, step, onClose, { keep: false });
};
