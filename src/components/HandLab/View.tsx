/**
 * The Hand Lab island: paste or drop a hand and see it checked, build a hand, share it. Its
 * state is one reducer in the model (state.ts), kept and restored by `useLab` (storage, the
 * address, other tabs); this component renders the state and turns the reader's actions into
 * the reducer's actions.
 *
 * The address follows both hands: `h=` the hand under construction, `p=` the pasted board on
 * preview (beside the preview's step, `hand-lab-paste=<n>`), so that a replay's "Copy link to
 * this step" copies a link that holds its hand. A link that opens a hand or a board the reader
 * does not have opens on a clean view of it ({@link SharedView}), with "Edit in the Lab".
 *
 * Safety: nothing from a link, a file or the text box is run or inserted as HTML; every string
 * is rendered as text by Preact.
 *
 * @packageDocumentation
 */
import { useEffect, useRef } from 'preact/hooks';
import { decodeBytes } from '../../engine/formats/encoding.ts';
import { translator } from '../../i18n/lab.ts';
import { BuildPanel, type BuildPanelProps } from './BuildPanel.tsx';
import {
  BUILD_REPLAY_ID,
  fileTooLarge,
  handTimeline,
  hashWithoutPasteStep,
  LINK_KEY,
  linkFromHash,
  PASTE_REPLAY_ID,
  PASTED_LINK_KEY,
  replayStepLink,
  shareLink,
  toRecord,
  boardLink,
  shownBoard,
  textTooLarge,
  type LabAction,
  type LabState,
} from './model.ts';
import { SharePanel } from './SharePanel.tsx';
import { SharedView } from './SharedView.tsx';
import { SourcePanel } from './SourcePanel.tsx';
import { useLab } from './useLab.ts';
import '../shared/styles.css';
import './styles.css';

/** Props of the Lab. */
export interface HandLabProps {
  /** The site's base path, from `import.meta.env.BASE_URL` (`/` or `/auction-bridge/`). */
  readonly base?: string;
  readonly lang?: string;
  /** How long the reader may pause before the text is checked and kept (milliseconds). */
  readonly debounce?: number;
}

/** What the shared view shows: the shared hand (the builder's) or the shared board (the paste preview's). */
const sharedProps = (state: LabState) => {
  if (state.shared === 'hand') {
    const hand = state.build.hand;
    const timeline = handTimeline(hand);
    const link = shareLink(hand);
    return {
      title: hand.title,
      timeline: timeline.ok ? timeline.value : null,
      record: timeline.ok ? toRecord(hand) : null,
      replayId: BUILD_REPLAY_ID,
      linkFor: (step: number) => replayStepLink(window.location.href, LINK_KEY, link, BUILD_REPLAY_ID, step),
    };
  }
  const board = shownBoard(state.source.report, state.source.board);
  const link = boardLink(board);
  return {
    title: board?.record?.title ?? '',
    timeline: board?.timeline ?? null,
    record: board?.record ?? null,
    replayId: PASTE_REPLAY_ID,
    ...(link === null
      ? {}
      : { linkFor: (step: number) => replayStepLink(window.location.href, PASTED_LINK_KEY, link, PASTE_REPLAY_ID, step) }),
  };
};

/** Reads a dropped or chosen file: its text (its encoding found by the engine), or why it was refused. */
const fileAction = async (file: File, lang: string): Promise<LabAction> => {
  const tr = translator(lang);
  const big = fileTooLarge(file.size, file.name, lang);
  if (big) return { type: 'fileRefused', message: `${big.message} ${big.hint ?? ''}` };
  try {
    const decoded = decodeBytes(new Uint8Array(await file.arrayBuffer()));
    const tooBig = textTooLarge(decoded.text, lang);
    if (tooBig) return { type: 'fileRefused', message: `${tooBig.message} ${tooBig.hint ?? ''}` };
    return { type: 'file', text: decoded.text, message: tr('lab.file.read', { name: file.name, encoding: decoded.encoding }) };
  } catch {
    return { type: 'fileRefused', message: tr('lab.file.failed', { name: file.name }) };
  }
};

