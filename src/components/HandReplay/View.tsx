/**
 * Hand replay view: the island that steps through a hand call by call and card by card.
 *
 * On the server it renders the replay's title and an empty live region; once hydrated it adds
 * the live table (the hands at the current step, the trick in the middle, the controls, the
 * commentary and a polite live region). The whole hand as a book prints it (for readers without
 * JavaScript, and for print) is not part of the island: the pages render `HandRecordView`
 * (`Record.tsx`) beside it at build time, and the Lab renders it in the browser. Thin: every
 * word and decision comes from `model.ts` and the engine's snapshots.
 *
 * @packageDocumentation
 */
import type { ComponentChildren, Ref } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Snapshot, Timeline } from '../../engine/record.ts';
import { SEATS, type Rank, type Suit } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/replay.ts';
import { HandDiagramView } from '../HandDiagram/View.tsx';
import { rankShort, seatName, spellContractBy } from '../shared/format.ts';
import { NoteParagraphs, SpelledText, SuitSymbol } from '../shared/Spelled.tsx';
import {
  announce,
  announcement,
  canStep,
  cardWords,
  domId,
  goToTrick,
  handTitle,
  hiddenSeats,
  isWholeDealKey,
  keyAction,
  lastStep,
  playedCards,
  readStepFromHash,
  stepMessage,
  stepReducer,
  stepUrl,
  trickCount,
  trickOfStep,
  tricksWonText,
  type ReplayShow,
  type StepAction,
} from './model.ts';
import { copyText } from '../shared/clipboard.ts';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import '../shared/styles.css';
import './styles.css';

/** Props of the replay: the engine's timeline (plain JSON), an id unique on the page, and options. */
export interface HandReplayProps {
  readonly timeline: Timeline;
  /** Unique on the page: the URL keeps the step as `#hand-<id>=<step>`. */
  readonly id: string;
  /** Which hands are face up (default: all four, as a book prints them). */
  readonly show?: ReplayShow;
  readonly lang?: string;
  /**
   * The link "Copy link to this step" copies for a step; by default this page's address with the
   * step in it ({@link stepUrl}). The Lab gives one that holds just the hand this replay shows.
   */
  readonly linkFor?: (step: number) => string;
  /**
   * The move list: the auction and the play with a button per call and card, each carrying
   * `data-step` (`MoveList/MoveList.tsx`). Pages pass it as static HTML in the island's `moves`
   * slot, so its code never reaches the browser; the replay only listens for clicks on it and
   * marks the current move.
   */
  readonly moves?: ComponentChildren;
  /**
   * The hand's score, shown at the last step: one block per rule set, each with `data-rules`
   * (`HandScore/HandScore.tsx`), static HTML from the `score` slot. The replay shows the block
   * of the reader's chosen code (and the one marked `data-always`, Contract).
   */
  readonly score?: ComponentChildren;
}

/** Where the reader's chosen rule set is kept (RuleSetPicker/choice.ts, RULE_SET_STORAGE_KEY). */
const RULE_SET_KEY = 'auction-bridge:rule-set';

/**
 * Marks the move of `step` in a move list (`aria-current`, the one tab stop of the list) and the
 * moves still to come (`data-future`), moves the focus with it when the reader is in the list,
 * and scrolls the list, not the page, to keep the current move in sight.
 */
const markMoves = (list: HTMLElement | null, step: number): void => {
  if (!list) return;
  const inside = list.contains(document.activeElement);
  for (const el of list.querySelectorAll<HTMLElement>('[data-step]')) {
    const n = Number(el.dataset['step']);
    // A roving tabindex: the list is one tab stop, at the current move; focus follows the arrows.
    el.tabIndex = n === step ? 0 : -1;
    if (n === step) {
      el.setAttribute('aria-current', 'step');
      if (inside) el.focus({ preventScroll: true });
      const box = list.getBoundingClientRect();
      const at = el.getBoundingClientRect();
      if (at.top < box.top || at.bottom > box.bottom) list.scrollTop += at.top - box.top - box.height / 2;
    } else el.removeAttribute('aria-current');
    el.toggleAttribute('data-future', n > step);
  }
};

