/**
 * The Lab's second part: build a hand. The rule set, options, dealer and title; the deal (the
 * card picker, a typed PBN deal, or a seed); the bidding box; the play and the claim; undo; a
 * note on any step; the table as it stands; the replay of the whole hand. Thin: every change is
 * a `HandAction` for the model's reducer, and every control is told what is legal.
 *
 * @packageDocumentation
 */
import type { RefObject } from 'preact';
import { useMemo, useRef, useState } from 'preact/hooks';
import type { Diagnostic } from '../../engine/source.ts';
import { SEATS, type Seat } from '../../engine/types.ts';
import { diagnosticText } from '../../i18n/diagnostics.ts';
import { translator, type Translate } from '../../i18n/lab.ts';
import { AuctionTableView } from '../AuctionTable/View.tsx';
import { HandDiagramView } from '../HandDiagram/View.tsx';
import { seatName } from '../shared/format.ts';
import { BiddingBox } from './BiddingBox.tsx';
import { CardPicker } from './CardPicker.tsx';
import {
  biddingBox,
  BUILD_REPLAY_ID,
  dealString,
  HAND_CARDS,
  knownHands,
  handCopyLabel,
  handTimeline,
  LAB_RULE_SET_IDS,
  LINK_KEY,
  MAX_NOTE_CHARS,
  MAX_SEED_CHARS,
  MAX_TITLE_CHARS,
  noteAt,
  noteSteps,
  nullosAllowed,
  parseDealString,
  pickerView,
  playView,
  progress,
  replayStepLink,
  shareLink,
  toRecord,
  undealt,
  type HandAction,
  type LabProgress,
  type LabHand,
  type LabNotice,
  type Readers,
} from './model.ts';
import { LazyReplay } from './LazyReplay.tsx';
import { PlayControls } from './PlayControls.tsx';
import { KeptCopies } from './KeptCopies.tsx';
import { ConfirmButton, Section } from './ui.tsx';
import { RULE_SETS } from '../../engine/rules/index.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';
import { ruleSetName } from '../../i18n/rule-sets.ts';

/** Props of the build panel. */
export interface BuildPanelProps {
  readonly hand: LabHand;
  readonly seat: Seat;
  readonly seed: string;
  /** The step whose note is edited; `null` follows the latest step. */
  readonly noteStep: number | null;
  readonly notice: LabNotice | null;
  /** Hands of the reader's that a link or another tab replaced, newest first, to bring back. */
  readonly kept: readonly LabHand[];
  readonly saveProblem: string | null;
  /** The PBN reader, once loaded (it reads typed deals). */
  readonly readers: Readers | null;
  readonly dispatch: (action: HandAction) => void;
  readonly onSeat: (seat: Seat) => void;
  readonly onSeed: (seed: string) => void;
  readonly onNoteStep: (step: number | null) => void;
  /** Brings back the kept hand at an index. */
  readonly onBringBack: (index: number) => void;
  /** Deletes the kept hand at an index. */
  readonly onDeleteKept: (index: number) => void;
  readonly onClear: () => void;
  readonly lang?: string;
}

function Problems({ list, lang }: { list: readonly Diagnostic[]; lang: string }) {
  return (
    <ul class="ab-lab__field-errors" id="lab-deal-errors">
      {list.map((d, i) => {
        const text = diagnosticText(d, lang);
        return (
          <li key={i}>
            {d.pos ? `${d.pos.column}: ` : ''}
            {text.message} {text.hint ?? ''}
          </li>
        );
      })}
    </ul>
  );
}