/** A link that could not be opened (an alert), and what the Lab did to keep the reader's work (a status). */
function LabNotices({ state }: { state: LabState }) {
  const { build, source } = state;
  return (
    <>
      {(build.linkProblem || source.linkProblem) && (
        <div class="ab-lab__notice ab-lab__notice--refused" role="alert">
          {build.linkProblem && <p>{build.linkProblem}</p>}
          {source.linkProblem && <p>{source.linkProblem}</p>}
        </div>
      )}
      <p class="ab-lab__notice ab-lab__notice--done ab-lab__keeping" role="status" aria-live="polite" aria-atomic="true">
        {state.keeping ?? ''}
      </p>
    </>
  );
}

/** The build panel's props: its part of the state, and its actions as the reducer's. */
const buildProps = (state: LabState, dispatch: (action: LabAction) => void): BuildPanelProps => {
  const { build } = state;
  return {
    hand: build.hand,
    seat: build.seat,
    seed: build.seed,
    noteStep: build.noteStep,
    notice: build.notice,
    kept: build.kept,
    saveProblem: build.saveProblem,
    readers: state.readers,
    dispatch: (action) => dispatch({ type: 'hand', action }),
    onSeat: (seat) => dispatch({ type: 'seat', seat }),
    onSeed: (seed) => dispatch({ type: 'seed', seed }),
    onNoteStep: (step) => dispatch({ type: 'noteStep', step }),
    onBringBack: (index) => dispatch({ type: 'bringBackHand', index }),
    onDeleteKept: (index) => dispatch({ type: 'deleteHand', index }),
    onClear: () => dispatch({ type: 'clearHand' }),
    lang: state.lang,
  };
};

/** The Hand Lab. */
export function HandLabView({ base = '/', lang = 'en', debounce = 300 }: HandLabProps) {
  const { state, dispatch, setAddress } = useLab(lang, debounce);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // After "Edit in the Lab", the panel that holds the shared hand or board.
  const editing = useRef<'hand' | 'board' | null>(null);
  useEffect(() => {
    if (state.shared !== null || editing.current === null) return;
    const id = editing.current === 'hand' ? 'lab-build-h' : 'lab-paste-h';
    editing.current = null;
    const heading = document.getElementById(id);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [state.shared]);
  const { source, build } = state;

  /** Another board, file or text starts at its first step: the step in the address was the other board's. */
  const dropStep = (): void => setAddress(hashWithoutPasteStep(window.location.hash));

  const onFile = (file: File): void => {
    void fileAction(file, lang).then((action) => {
      if (action.type === 'file') dropStep();
      dispatch(action);
    });
  };

  if (state.shared !== null) {
    return (
      <div
        class="ab-lab ab-lab--shared not-content"
        data-ready={state.ready ? 'true' : undefined}
        data-readers={state.readers ? 'true' : undefined}
      >
        <SharedView
          {...sharedProps(state)}
          keeping={state.keeping}
          onEdit={() => {
            editing.current = state.shared;
            dispatch({ type: 'edit' });
          }}
          lang={lang}
        />
      </div>
    );
  }

  return (
    <div class="ab-lab not-content" data-ready={state.ready ? 'true' : undefined} data-readers={state.readers ? 'true' : undefined}>
      <LabNotices state={state} />
      <SourcePanel
        source={source}
        textarea={textarea}
        onText={(text) => dispatch({ type: 'text', text })}
        onStrict={(strict) => dispatch({ type: 'strict', strict })}
        onBoard={(index) => {
          dropStep();
          dispatch({ type: 'board', index });
        }}
        onFile={onFile}
        onEdit={(b) => {
          dispatch({ type: 'editBoard', index: b.index });
          document.getElementById('lab-build-h')?.scrollIntoView({ block: 'start' });
        }}
        onClear={() => dispatch({ type: 'clearText' })}
        onBringBack={(index) => {
          dropStep();
          dispatch({ type: 'bringBackText', index, addressLink: linkFromHash(window.location.hash, PASTED_LINK_KEY) });
          textarea.current?.focus();
        }}
        onDeleteKept={(index) => dispatch({ type: 'deleteText', index })}
        lang={lang}
      />
      <BuildPanel {...buildProps(state, dispatch)} />
      <SharePanel hand={build.hand} base={base} origin={state.origin} readers={state.readers} lang={lang} />
    </div>
  );
}

export default HandLabView;
