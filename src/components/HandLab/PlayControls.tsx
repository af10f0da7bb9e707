/**
 * The play: the cards of the player to play (declarer's own, or dummy's), only those of the
 * engine's `legalPlays` enabled; the trick on the table; the tricks won; and the claim
 * (declarer's side's final total). One tab stop for the cards; arrows move between them.
 *
 * @packageDocumentation
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Card } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/lab.ts';
import { rankOf, suitOf } from '../../engine/card.ts';
import { rankShort, seatName } from '../shared/format.ts';
import { SuitSymbol } from '../shared/Spelled.tsx';
import { cardWords, type PlayView } from './model.ts';
import { useRovingGrid } from './ui.tsx';

/** Props of the play controls. */
export interface PlayControlsProps {
  readonly view: PlayView;
  readonly onCard: (card: Card) => void;
  readonly onClaim: (tricks: number) => void;
  readonly lang?: string;
}

/** The trick on the table (or the last one, with its winner). */
function TrickLine({ view, tr }: { view: PlayView; tr: Translate }) {
  if (view.trick.length === 0) return null;
  return (
    <p class="ab-lab__trick">
      <span>{view.trickWinner ? tr('lab.play.lastTrick') : tr('lab.play.onTable')}</span>{' '}
      {view.trick.map((c, i) => (
        <span key={c.card} class="ab-lab__trick-card">
          {i > 0 ? ', ' : ''}
          {seatName(c.seat, tr)}{' '}
          <span aria-hidden="true">
            <SuitSymbol suit={suitOf(c.card)} />
            {rankShort(rankOf(c.card), tr)}
          </span>
          <span class="ab-sr-only">{cardWords(c.card, tr)}</span>
        </span>
      ))}
      {view.trickWinner && <span>. {tr('lab.play.wonBy', { seat: seatName(view.trickWinner, tr) })}</span>}
    </p>
  );
}

/** The claim: declarer's side's final total of tricks, between what it has and what it could have. */
function ClaimForm({ claim, onClaim, tr }: { claim: NonNullable<PlayView['claim']>; onClaim: (tricks: number) => void; tr: Translate }) {
  const [typed, setTyped] = useState('');
  const claimValue = typed === '' ? String(claim.max) : typed;
  return (
    <form
      class="ab-lab__row ab-lab__claim"
      onSubmit={(e) => {
        e.preventDefault();
        onClaim(Number(claimValue));
        setTyped('');
      }}
    >
      <label for="lab-claim">{tr('lab.play.claimLabel', { seat: seatName(claim.declarer, tr) })}</label>
      <input
        id="lab-claim"
        type="number"
        inputMode="numeric"
        min={claim.min}
        max={claim.max}
        step={1}
        value={claimValue}
        onInput={(e) => setTyped(e.currentTarget.value)}
      />
      <button type="submit" class="ab-lab__button">
        {tr('lab.play.claim')}
      </button>
    </form>
  );
}

/** The play controls. */
export function PlayControls({ view, onCard, onClaim, lang = 'en' }: PlayControlsProps) {
  const tr = translator(lang);
  const firstLegal = view.cards.findIndex((c) => c.legal);
  const grid = useRovingGrid(view.cards.length, view.cards.length, Math.max(0, firstLegal));
  // A card played from the keyboard removes the focused button: the focus goes on to the next
  // player's first legal card (its focus handler moves the tab stop there), not to the page.
  // It waits for the render in which that card has left the hand: a render for another reason
  // in between (the Lab saving, say) must not use up the move while the old hand is still shown.
  const playedHere = useRef<Card | null>(null);
  useEffect(() => {
    const played = playedHere.current;
    if (played === null || view.cards.some((c) => c.card === played)) return;
    playedHere.current = null;
    grid.ref.current?.querySelector<HTMLElement>('button[data-cell]:not([aria-disabled])')?.focus();
  });
  return (
    <div class="ab-lab__play">
      <p class="ab-lab__prompt">{view.prompt}</p>
      <TrickLine view={view} tr={tr} />
      <p class="ab-lab__tricks">{tr('lab.play.tricksWon', { ns: view.tricksWon.NS, ew: view.tricksWon.EW })}</p>
      {view.cards.length > 0 && (
        <div
          class="ab-lab__hand"
          role="group"
          aria-label={tr('lab.play.handLabel', { seat: seatName(view.toPlay ?? 'N', tr) })}
          ref={grid.ref}
          onKeyDown={grid.onKeyDown}
        >
          {view.cards.map((c, i) => (
            <button
              key={c.card}
              type="button"
              data-cell={i}
              data-card={c.card}
              tabIndex={i === grid.active ? 0 : -1}
              class={`ab-lab__card ab-lab__card--play${c.legal ? '' : ' ab-lab__card--illegal'}`}
              aria-disabled={c.legal ? undefined : 'true'}
              aria-label={c.spoken}
              onFocus={() => grid.onFocus(i)}
              onClick={(e) => {
                playedHere.current = c.legal && e.currentTarget === document.activeElement ? c.card : null;
                onCard(c.card);
              }}
            >
              <SuitSymbol suit={c.suit} />
              <span class="ab-lab__rank">{c.rank}</span>
            </button>
          ))}
        </div>
      )}
      {view.claim && <ClaimForm claim={view.claim} onClaim={onClaim} tr={tr} />}
    </div>
  );
}
