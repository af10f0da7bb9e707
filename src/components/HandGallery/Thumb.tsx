/**
 * A hand diagram in miniature, for the gallery's cards: the four hands around a small compass,
 * one line a suit, and nothing else. The full diagram has words for screen readers on every
 * suit; fifty of them would make the gallery long to hear and heavy to check, so the miniature
 * is one image with a short name ("The four hands, dealer South"), and the hand's own page has
 * the full, readable diagram. Each hand is one line of text a suit, ranks run together as books
 * print them ("AKJ10"), and the style sheet draws the column of suit symbols beside them in the
 * suits' colours, so that fifty miniatures stay light. Rendered at build time only.
 *
 * @packageDocumentation
 */
import type { Deal, Seat } from '../../engine/types.ts';
import { diagramView } from '../HandDiagram/model.ts';
import '../shared/styles.css';
import './styles.css';

/** Props of the miniature: the deal and the dealer. */
export interface ThumbProps {
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly lang?: string;
}

/** The four hands in miniature. */
export function HandThumb({ deal, dealer, lang = 'en' }: ThumbProps) {
  const view = diagramView({ deal, dealer, lang });
  return (
    <div class="ab-thumb" role="img" aria-label={view.label}>
      {view.order.map((seat) => {
        const hand = view.hands[seat];
        return (
          <span key={seat} class={`ab-thumb__hand ab-thumb__hand--${seat}${hand.placeholder ? ' ab-thumb__hand--missing' : ''}`}>
            {hand.placeholder ? hand.placeholder.text : hand.suits.map((line) => line.ranks.join('') || line.text).join('\n')}
          </span>
        );
      })}
      <div class="ab-thumb__compass">
        {view.order.map((seat) => (
          <span key={seat} class={`ab-thumb__seat ab-thumb__seat--${seat}${seat === dealer ? ' ab-thumb__seat--dealer' : ''}`}>
            {view.hands[seat].short}
          </span>
        ))}
      </div>
    </div>
  );
}

export default HandThumb;
