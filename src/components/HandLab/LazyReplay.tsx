/**
 * The hand replay, loaded on demand: the Lab shows a replay only once there is a hand to show,
 * so the replay's code is fetched with a dynamic `import()` after the page is interactive and
 * kept out of the JavaScript the page loads first. Until it arrives, a line says so.
 *
 * The Lab has no server HTML, so it renders the whole-hand record (`HandRecordView`) itself,
 * right after the replay in the same `.ab-replay-wrap` as the pages do: hidden on screen while
 * the replay is live, printed on paper. Beneath them, the double-dummy panel follows the
 * replay's step (`Analysis/AnalysisPanel.tsx`), loaded once all four hands hold cards; its
 * solver loads only when the reader asks. Last, "Play from here" for a hand that can be played
 * (a contract and four whole hands: `PlayMode/FromRecord.tsx`), from the replay's step; the
 * play mode loads only on the press.
 *
 * @packageDocumentation
 */
import type { ComponentType } from 'preact';
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { HandRecord, Timeline } from '../../engine/record.ts';
import { translator } from '../../i18n/lab.ts';
import { PlayFromRecord } from '../PlayMode/FromRecord.tsx';
import type { AnalysisPanelProps } from '../Analysis/AnalysisPanel.tsx';
import type { HandRecordProps } from '../HandReplay/Record.tsx';
import type { HandReplayProps } from '../HandReplay/View.tsx';
import type { MoveListProps } from '../MoveList/MoveList.tsx';

/** The replay, the record and the move list, once their code is loaded. */
interface Loaded {
  readonly Replay: ComponentType<HandReplayProps>;
  readonly Record: ComponentType<HandRecordProps>;
  readonly Moves: ComponentType<MoveListProps>;
}

let cached: Loaded | null = null;
let analysisCached: ComponentType<AnalysisPanelProps> | null = null;

/**
 * Whether all four hands hold cards: only then can the analysis panel solve anything, so only
 * then is its code fetched (the builder's empty hand, on the page at load, fetches none of it).
 */
const dealt = (timeline: Timeline): boolean => {
  const hands = timeline.steps[0]?.hands;
  return hands !== undefined && [hands.N, hands.E, hands.S, hands.W].every((h) => h !== null && h.length > 0);
};

/** The analysis panel, once a hand with four hands is shown and its code is loaded. */
function LazyAnalysis(props: AnalysisPanelProps) {
  const [Analysis, setAnalysis] = useState<ComponentType<AnalysisPanelProps> | null>(() => analysisCached);
  const wanted = dealt(props.timeline);
  useEffect(() => {
    if (Analysis || !wanted) return undefined;
    let live = true;
    void import('../Analysis/AnalysisPanel.tsx').then((m) => {
      analysisCached = m.AnalysisPanel;
      if (live) setAnalysis(() => m.AnalysisPanel);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return Analysis && wanted ? <Analysis {...props} /> : null;
}

/** "Play from here" under the Lab's replay `id`, from the step the replay in `wrap` is at. */
function LabPlay({
  record,
  id,
  wrap,
  lang,
}: {
  record: HandRecord;
  id: string;
  wrap: { readonly current: HTMLDivElement | null };
  lang?: string | undefined;
}) {
  const tr = translator(lang);
  const words = useMemo(() => ({ open: tr('lab.play.open'), hint: tr('lab.play.hint'), failed: tr('lab.play.failed') }), [lang]);
  const step = useCallback(() => Number(wrap.current?.querySelector<HTMLElement>('.ab-replay')?.dataset['step'] ?? 0), [wrap]);
  return <PlayFromRecord record={record} step={step} slug={`${id}-play`} words={words} />;
}

/** The replay of `timeline` and its whole-hand record, once their code is loaded. */
export function LazyReplay(props: HandReplayProps & { readonly loading: string; readonly record?: HandRecord | null }) {
  const [loaded, setLoaded] = useState<Loaded | null>(() => cached);
  // The replay's step, for the analysis panel beneath it: read from the replay's own `data-step`
  // (as the hand pages' StepAnalysis does), so the replay, which lessons load too, carries no
  // code for it (lesson 01 is at its 25,000 B budget).
  const [step, setStep] = useState(0);
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = wrap.current;
    if (!box) return undefined;
    const read = (): void => setStep(Number(box.querySelector<HTMLElement>('.ab-replay')?.dataset['step'] ?? 0));
    const watch = new MutationObserver(read);
    watch.observe(box, { subtree: true, attributes: true, attributeFilter: ['data-step'] });
    read();
    return () => watch.disconnect();
  }, [loaded]);
  useEffect(() => {
    if (loaded) return undefined;
    let live = true;
    void Promise.all([import('../HandReplay/View.tsx'), import('../HandReplay/Record.tsx'), import('../MoveList/MoveList.tsx')]).then(
      ([view, record, moves]) => {
        cached = { Replay: view.HandReplayView, Record: record.HandRecordView, Moves: moves.MoveListView };
        if (live) setLoaded(cached);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  const { loading, record, ...replay } = props;
  if (!loaded) return <p class="ab-lab__help">{loading}</p>;
  const { Replay, Record, Moves } = loaded;
  const lang = replay.lang === undefined ? {} : { lang: replay.lang };
  return (
    <>
      <div ref={wrap} class="ab-replay-wrap not-content">
        <Replay {...replay} moves={<Moves timeline={replay.timeline} {...lang} />} />
        <Record timeline={replay.timeline} {...lang} />
      </div>
      <LazyAnalysis timeline={replay.timeline} step={step} {...lang} />
      {record && <LabPlay record={record} id={replay.id} wrap={wrap} lang={replay.lang} />}
    </>
  );
}
