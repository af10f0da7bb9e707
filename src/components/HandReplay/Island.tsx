/**
 * The hand replay as a page hydrates it: the timeline arrives packed (`packTimeline`, a few KB
 * instead of a whole snapshot per step), is unpacked once, and {@link HandReplayView} renders
 * it. The server renders this same component, so the HTML without JavaScript is the View's.
 *
 * The whole hand (`HandRecordView`, Record.tsx) comes as the island's children: HandReplay.astro
 * renders it at build time into the island's slot, so its HTML is in the page but none of its
 * code is in the browser (Astro keeps a slot's HTML as it is when the island hydrates). Being
 * inside the island, it also wakes the island (`client:visible`) when a reader scrolls to any
 * part of the hand, not only to the replay's title.
 *
 * A string that cannot be unpacked gets a clear message in words, not a crash.
 *
 * Once live, it wakes the replay's double-dummy lines (`Analysis/StepAnalysis.astro`, under the
 * island): it shows their toggle, and their code (`Analysis/steps.ts`) loads only when the
 * reader presses it or turned it on before, so a replay whose reader never asks loads none of
 * it (lessons 01 and 02 hold 25,000 B: budgets.json).
 */
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { unpackTimeline } from '../../engine/timeline-pack.ts';
import { translator } from '../../i18n/replay.ts';
import { domId } from './model.ts';
import { HandReplayView, stored, type HandReplayProps } from './View.tsx';

/**
 * The double-dummy box that follows the replay `id`, woken: its code loads at once when the
 * reader's choice is on, else on the first press of its toggle (which it then takes over).
 */
export const wakeAnalysis = (id: string): void => {
  const box = document.getElementById(`${domId(id)}-dd`);
  const toggle = box?.firstElementChild as HTMLElement | null | undefined;
  if (!box || !toggle) return;
  const load = (press: boolean): void => {
    toggle.onclick = null;
    void import('../Analysis/steps.ts').then((m) => m.followSteps(box, press));
  };
  toggle.hidden = false;
  if (stored(box.dataset['ddKey'] ?? '') === 'on') load(false);
  else toggle.onclick = () => load(true);
};

/** Props of the packed replay: those of {@link HandReplayView}, with the timeline packed. */
export interface HandReplayIslandProps extends Omit<HandReplayProps, 'timeline'> {
  /** The timeline as `packTimeline` wrote it. */
  readonly packed: string;
  /** Static HTML shown after the replay: the whole-hand record, from the island's slot. */
  readonly children?: ComponentChildren;
}

/** Unpacks the timeline and renders the replay, or says why the hand cannot be shown. */
export function HandReplayIsland({ packed, children, ...rest }: HandReplayIslandProps) {
  // An island's root renders once (nothing above it re-renders), so this unpacks once.
  const unpacked = unpackTimeline(packed);
  useEffect(() => wakeAnalysis(rest.id), []);
  const replay = unpacked.ok ? (
    <HandReplayView timeline={unpacked.value} {...rest} />
  ) : (
    <p class="ab-replay-problem not-content" role="alert">
      {translator(rest.lang)('replay.unreadable', { message: unpacked.error.message })}
    </p>
  );
  if (children === undefined || children === null) return replay;
  return (
    <>
      {replay}
      <div class="ab-replay__static">{children}</div>
    </>
  );
}

export default HandReplayIsland;
