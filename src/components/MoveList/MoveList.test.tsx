// @vitest-environment happy-dom
/**
 * The move list's marks on cards that cost a trick (issue 13): a mark right after the card, "−1"
 * to the eye and a sentence to a screen reader; none without the analysis; hidden by the
 * stylesheet until the reader turns the analysis on (`data-dd-on`, tested in analysis.spec).
 */
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { FOUR_HEARTS } from '../HandReplay/fixtures.ts';
import { MoveListView } from './MoveList.tsx';

afterEach(cleanup);

/** The step of the k-th card of the play (0 is the opening lead). */
const cardStep = (k: number): number => FOUR_HEARTS.steps.filter((s) => s.event.type === 'card')[k]!.step;

describe('the move list’s cost marks', () => {
  it('marks each card that cost a trick, right after it, and no other', () => {
    const lead = cardStep(0);
    const fifth = cardStep(5);
    const { container } = render(
      <MoveListView
        timeline={FOUR_HEARTS}
        costs={[
          { step: lead, cost: 1 },
          { step: fifth, cost: 2 },
        ]}
      />,
    );
    const marks = [...container.querySelectorAll('[data-dd-mark]')];
    expect(marks).toHaveLength(2);
    // Each mark follows its own card's button.
    expect((marks[0]!.previousElementSibling as HTMLElement).dataset['step']).toBe(String(lead));
    expect((marks[1]!.previousElementSibling as HTMLElement).dataset['step']).toBe(String(fifth));
    expect(marks[0]!.querySelector('[aria-hidden="true"]')?.textContent).toBe('\u22121');
    expect(marks[1]!.querySelector('[aria-hidden="true"]')?.textContent).toBe('\u22122');
    const leadCard = FOUR_HEARTS.steps[lead]!.event;
    expect(leadCard.type).toBe('card');
    expect(marks[0]!.querySelector('.ab-sr-only')?.textContent).toMatch(
      /^(North|East|South|West): the (two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace) of (clubs|diamonds|hearts|spades) gave up one trick with best play$/,
    );
    expect(marks[1]!.querySelector('.ab-sr-only')?.textContent).toMatch(/gave up two tricks with best play$/);
  });

  it('has no mark without the analysis', () => {
    const { container } = render(<MoveListView timeline={FOUR_HEARTS} />);
    expect(container.querySelectorAll('[data-dd-mark]')).toHaveLength(0);
  });
});
