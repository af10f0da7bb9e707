/**
 * "Play from here" under the replay of a hand the reader has in the browser (the Lab's pasted,
 * built or shared hand): the button and the panel's host,
 * as `PlayFromHere.astro` is for a hand of the collection. Offered only when the hand can be
 * played (`playable.ts`); on the press it loads the play mode (`local.ts`, which builds the
 * play data from the record and mounts the panel with `mount.ts`) and starts at the replay's
 * step. Nothing of the play mode loads before the press.
 *
 * Its words come as props (the Lab's dictionary), so that it carries no
 * dictionary of its own.
 *
 * @packageDocumentation
 */
import { render } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { checkRecord, type HandRecord } from '../../engine/record.ts';
import { playable } from './playable.ts';
// The button's look, before the press (the panel's own styles are in the same file).
import './styles.css';

/** Props of the button. */
export interface PlayFromRecordProps {
  /** The hand's record, as the replay shows it. */
  readonly record: HandRecord;
  /** The replay's step when the button is pressed. */
  readonly step: () => number;
  /** Names the panel on the page (a page may have two). */
  readonly slug: string;
  /** The button, the line beside it, and what is said when the play mode cannot be fetched. */
  readonly words: { readonly open: string; readonly hint: string; readonly failed: string };
}

/** The button and, once pressed, the play panel. */
export function PlayFromRecord({ record, step, slug, words }: PlayFromRecordProps) {
  const can = useMemo(() => {
    const checked = checkRecord(record);
    return checked.ok && playable(checked.value);
  }, [record]);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The panel is a tree of its own (mount.ts renders it): unmount it with the host.
  useEffect(
    () => () => {
      if (root.current) render(null, root.current);
    },
    [],
  );
  if (!can) return null;

  const press = async (): Promise<void> => {
    const el = root.current;
    if (!el) return;
    setOpen(true);
    setFailed(false);
    try {
      const { mountRecordPlay } = await import('./local.ts');
      await mountRecordPlay(el, record, slug, step(), () => {
        setOpen(false);
        // After the re-render that shows the button again.
        setTimeout(() => button.current?.focus(), 0);
      });
      el.querySelector<HTMLElement>('input, button')?.focus();
    } catch {
      setOpen(false);
      setFailed(true);
    }
  };

  return (
    <section class="ab-practice-host ab-no-print not-content" data-play-host>
      {!open && (
        <p class="ab-practice-host__open">
          <button ref={button} type="button" data-play-open aria-describedby={`${slug}-play-hint`} onClick={() => void press()}>
            {words.open}
          </button>
          <span id={`${slug}-play-hint`}>{words.hint}</span>
        </p>
      )}
      {failed && <p role="alert">{words.failed}</p>}
      <div ref={root} data-play-root />
    </section>
  );
}
