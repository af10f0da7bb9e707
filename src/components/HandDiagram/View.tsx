/**
 * Hand diagram view: renders the model's {@link DiagramView} as a compass diagram. Thin: every
 * word and every decision comes from `model.ts`.
 *
 * @packageDocumentation
 */
import type { ComponentChildren } from 'preact';
import { SpelledText, SuitSymbol } from '../shared/Spelled.tsx';
import { diagramView, type DiagramView, type HandDiagramInput, type HandView } from './model.ts';
import './styles.css';

/** Props of the hand diagram: the model's input, plus an optional visible caption. */
export interface HandDiagramProps extends HandDiagramInput {
  /** A visible caption under the diagram ("Board 1"). */
  readonly caption?: string;
  /**
   * Content for the centre box instead of the dealer and contract (the hand replay puts the
   * trick on the table there). Optional: without it the diagram is unchanged.
   */
  readonly centre?: ComponentChildren;
}

function Hand({ hand }: { hand: HandView }) {
  const classes = ['ab-hand', `ab-hand--${hand.seat}`, hand.isDealer ? 'ab-hand--dealer' : '', hand.isActive ? 'ab-hand--active' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div role="group" aria-label={hand.label} class={classes} data-seat={hand.seat} data-state={hand.state}>
      <p class="ab-hand__seat" aria-hidden="true">
        {hand.name}
        {hand.isDealer && <span class="ab-hand__dealer">{hand.dealerMark}</span>}
      </p>
      {hand.placeholder ? (
        <p class="ab-hand__placeholder">
          <span aria-hidden="true">{hand.placeholder.text}</span>
          <span class="ab-sr-only">{hand.placeholder.spoken}</span>
        </p>
      ) : (
        <ul class="ab-hand__suits">
          {hand.suits.map((line) => (
            <li key={line.suit} class={line.isVoid ? 'ab-hand__suit ab-hand__suit--void' : 'ab-hand__suit'}>
              <span aria-hidden="true">
                <SuitSymbol suit={line.suit} />
                {line.cards && line.cards.some((c) => c.played) ? (
                  <span class="ab-hand__ranks">
                    {line.cards.map((c, i) => (
                      <>
                        {i > 0 && ' '}
                        <span class={c.played ? 'ab-hand__played' : undefined}>{c.rank}</span>
                      </>
                    ))}
                  </span>
                ) : (
                  <span class="ab-hand__ranks">{line.text}</span>
                )}
              </span>
              <span class="ab-sr-only">{line.spoken}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Centre({ view }: { view: DiagramView }) {
  const { centre } = view;
  // The box with the compass letters is decoration; the words beside it are read. On a narrow
  // screen the CSS moves the words under the diagram and keeps only the box in the middle.
  return (
    <>
      <div class="ab-diagram__box" aria-hidden="true">
        {view.order.map((seat) => (
          <span key={seat} class={`ab-compass__${seat}${seat === centre.dealer ? ' ab-compass--dealer' : ''}`}>
            {view.hands[seat].short}
          </span>
        ))}
      </div>
      <div class="ab-diagram__info">
        <p class="ab-diagram__dealer">{centre.dealerText}</p>
        {centre.contract && (
          <p class="ab-diagram__contract">
            <SpelledText value={centre.contract} />
          </p>
        )}
        {centre.vulnerability && <p class="ab-diagram__vulnerability">{centre.vulnerability}</p>}
      </div>
    </>
  );
}

/** The four hands as bridge books print them, around a centre box naming the dealer. */
export function HandDiagramView(props: HandDiagramProps) {
  const view = diagramView(props);
  return (
    <figure class="ab-diagram not-content" aria-label={props.caption ? undefined : view.label}>
      <div class="ab-diagram__grid">
        {props.centre === undefined ? <Centre view={view} /> : <div class="ab-diagram__slot">{props.centre}</div>}
        {view.order.map((seat) => (
          <Hand key={seat} hand={view.hands[seat]} />
        ))}
      </div>
      {props.caption && <figcaption class="ab-diagram__caption">{props.caption}</figcaption>}
    </figure>
  );
}

export default HandDiagramView;
