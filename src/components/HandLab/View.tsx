/**
 * The Hand Lab island: paste or drop a hand and see it checked, build a hand, share it. It holds
 * the state (the text, the hand under construction, the reader's settings), keeps it in
 * `localStorage` until the reader clears it, opens a hand from the URL fragment (`#h=<link>`),
 * and passes every decision to `model.ts` and the engine.
 *
 * The address follows both hands: `h=` the hand under construction, `p=` the pasted board on
 * preview (beside the preview's step, `hand-lab-paste=<n>`), so that a replay's "Copy link to
 * this step" copies a link that holds its hand. Opened elsewhere, `p=` is looked for in the
 * kept text first (a reload changes nothing); otherwise the link goes into the box and the
 * text that was there is kept for the reader to bring back.
 *
 * Safety: nothing from a link, a file or the text box is run or inserted as HTML; every string
 * is rendered as text by Preact.
 *
 * @packageDocumentation
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Seat } from '../../engine/types.ts';
import { decodeBytes } from '../../engine/formats/encoding.ts';
import { translator } from '../../i18n/lab.ts';
import { problemText } from '../HandGallery/embed.ts';
import { BuildPanel } from './BuildPanel.tsx';
import {
  boardLink,
  bringBackText,
  browserStorage,
  clearSaved,
  DEFAULT_SETTINGS,
  emptyHand,
  fileTooLarge,
  handFromLink,
  handFromRecord,
  hashWithLink,
  hashWithoutPasteStep,
  hashWithPastedLink,
  isEmptyHand,
  keepReplacedText,
  LAB_PREVIOUS_KEY,
  labReducer,
  linkFromHash,
  loadHand,
  loadKeptTexts,
  loadSettings,
  loadText,
  nextSeatWithRoom,
  openPastedLink,
  PASTED_LINK_KEY,
  readSource,
  sameBoard,
  sameHand,
  saveHand,
  saveKeptTexts,
  saveSettings,
  saveText,
  shareLink,
  shownBoard,
  textTooLarge,
  type LabAction,
  type LabBoard,
  type LabHand,
  type LabNotice,
  type Readers,
  type SourceReport,
} from './model.ts';
import { SharePanel } from './SharePanel.tsx';
import { SourcePanel } from './SourcePanel.tsx';
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

/**
 * Puts `hash` in the address without a new history entry or a scroll; a sandboxed frame may
 * refuse, and the Lab works on all the same.
 */
const replaceHash = (hash: string): void => {
  if (hash === window.location.hash || (hash === '' && window.location.hash === '#')) return;
  try {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
  } catch {
    // Refused: the address does not follow, nothing else changes.
  }
};

