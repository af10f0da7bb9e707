/**
 * The hand replay as a page hydrates it: the timeline arrives packed (`packTimeline`, a few KB
 * instead of a whole snapshot per step), is unpacked once, and {@link HandReplayView} renders
 * it. The server renders this same component, so the HTML without JavaScript is the View's;
 * the whole hand (`HandRecordView`, Record.tsx) is not in the island: the page renders it beside.
 * A string that cannot be unpacked gets a clear message in words, not a crash.
 */
import { unpackTimeline } from '../../engine/timeline-pack.ts';
import { HandReplayView, type HandReplayProps } from './View.tsx';

/** Props of the packed replay: those of {@link HandReplayView}, with the timeline packed. */
export interface HandReplayIslandProps extends Omit<HandReplayProps, 'timeline'> {
  /** The timeline as `packTimeline` wrote it. */
  readonly packed: string;
}

/** Unpacks the timeline and renders the replay, or says why the hand cannot be shown. */
export function HandReplayIsland({ packed, ...rest }: HandReplayIslandProps) {
  // An island's root renders once (nothing above it re-renders), so this unpacks once.
  const unpacked = unpackTimeline(packed);
  if (!unpacked.ok) {
    return (
      <p class="ab-replay-problem not-content" role="alert">
        This hand replay cannot be shown: {unpacked.error.message}
      </p>
    );
  }
  return <HandReplayView timeline={unpacked.value} {...rest} />;
}

export default HandReplayIsland;
