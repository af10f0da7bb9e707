/**
 * What a shared link opens on: the shared hand alone, in the first screen, with "Edit in the
 * Lab" above it and what it is below it (issue 15: a teacher's link must not open on an empty paste box with the hand
 * far below). The replay is the same one the Lab's panel shows (same id, so the step in the
 * address is the same), moved up; "Edit in the Lab" brings back the whole Lab with the hand in it.
 *
 * @packageDocumentation
 */
import type { HandRecord, Timeline } from '../../engine/record.ts';
import { translator } from '../../i18n/lab.ts';
import { LazyReplay } from './LazyReplay.tsx';

/** Props of the shared view. */
export interface SharedViewProps {
  /** The hand's title, if it has one. */
  readonly title: string;
  /** The replay of the shared hand; `null` while it is being read. */
  readonly timeline: Timeline | null;
  /** The shared hand's record, for "Play from here" (`null` while it is being read). */
  readonly record?: HandRecord | null;
  /** The id of the replay (the Lab panel's own, so the address's step applies). */
  readonly replayId: string;
  readonly linkFor?: (step: number) => string;
  /** What the Lab did with the reader's own work, if anything. */
  readonly keeping: string | null;
  readonly onEdit: () => void;
  readonly lang?: string;
}

/** The shared view. */
export function SharedView(props: SharedViewProps) {
  const tr = translator(props.lang);
  return (
    <section class="ab-lab__panel ab-lab__shared" aria-labelledby="lab-shared-h">
      <h2 id="lab-shared-h" tabIndex={-1}>
        {props.title === '' ? tr('lab.shared.title') : tr('lab.shared.titleNamed', { title: props.title })}
      </h2>
      <div class="ab-lab__shared-head">
        <button type="button" class="ab-lab__button ab-lab__button--primary ab-no-print" onClick={props.onEdit}>
          {tr('lab.shared.edit')}
        </button>
      </div>
      {props.timeline === null ? (
        <p class="ab-lab__help">{tr('lab.shared.loading')}</p>
      ) : (
        <LazyReplay
          loading={tr('lab.loading')}
          timeline={props.timeline}
          record={props.record ?? null}
          id={props.replayId}
          {...(props.linkFor === undefined ? {} : { linkFor: props.linkFor })}
          {...(props.lang === undefined ? {} : { lang: props.lang })}
        />
      )}
      <p>{tr('lab.shared.intro')}</p>
      {props.keeping !== null && <p class="ab-lab__notice ab-lab__notice--done">{props.keeping}</p>}
    </section>
  );
}