/** The Hand Lab. */
export function HandLabView({ base = '/', lang = 'en', debounce = 300 }: HandLabProps) {
  const tr = translator(lang);
  const storage = useRef(browserStorage());
  const [ready, setReady] = useState(false);
  // The format readers, loaded after the page is interactive (see readers.ts).
  const [readers, setReaders] = useState<Readers | null>(null);
  const [origin, setOrigin] = useState('');

  // The pasted text and its report.
  const [text, setText] = useState('');
  const [strict, setStrict] = useState(DEFAULT_SETTINGS.strict);
  const [report, setReport] = useState<SourceReport | null>(null);
  const [pending, setPending] = useState(false);
  const [board, setBoard] = useState(0);
  const [fileMessage, setFileMessage] = useState<{ kind: 'done' | 'refused'; text: string } | null>(null);
  const [textSaveProblem, setTextSaveProblem] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Texts a link in the address replaced in the box, newest first, to bring back.
  const [kept, setKept] = useState<readonly string[]>([]);
  // The pasted board's link in the address, waiting for the text's check to find (or open) it.
  const wantedPaste = useRef<string | null>(null);
  // The pasted board's link in the address as the Lab last saw or wrote it: a `hashchange` that
  // brings no other is not the reader's (the address changed under the Lab only if it differs).
  const knownPaste = useRef<string | null>(null);
  /** Rewrites the address (see {@link replaceHash}), noting the pasted board it names. */
  const setAddress = (hash: string): void => {
    replaceHash(hash);
    knownPaste.current = linkFromHash(window.location.hash, PASTED_LINK_KEY);
  };
  const [pasteLinkProblem, setPasteLinkProblem] = useState<string | null>(null);
  // Bumped when the address changes under the Lab (the reader edits it): the paste panel looks again.
  const [hashTick, setHashTick] = useState(0);
  const reportRef = useRef(report);
  reportRef.current = report;
  const boardRef = useRef(board);
  boardRef.current = board;
  const keptRef = useRef(kept);
  keptRef.current = kept;

  // The hand under construction.
  const [hand, setHand] = useState<LabHand>(emptyHand());
  const [seat, setSeat] = useState<Seat>(DEFAULT_SETTINGS.seat);
  const [seed, setSeed] = useState(DEFAULT_SETTINGS.seed);
  const [noteStep, setNoteStep] = useState<number | null>(null);
  const [notice, setNotice] = useState<LabNotice | null>(null);
  const [previous, setPrevious] = useState<LabHand | null>(null);
  const [handSaveProblem, setHandSaveProblem] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const handRef = useRef(hand);
  handRef.current = hand;

  /** Opens the hand of a `#h=` fragment, keeping the reader's own hand to bring back. */
  const openFromHash = (hash: string, current: LabHand): LabHand => {
    const link = linkFromHash(hash);
    if (link === null) return current;
    const r = handFromLink(link);
    if (!r.ok) {
      const d = r.error[0];
      setLinkProblem(tr('lab.link.broken', { message: d?.message ?? '', hint: d?.hint ?? '' }));
      return current;
    }
    setLinkProblem(null);
    if (!isEmptyHand(current) && !sameHand(current, r.value.hand)) {
      saveHand(storage.current, current, lang, LAB_PREVIOUS_KEY);
      setPrevious(current);
    }
    setNotice({ kind: 'done', text: tr('lab.link.opened') });
    setNoteStep(null);
    return r.value.hand;
  };

  // After hydration: restore what was kept, then open a link in the URL.
  useEffect(() => {
    const s = storage.current;
    const settings = loadSettings(s);
    setStrict(settings.strict);
    setSeat(settings.seat);
    setSeed(settings.seed);
    setText(loadText(s));
    setKept(loadKeptTexts(s));
    wantedPaste.current = linkFromHash(window.location.hash, PASTED_LINK_KEY);
    knownPaste.current = wantedPaste.current;
    const stored = loadHand(s) ?? emptyHand();
    setPrevious(loadHand(s, LAB_PREVIOUS_KEY));
    setHand(openFromHash(window.location.hash, stored));
    setOrigin(window.location.origin);
    setReady(true);
    void import('./readers.ts').then((m) => setReaders(m.READERS));
    const onHash = (): void => {
      setHand(openFromHash(window.location.hash, handRef.current));
      // Another pasted board named (or none any more): look again. The same one is the Lab's own.
      const pasted = linkFromHash(window.location.hash, PASTED_LINK_KEY);
      if (pasted === knownPaste.current) return;
      knownPaste.current = pasted;
      wantedPaste.current = pasted;
      setHashTick((n) => n + 1);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  // The text: checked and kept once the reader pauses. A pasted board named by the address is
  // looked for in it first; the preview's step is dropped when another board takes its place.
  useEffect(() => {
    if (!ready) return undefined;
    setPending(true);
    const timer = setTimeout(() => {
      const saved = saveText(storage.current, text, lang);
      setTextSaveProblem(saved.ok ? null : saved.reason);
      if (!readers) return;
      const next = readSource(readers, text, { strict, lang });
      const wanted = wantedPaste.current;
      wantedPaste.current = null;
      if (wanted !== null) {
        const outcome = openPastedLink(next, text, wanted, keptRef.current);
        if (outcome.type === 'open') {
          const keptIt = keepReplacedText(storage.current, outcome.kept, text, lang);
          if (keptIt.ok) {
            // The link goes into the box (its own check follows); the text that was there is kept.
            setKept(outcome.kept);
            setPasteLinkProblem(null);
            setText(wanted);
            setBoard(0);
            setReport(null);
            return;
          }
          setPasteLinkProblem(keptIt.reason);
        } else if (outcome.type === 'broken') {
          const { message, hint } = problemText(outcome.problems);
          setPasteLinkProblem(tr('lab.link.broken', { message, hint: hint ?? '' }));
        }
        // The reader's own board stays on show, from its first step; the address follows it.
        if (outcome.type === 'board') setBoard(outcome.index);
        else setAddress(hashWithoutPasteStep(window.location.hash));
      } else if (reportRef.current !== null && !sameBoard(shownBoard(reportRef.current, boardRef.current), shownBoard(next, boardRef.current))) {
        setAddress(hashWithoutPasteStep(window.location.hash));
      }
      setReport(next);
      setPending(false);
    }, debounce);
    return () => clearTimeout(timer);
  }, [text, strict, ready, readers, hashTick]);

  // The address follows the pasted board on preview (`p=`), so that the preview's step links
  // hold it (a link that could not be opened is reported, then replaced by the board on show);
  // left alone while a board the address names is looked for.
  useEffect(() => {
    if (!ready || report === null || wantedPaste.current !== null) return;
    setAddress(hashWithPastedLink(window.location.hash, boardLink(shownBoard(report, board))));
  }, [report, board, ready, hashTick]);

  // The hand and the settings: kept once the reader pauses; the address follows the hand, so
  // that it is always a link to it (left alone while it holds a link that could not be opened).
  useEffect(() => {
    if (!ready) return undefined;
    const timer = setTimeout(() => {
      const saved = saveHand(storage.current, hand, lang);
      setHandSaveProblem(saved.ok ? null : saved.reason);
      saveSettings(storage.current, { strict, seat, seed }, lang);
      if (linkProblem !== null) return;
      setAddress(hashWithLink(window.location.hash, isEmptyHand(hand) ? null : shareLink(hand)));
    }, debounce);
    return () => clearTimeout(timer);
  }, [hand, strict, seat, seed, ready, linkProblem]);

  // Leaving the page (or the island) keeps the latest text and hand at once, pause or not.
  const latest = useRef({ text, hand, ready });
  latest.current = { text, hand, ready };
  useEffect(() => {
    const flush = (): void => {
      const now = latest.current;
      if (!now.ready) return;
      saveText(storage.current, now.text, lang);
      saveHand(storage.current, now.hand, lang);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const dispatch = (action: LabAction): void => {
    const r = labReducer(hand, action, lang);
    if (r.hand !== hand) setLinkProblem(null);
    setHand(r.hand);
    if (r.notice) setNotice(r.notice);
    if (action.type === 'call' || action.type === 'card' || action.type === 'claim' || action.type === 'load') setNoteStep(null);
    // Dealing by clicking: a full hand passes the pen to the next seat with room.
    if (action.type === 'assign' && r.notice?.kind === 'done' && r.hand.deal[action.seat].length === 13) {
      const next = nextSeatWithRoom(r.hand, action.seat);
      if (next !== null) setSeat(next);
    }
  };

  const onFile = (file: File): void => {
    const big = fileTooLarge(file.size, file.name, lang);
    if (big) {
      setFileMessage({ kind: 'refused', text: `${big.message} ${big.hint ?? ''}` });
      return;
    }
    void file
      .arrayBuffer()
      .then((buffer) => {
        const decoded = decodeBytes(new Uint8Array(buffer));
        const tooBig = textTooLarge(decoded.text, lang);
        if (tooBig) {
          setFileMessage({ kind: 'refused', text: `${tooBig.message} ${tooBig.hint ?? ''}` });
          return;
        }
        setAddress(hashWithoutPasteStep(window.location.hash));
        wantedPaste.current = null;
        setPasteLinkProblem(null);
        setText(decoded.text);
        setBoard(0);
        setFileMessage({ kind: 'done', text: tr('lab.file.read', { name: file.name, encoding: decoded.encoding }) });
      })
      .catch(() => setFileMessage({ kind: 'refused', text: tr('lab.file.failed', { name: file.name }) }));
  };

  const onEdit = (b: LabBoard): void => {
    if (!b.record) return;
    const { hand: next } = handFromRecord(b.record);
    if (!isEmptyHand(hand) && !sameHand(hand, next)) {
      saveHand(storage.current, hand, lang, LAB_PREVIOUS_KEY);
      setPrevious(hand);
    }
    dispatch({ type: 'load', hand: next });
    document.getElementById('lab-build-h')?.scrollIntoView({ block: 'start' });
  };

  return (
    <div class="ab-lab not-content" data-ready={ready ? 'true' : undefined} data-readers={readers ? 'true' : undefined}>
      {(linkProblem || pasteLinkProblem) && (
        <div class="ab-lab__notice ab-lab__notice--refused" role="alert">
          {linkProblem && <p>{linkProblem}</p>}
          {pasteLinkProblem && <p>{pasteLinkProblem}</p>}
        </div>
      )}
      <SourcePanel
        text={text}
        strict={strict}
        report={report}
        pending={pending}
        board={board}
        fileMessage={fileMessage}
        saveProblem={textSaveProblem}
        textarea={textarea}
        kept={kept.length > 0}
        onText={(t) => {
          wantedPaste.current = null;
          setPasteLinkProblem(null);
          setText(t);
          setFileMessage(null);
        }}
        onStrict={setStrict}
        onBoard={(index) => {
          // Another board starts at its first step: the step in the address was the other board's.
          setAddress(hashWithoutPasteStep(window.location.hash));
          setPasteLinkProblem(null);
          setBoard(index);
        }}
        onFile={onFile}
        onEdit={onEdit}
        onClear={() => {
          wantedPaste.current = null;
          setPasteLinkProblem(null);
          setText('');
          setBoard(0);
          setFileMessage(null);
          clearSaved(storage.current, 'text');
        }}
        onBringBack={() => {
          const back = bringBackText(kept, text, linkFromHash(window.location.hash, PASTED_LINK_KEY));
          if (!back) return;
          setAddress(hashWithoutPasteStep(window.location.hash));
          wantedPaste.current = null;
          setPasteLinkProblem(null);
          setKept(back.kept);
          const saved = saveKeptTexts(storage.current, back.kept, lang);
          if (!saved.ok) setTextSaveProblem(saved.reason);
          setText(back.text);
          setBoard(0);
          setFileMessage(null);
          textarea.current?.focus();
        }}
        lang={lang}
      />
      <BuildPanel
        hand={hand}
        seat={seat}
        seed={seed}
        noteStep={noteStep}
        notice={notice}
        previous={previous}
        saveProblem={handSaveProblem}
        readers={readers}
        dispatch={dispatch}
        onSeat={setSeat}
        onSeed={setSeed}
        onNoteStep={setNoteStep}
        onRestorePrevious={() => {
          if (!previous) return;
          const current = hand;
          dispatch({ type: 'load', hand: previous });
          if (isEmptyHand(current)) {
            setPrevious(null);
            clearSaved(storage.current, 'hand');
          } else {
            saveHand(storage.current, current, lang, LAB_PREVIOUS_KEY);
            setPrevious(current);
          }
        }}
        onClear={() => {
          clearSaved(storage.current, 'hand');
          setPrevious(null);
          setNoteStep(null);
          dispatch({ type: 'reset' });
        }}
        lang={lang}
      />
      <SharePanel hand={hand} base={base} origin={origin} readers={readers} lang={lang} />
    </div>
  );
}

export default HandLabView;