/** The build panel. */
/** The hand's settings: rule set, nullos, dealer, title. */
function HandSettings({
  hand,
  dispatch,
  tr,
  first,
}: {
  hand: LabHand;
  dispatch: (a: HandAction) => void;
  tr: Translate;
  first: RefObject<HTMLSelectElement>;
}) {
  return (
    <fieldset class="ab-lab__settings ab-no-print">
      <legend>{tr('lab.settings.title')}</legend>
      <p class="ab-lab__field">
        <label for="lab-rules">{tr('lab.settings.ruleSet')}</label>
        <select
          id="lab-rules"
          ref={first}
          value={hand.ruleSet}
          onChange={(e) => dispatch({ type: 'setRuleSet', ruleSet: e.currentTarget.value as RuleSetId })}
        >
          {LAB_RULE_SET_IDS.map((id) => (
            <option key={id} value={id}>
              {tr('lab.settings.ruleSetOption', { label: ruleSetName(RULE_SETS[id]), years: RULE_SETS[id].years })}
            </option>
          ))}
        </select>
      </p>
      {nullosAllowed(hand.ruleSet) && (
        <p class="ab-lab__field">
          <label class="ab-lab__check">
            <input type="checkbox" checked={hand.nullos} onChange={(e) => dispatch({ type: 'setNullos', on: e.currentTarget.checked })} />
            <span>{tr('lab.settings.nullos')}</span>
          </label>
        </p>
      )}
      <p class="ab-lab__field">
        <label for="lab-dealer">{tr('lab.settings.dealer')}</label>
        <select
          id="lab-dealer"
          value={hand.dealer}
          onChange={(e) => dispatch({ type: 'setDealer', dealer: e.currentTarget.value as Seat })}
        >
          {SEATS.map((s) => (
            <option key={s} value={s}>
              {seatName(s, tr)}
            </option>
          ))}
        </select>
      </p>
      <p class="ab-lab__field">
        <label for="lab-title">{tr('lab.settings.handTitle')}</label>
        <input
          id="lab-title"
          type="text"
          maxLength={MAX_TITLE_CHARS}
          value={hand.title}
          onInput={(e) => dispatch({ type: 'title', text: e.currentTarget.value })}
        />
      </p>
    </fieldset>
  );
}

/** A deal typed in PBN, read once the PBN reader has loaded; what is wrong with it, under it. */
function TypedDeal({ readers, dispatch, lang }: { readers: Readers | null; dispatch: (a: HandAction) => void; lang: string }) {
  const tr = translator(lang);
  const [typed, setTyped] = useState('');
  const [typedProblems, setTypedProblems] = useState<readonly Diagnostic[]>([]);
  const useTyped = (): void => {
    if (!readers) {
      setTypedProblems([{ code: 'LAB_LOADING', message: tr('lab.loading'), severity: 'error' }]);
      return;
    }
    const r = parseDealString(readers, typed, lang);
    setTypedProblems(r.ok ? [] : r.error);
    if (r.ok) dispatch({ type: 'setDeal', deal: r.value });
  };
  return (
    <>
      <div class="ab-lab__row">
        <label for="lab-typed">{tr('lab.deal.typedLabel')}</label>
        <input
          id="lab-typed"
          type="text"
          spellcheck={false}
          autocomplete="off"
          placeholder="N:AKQ.T98.765.432 - - -"
          value={typed}
          aria-invalid={typedProblems.length > 0 ? 'true' : undefined}
          aria-describedby={typedProblems.length > 0 ? 'lab-deal-errors' : undefined}
          onInput={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              useTyped();
            }
          }}
        />
        <button type="button" class="ab-lab__button" onClick={useTyped}>
          {tr('lab.deal.typedButton')}
        </button>
      </div>
      {typedProblems.length > 0 && <Problems list={typedProblems} lang={lang} />}
    </>
  );
}