/** What the browser keeps under `key`; `null` when nothing, or when storage is refused (private mode). */
export const stored = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** Shows the score block of the reader's chosen code (else the hand's own, marked `data-own`). */
const pickScore = (box: HTMLElement | null): void => {
  if (!box) return;
  const chosen = stored(RULE_SET_KEY);
  const blocks = [...box.querySelectorAll<HTMLElement>('[data-rules]')];
  const pick = blocks.find((b) => b.dataset['rules'] === chosen) ?? blocks.find((b) => b.hasAttribute('data-own'));
  for (const b of blocks) b.hidden = !(b === pick || b.hasAttribute('data-always'));
};

// ---------------------------------------------------------------------------------------------
// The live table

/** The centre of the table: the trick being played, or the dealer and contract before the lead. */
function tableCentre(timeline: Timeline, snap: Snapshot, tr: Translate) {
  const trick = snap.trick;
  if (trick === null) {
    return (
      <div class="ab-trick ab-trick--empty">
        <p>{tr('diagram.dealerIs', { seat: seatName(timeline.dealer, tr) })}</p>
        {snap.contract && (
          <p>
            <SpelledText value={spellContractBy(snap.contract)} />
          </p>
        )}
      </div>
    );
  }
  return (
    <div class="ab-trick" role="group" aria-label={tr('replay.trick', { number: snap.trickNumber })}>
      {SEATS.map((seat) => {
        const played = trick.cards.find((c) => c.seat === seat);
        const won = trick.winner === seat;
        return (
          <span key={seat} class={`ab-trick__card ab-trick__card--${seat}${won ? ' ab-trick__card--won' : ''}`} data-seat={seat}>
            {played && (
              <>
                <span aria-hidden="true">
                  <SuitSymbol suit={played.card[0] as Suit} />
                  {rankShort(played.card[1] as Rank, tr)}
                </span>
                <span class="ab-sr-only">
                  {tr(won ? 'replay.trickCardWins' : 'replay.trickCard', { seat: seatName(seat, tr), card: cardWords(played.card, tr) })}
                </span>
              </>
            )}
          </span>
        );
      })}
    </div>
  );
}

/** The step buttons, in order. */
const STEP_KINDS = ['first', 'prev', 'next', 'last'] as const;

const ICONS: Record<(typeof STEP_KINDS)[number], string> = {
  first: 'M3 3h2v10H3zM14 3v10L6 8z',
  prev: 'M12 3v10L4 8z',
  next: 'M4 3v10l8-5z',
  last: 'M11 3h2v10h-2zM2 3v10l8-5z',
};

function stepButton(kind: (typeof STEP_KINDS)[number], label: string, enabled: boolean, onStep: () => void) {
  return (
    <button
      key={kind}
      type="button"
      class="ab-replay__button"
      aria-disabled={enabled ? undefined : 'true'}
      title={label}
      onClick={() => enabled && onStep()}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d={ICONS[kind]} fill="currentColor" />
      </svg>
      <span class="ab-sr-only">{label}</span>
    </button>
  );
}

// ---------------------------------------------------------------------------------------------
// The island

/** The step shown, and the step as of the last action, so that actions faster than a render still add up. */
function useStep() {
  const [step, setStepState] = useState(0);
  const current = useRef(0);
  const setStep = (next: number): void => {
    current.current = next;
    setStepState(next);
  };
  return [step, current, setStep] as const;
}

/** Whether the whole deal is shown face up, and the switch, which says what it did. */
function useWholeDeal(tr: Translate, say: (message: string) => void) {
  const [whole, setWhole] = useState(false);
  const toggle = (): void => {
    setWhole(!whole);
    say(tr(whole ? 'replay.wholeDealHidden' : 'replay.wholeDealShown'));
  };
  return [whole, toggle] as const;
}

/** A click (or Enter) on a call or card of the move list goes to its step. */
const moveClick =
  (go: (action: StepAction) => void) =>
  (event: MouseEvent): void => {
    const target = (event.target as Element | null)?.closest<HTMLElement>('[data-step]');
    if (target) go({ type: 'goto', step: Number(target.dataset['step']) });
  };

