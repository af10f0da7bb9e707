/**
 * The hand replay, loaded on demand: the Lab shows a replay only once there is a hand to show,
 * so the replay's code is fetched with a dynamic `import()` after the page is interactive and
 * kept out of the JavaScript the page loads first. Until it arrives, a line says so.
 *
 * @packageDocumentation
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { HandReplayProps } from '../HandReplay/View.tsx';

let cached: ComponentType<HandReplayProps> | null = null;

/** The replay of `timeline`, once its code is loaded. */
export function LazyReplay(props: HandReplayProps & { readonly loading: string }) {
  const [View, setView] = useState<ComponentType<HandReplayProps> | null>(() => cached);
  useEffect(() => {
    if (View) return undefined;
    let live = true;
    void import('../HandReplay/View.tsx').then((m) => {
      cached = m.HandReplayView;
      if (live) setView(() => m.HandReplayView);
    });
    return () => {
      live = false;
    };
  }, []);
  const { loading, ...replay } = props;
  return View ? <View {...replay} /> : <p class="ab-lab__help">{loading}</p>;
}