/** Dealing: a seed, a typed PBN deal, the card picker, the rest to one seat, clear. */
function DealPart(props: BuildPanelProps) {
  const lang = props.lang ?? 'en';
  const tr = translator(lang);
  const { hand, dispatch } = props;
  const picker = useMemo(() => pickerView(hand, lang), [hand, lang]);
  const rest = undealt(hand.deal).length;
  const room = HAND_CARDS - hand.deal[props.seat].length;
  return (
    <Section id="lab-deal-h" title={tr('lab.deal.title')} level={3} class="ab-lab__part ab-no-print">
      <div class="ab-lab__row">
        <label for="lab-seed">{tr('lab.deal.seedLabel')}</label>
        <input
          id="lab-seed"
          type="text"
          maxLength={MAX_SEED_CHARS}
          value={props.seed}
          onInput={(e) => props.onSeed(e.currentTarget.value)}
        />
        <button type="button" class="ab-lab__button" onClick={() => dispatch({ type: 'randomDeal', seed: props.seed })}>
          {tr('lab.deal.seedButton')}
        </button>
      </div>
      <TypedDeal readers={props.readers} dispatch={dispatch} lang={lang} />
      <CardPicker
        view={picker}
        seat={props.seat}
        onSeat={props.onSeat}
        onCard={(card) => dispatch({ type: 'assign', card, seat: props.seat })}
        lang={lang}
      />
      <div class="ab-lab__row">
        <button
          type="button"
          class="ab-lab__button"
          aria-disabled={rest === 0 || rest > room || picker.locked ? 'true' : undefined}
          onClick={() => dispatch({ type: 'fillRest', seat: props.seat })}
        >
          {tr('lab.deal.fillRest', { seat: seatName(props.seat, tr) })}
        </button>
        <button
          type="button"
          class="ab-lab__button"
          aria-disabled={picker.locked ? 'true' : undefined}
          onClick={() => dispatch({ type: 'clearDeal' })}
        >
          {tr('lab.deal.clear')}
        </button>
      </div>
      <p class="ab-lab__help">
        {tr('lab.deal.current')} <code class="ab-lab__deal-string">{dealString(hand.deal)}</code>
      </p>
    </Section>
  );
}

/** A note on any step of the hand: which step (the latest, unless one is chosen), and its text. */
function NoteEditor(props: BuildPanelProps & { last: number; lang: string }) {
  const { hand, dispatch, last, lang } = props;
  const tr = translator(lang);
  const steps = useMemo(() => noteSteps(hand, lang), [hand, lang]);
  const noteStep = props.noteStep === null ? last : Math.min(props.noteStep, last);
  return (
    <Section id="lab-notes-h" title={tr('lab.note.title')} level={3} class="ab-lab__part">
      <p class="ab-lab__field">
        <label for="lab-note-step">{tr('lab.note.step')}</label>
        <select
          id="lab-note-step"
          value={String(noteStep)}
          onChange={(e) => props.onNoteStep(Number(e.currentTarget.value) === last ? null : Number(e.currentTarget.value))}
        >
          {steps.map((s) => (
            <option key={s.step} value={String(s.step)}>
              {s.label}
            </option>
          ))}
        </select>
      </p>
      <p class="ab-lab__field">
        <label for="lab-note">{tr('lab.note.label')}</label>
        <textarea
          id="lab-note"
          rows={3}
          maxLength={MAX_NOTE_CHARS}
          aria-describedby="lab-note-help"
          value={noteAt(hand, noteStep)}
          onInput={(e) => dispatch({ type: 'note', step: noteStep, text: e.currentTarget.value })}
        />
      </p>
      <p id="lab-note-help" class="ab-lab__help">
        {tr('lab.note.help')}
      </p>
    </Section>
  );
}

/** The table as it stands: the hands (what is left of them once play has begun) and the auction. */
const tableNow = (hand: LabHand, p: LabProgress, lang: string, tr: Translate) => (
  <div class="ab-lab__table">
    <h3 id="lab-table-h">{tr('lab.table.title')}</h3>
    <HandDiagramView
      deal={p.play ? p.play.hands : knownHands(hand.deal)}
      dealer={hand.dealer}
      contract={p.auction.contract}
      lang={lang}
      caption={tr('lab.table.caption')}
    />
    <AuctionTableView
      dealer={hand.dealer}
      calls={hand.calls}
      {...(p.auction.complete ? { contract: p.auction.contract } : {})}
      lang={lang}
    />
  </div>
);