/** After hydration: go live, open at the step in the URL, and follow links to other steps. */
function useStepFromUrl(id: string, last: number, setLive: (live: boolean) => void, setStep: (step: number) => void): void {
  useEffect(() => {
    setLive(true);
    const fromUrl = (): void => {
      const s = readStepFromHash(location.hash, id, last);
      if (s !== null) setStep(s);
    };
    fromUrl();
    addEventListener('hashchange', fromUrl);
    return () => removeEventListener('hashchange', fromUrl);
  }, [id, last]);
}

/**
 * Copying a link: to the clipboard where the browser allows it; where it refuses, the link is
 * shown in a field (`[linkField, field]`), selected, and the old copy command is tried. `say`
 * gets what the live region says and the visible confirmation beside the button. `clear` hides
 * the field again.
 */
function useCopyLink(tr: Translate, say: (message: string, copied: string) => void) {
  const [linkField, setLinkField] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = field.current;
    if (linkField === null || !input) return;
    input.focus();
    input.select();
    let copied: boolean;
    try {
      // Throws where the old command is gone: then the link stays selected for the reader to copy.
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    say(tr(copied ? 'replay.linkCopied' : 'replay.linkSelected'), copied ? tr('replay.copied') : '');
  }, [linkField]);
  const copy = async (url: string): Promise<void> => {
    if (await copyText(url)) {
      setLinkField(null);
      say(tr('replay.linkCopied'), tr('replay.copied'));
    } else setLinkField(url); // Refused or unavailable: the text is shown selected instead.
  };
  return [linkField, field, copy, () => setLinkField(null)] as const;
}

/** The replay's keys (model.ts maps them): steps, and the whole deal shown or hidden. */
const replayKeys =
  (go: (action: StepAction) => void, toggleWhole: () => void) =>
  (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as HTMLElement | null;
    if (target?.matches('select, input, textarea')) return;
    if (isWholeDealKey(event.key)) {
      event.preventDefault();
      toggleWhole();
      return;
    }
    const action = keyAction(event.key);
    if (!action) return;
    event.preventDefault();
    go(action);
  };

/** The controls: the step buttons, the whole deal, the trick picker and the copy button. */
function replayControls(
  timeline: Timeline,
  step: number,
  last: number,
  tr: Translate,
  go: (action: StepAction) => void,
  whole: boolean,
  toggleWhole: () => void,
  copied: string,
  copyLink: () => void,
) {
  return (
    <div class="ab-replay__controls" role="group" aria-label={tr('replay.controls')}>
      <div class="ab-replay__steps">
        {STEP_KINDS.map((kind) => stepButton(kind, tr(`replay.${kind}`), canStep(step, { type: kind }, last), () => go({ type: kind })))}
      </div>
      <button type="button" class="ab-replay__whole" aria-pressed={whole ? 'true' : 'false'} onClick={toggleWhole}>
        {tr('replay.wholeDeal')}
      </button>
      {trickCount(timeline) > 0 && (
        <label class="ab-replay__goto">
          <span>{tr('replay.goToTrick')}</span>
          <select
            value={String(trickOfStep(timeline, step))}
            onChange={(e) => go({ type: 'goto', step: goToTrick(timeline, Number(e.currentTarget.value)) })}
          >
            <option value="0">{tr('replay.goToAuction')}</option>
            {timeline.trickStarts.map((_, i) => (
              <option key={i + 1} value={String(i + 1)}>
                {tr('replay.trickOption', { number: i + 1 })}
              </option>
            ))}
          </select>
        </label>
      )}
      <span class="ab-replay__copybox">
        <button type="button" class="ab-replay__copy" onClick={copyLink}>
          {tr('replay.copyLink')}
        </button>
        <span class="ab-replay__copied" aria-hidden="true">
          {copied}
        </span>
      </span>
    </div>
  );
}

/**
 * The side column: where the hand stands, the tricks won, the step's commentary, and what the
 * page passes in: the score (shown at the last step) and the move list (a click on a move goes
 * to its step).
 */
