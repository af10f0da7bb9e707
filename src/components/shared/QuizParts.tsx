/**
 * The parts every choice quiz shows the same way (the declarer quiz, the revoke quiz): the
 * "Check answer" and "Show answer" buttons, the "not yet" with its hint after a miss, and the
 * verdict once the question is over. Right and wrong are told by a sign and words.
 *
 * @packageDocumentation
 */
import type { ComponentChildren } from 'preact';

/** The two buttons under the choices. */
export function QuizActions({ check, show, onCheck, onShow }: { check: string; show: string; onCheck: () => void; onShow: () => void }) {
  return (
    <div class="ab-quiz__actions ab-no-print">
      <button type="button" class="ab-quiz__commit" onClick={onCheck}>
        {check}
      </button>
      <button type="button" class="ab-quiz__commit ab-quiz__show" onClick={onShow}>
        {show}
      </button>
    </div>
  );
}

/** After a miss: "Not yet", the hint, and the invitation to try again. */
export function QuizMiss({ notYet, hint, again }: { notYet: string; hint: ComponentChildren; again: string }) {
  return (
    <>
      <p class="ab-quiz__verdict ab-quiz__verdict--wrong">
        <span aria-hidden="true">✗ </span>
        {notYet}
      </p>
      <p class="ab-quiz__hint">{hint}</p>
      <p class="ab-quiz__again">{again}</p>
    </>
  );
}

/** The verdict: right (✓) or the answer shown (→). */
export function QuizVerdict({ right, text }: { right: boolean; text: string }) {
  return (
    <p class={`ab-quiz__verdict ab-quiz__verdict--${right ? 'right' : 'shown'}`}>
      <span aria-hidden="true">{right ? '✓ ' : '→ '}</span>
      {text}
    </p>
  );
}

/** One choice button: pressed when picked, marked right or wrong (sign and words) once the question is over. */
export function QuizChoice({
  pressed,
  done,
  mark,
  markWords,
  onPick,
  children,
}: {
  pressed: boolean;
  done: boolean;
  mark: 'right' | 'wrong' | null;
  /** The words of each mark ("declarer", "your choice"). */
  markWords: { right: string; wrong: string };
  onPick: () => void;
  children: ComponentChildren;
}) {
  return (
    <button
      type="button"
      class="ab-quiz__seat"
      aria-pressed={pressed ? 'true' : 'false'}
      aria-disabled={done ? 'true' : undefined}
      data-mark={mark ?? undefined}
      onClick={onPick}
    >
      {children}
      {mark && (
        <span class="ab-quiz__mark">
          <span aria-hidden="true">{mark === 'right' ? ' ✓ ' : ' ✗ '}</span>
          {markWords[mark]}
        </span>
      )}
    </button>
  );
}