/** The auction, the play, undo, the notice, the notes, and the table as it stands. */
function WorkPart(props: BuildPanelProps) {
  const lang = props.lang ?? 'en';
  const tr = translator(lang);
  const { hand, dispatch } = props;
  const p = useMemo(() => progress(hand), [hand]);
  const box = useMemo(() => biddingBox(hand, lang), [hand, lang]);
  const play = useMemo(() => playView(hand, lang), [hand, lang]);
  return (
    <div class="ab-lab__work">
      <div class="ab-lab__controls ab-no-print">
        <Section id="lab-auction-h" title={tr('lab.auction.title')} level={3} class="ab-lab__part">
          <p class="ab-lab__prompt">{box.prompt}</p>
          <BiddingBox view={box} onCall={(call) => dispatch({ type: 'call', call })} lang={lang} />
        </Section>
        <Section id="lab-play-h" title={tr('lab.play.title')} level={3} class="ab-lab__part">
          <PlayControls
            view={play}
            onCard={(card) => dispatch({ type: 'card', card })}
            onClaim={(tricks) => dispatch({ type: 'claim', tricks })}
            lang={lang}
          />
        </Section>
        <div class="ab-lab__row">
          <button
            type="button"
            class="ab-lab__button"
            aria-disabled={hand.calls.length === 0 ? 'true' : undefined}
            onClick={() => {
              dispatch({ type: 'undo' });
              props.onNoteStep(null);
            }}
          >
            {tr('lab.undo.button')}
          </button>
        </div>
        <p
          class={`ab-lab__notice${props.notice ? ` ab-lab__notice--${props.notice.kind}` : ''}`}
          role="status"
          aria-live="polite"
          aria-atomic="true"
        >
          {props.notice?.text ?? ''}
        </p>
        <NoteEditor {...props} last={p.steps} lang={lang} />
      </div>
      {tableNow(hand, p, lang, tr)}
    </div>
  );
}

/** The replay of the whole hand as built. */
function BuildPreview({ hand, lang }: { hand: LabHand; lang: string }) {
  const tr = translator(lang);
  const timeline = useMemo(() => handTimeline(hand), [hand]);
  const record = useMemo(() => toRecord(hand), [hand]);
  const link = useMemo(() => shareLink(hand), [hand]);
  return (
    <div class="ab-lab__preview" id="lab-build-preview">
      <h3>{tr('lab.preview.built')}</h3>
      {timeline.ok ? (
        <LazyReplay
          loading={tr('lab.loading')}
          key={link}
          timeline={timeline.value}
          record={record}
          id={BUILD_REPLAY_ID}
          linkFor={(step: number) => replayStepLink(window.location.href, LINK_KEY, link, BUILD_REPLAY_ID, step)}
          lang={lang}
        />
      ) : (
        <p class="ab-lab__notice ab-lab__notice--refused">{timeline.error.map((d) => diagnosticText(d, lang).message).join(' ')}</p>
      )}
    </div>
  );
}

/** The build panel. */
export function BuildPanel(props: BuildPanelProps) {
  const lang = props.lang ?? 'en';
  const tr = translator(lang);
  const clearTarget = useRef<HTMLSelectElement>(null);
  return (
    <Section id="lab-build-h" title={tr('lab.build.title')} class="ab-lab__panel ab-lab__panel--build">
      <p>{tr('lab.build.intro')}</p>
      <KeptCopies
        kind="hand"
        labels={props.kept.map((h) => handCopyLabel(h, tr))}
        onBringBack={props.onBringBack}
        onDelete={props.onDeleteKept}
        lang={lang}
      />
      {props.saveProblem && <p class="ab-lab__notice ab-lab__notice--refused">{props.saveProblem}</p>}
      <HandSettings hand={props.hand} dispatch={props.dispatch} tr={tr} first={clearTarget} />
      <DealPart {...props} />
      <WorkPart {...props} />
      <BuildPreview hand={props.hand} lang={lang} />
      <p class="ab-lab__row ab-no-print">
        <ConfirmButton
          label={tr('lab.build.clear')}
          question={tr('lab.build.clearQuestion')}
          yes={tr('lab.confirm.yes')}
          no={tr('lab.confirm.no')}
          onConfirm={props.onClear}
          returnFocus={() => clearTarget.current}
        />
      </p>
    </Section>
  );
}