function replaySide(
  timeline: Timeline,
  snap: Snapshot,
  step: number,
  last: number,
  tr: Translate,
  score: ComponentChildren,
  scoreBox: Ref<HTMLDivElement>,
  moves: ComponentChildren,
  movesBox: Ref<HTMLDivElement>,
  onMoveClick: (event: MouseEvent) => void,
) {
  return (
    <div class="ab-replay__side">
      <p class="ab-replay__status">
        <span class="ab-replay__counter">{tr('replay.stepOf', { step, total: last })}</span> {announce(announcement(timeline, step), tr)}
      </p>
      <p class="ab-replay__tricks">{tricksWonText(snap, tr)}</p>
      {snap.note && (
        <section class="ab-replay__commentary" aria-label={tr('replay.commentary')}>
          <NoteParagraphs text={snap.note} />
        </section>
      )}
      {score !== undefined && score !== null && (
        <div ref={scoreBox} class="ab-replay__score" hidden={step !== last}>
          {score}
        </div>
      )}
      {moves !== undefined && moves !== null && (
        <div ref={movesBox} class="ab-replay__moves" onClick={onMoveClick}>
          {moves}
        </div>
      )}
    </div>
  );
}

/** The hand replay. */
export function HandReplayView({ timeline, id, show = 'all', lang = 'en', linkFor, moves, score }: HandReplayProps) {
  const tr = translator(lang);
  const last = lastStep(timeline);
  const [live, setLive] = useState(false);
  const [step, current, setStep] = useStep();
  const [message, setMessage] = useState('');
  // The visible confirmation beside the copy button (the live region says it too).
  const [copied, setCopied] = useState('');
  const [whole, toggleWhole] = useWholeDeal(tr, setMessage);
  const movesBox = useRef<HTMLDivElement>(null);
  const scoreBox = useRef<HTMLDivElement>(null);
  const say = (said: string, shown: string): void => {
    setMessage(said);
    setCopied(shown);
  };

  useStepFromUrl(id, last, setLive, setStep);
  const [linkField, field, copy, clearField] = useCopyLink(tr, say);
  useEffect(() => markMoves(movesBox.current, step), [step, live]);
  useEffect(() => pickScore(scoreBox.current), [step === last, live]);

  const go = (action: StepAction): void => {
    const next = stepReducer(current.current, action, last);
    if (next === current.current) return;
    setStep(next);
    clearField();
    say(stepMessage(timeline, next, tr), '');
    try {
      history.replaceState(history.state, '', stepUrl(location.href, id, next));
    } catch {
      // A sandboxed frame may refuse: the replay still works, only the URL does not follow.
    }
  };

  const copyLink = (): void => void copy(linkFor ? linkFor(current.current) : stepUrl(location.href, id, current.current));

  const title = handTitle(timeline, tr);
  const snap = timeline.steps[step] ?? timeline.steps[0];
  const keysId = `${domId(id)}-keys`;

  return (
    <section
      id={domId(id)}
      class={`ab-replay not-content${live ? ' ab-replay--live' : ''}`}
      role="group"
      aria-label={tr('replay.label', { title })}
      {...(live && { tabIndex: 0, 'aria-describedby': keysId, onKeyDown: replayKeys(go, toggleWhole), 'data-step': step })}
    >
      <p class="ab-replay__title">{title}</p>
      {live && snap && (
        <div class="ab-replay__live ab-no-print">
          <div class="ab-replay__main">
            <HandDiagramView
              deal={timeline.steps[0]?.hands ?? snap.hands}
              dealer={timeline.dealer}
              hidden={whole ? [] : hiddenSeats(timeline, snap, show)}
              {...(whole ? {} : { played: playedCards(timeline, step), active: snap.toAct })}
              lang={lang}
              centre={tableCentre(timeline, snap, tr)}
            />
            {replayControls(timeline, step, last, tr, go, whole, toggleWhole, copied, copyLink)}
            {linkField !== null && (
              <label class="ab-replay__link">
                <span>{tr('replay.linkField')}</span>
                <input ref={field} type="text" readOnly value={linkField} />
              </label>
            )}
          </div>
          {replaySide(timeline, snap, step, last, tr, score, scoreBox, moves, movesBox, moveClick(go))}
          <p id={keysId} class="ab-sr-only">
            {tr('replay.keys')}
          </p>
        </div>
      )}
      <LiveRegion class="ab-sr-only ab-no-print" message={message} />
    </section>
  );
}

export default HandReplayView;
