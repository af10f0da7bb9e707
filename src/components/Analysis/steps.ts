/**
 * The behaviour of the double-dummy lines under a replay (`StepAnalysis.astro`), loaded by the
 * replay's island only when the reader turns them on or had them on (`HandReplay/Island.tsx`,
 * `wakeAnalysis`): a page whose reader never asks loads none of it.
 *
 * While on, the line of the replay's current step (its `data-step`) is shown in the box's polite
 * live region, and the replay's wrapper carries `data-dd-on`, which shows the move list's marks
 * on the cards that cost a trick (`MoveList/styles.css`). The choice is kept per key
 * (`data-dd-key`: lessons apart from hand pages), and every box of the page with the same key
 * follows it.
 *
 * @packageDocumentation
 */

const boxes = new Set<HTMLElement>();
const choices = new Map<string, boolean>();

/** The reader's choice for a key: what this page set, else what the browser keeps; off by default. */
const isOn = (key: string): boolean => {
  let on = choices.get(key);
  if (on === undefined) {
    try {
      on = localStorage.getItem(key) === 'on';
    } catch {
      on = false; // Storage refused (private mode): off until pressed.
    }
    choices.set(key, on);
  }
  return on;
};

const flip = (key: string): void => {
  const on = !isOn(key);
  choices.set(key, on);
  try {
    localStorage.setItem(key, on ? 'on' : 'off');
  } catch {
    // Storage refused: the choice holds for this page only.
  }
};

/** Shows, in every box, the current step's line while on; nothing while off. */
const show = (): void => {
  for (const box of boxes) {
    const on = isOn(box.dataset['ddKey'] ?? '');
    const step = document.getElementById(box.dataset['replay'] ?? '')?.dataset['step'];
    box.querySelector('[data-dd-toggle]')?.setAttribute('aria-pressed', String(on));
    box.parentElement?.toggleAttribute('data-dd-on', on);
    for (const line of box.querySelectorAll<HTMLElement>('[data-dd-step]')) line.hidden = !on || line.dataset['ddStep'] !== step;
  }
};

/** Takes over a box: shows its toggle (hidden without JavaScript) and follows its replay's steps. */
const take = (box: HTMLElement): void => {
  if (boxes.has(box)) return;
  boxes.add(box);
  const key = box.dataset['ddKey'] ?? '';
  const replay = document.getElementById(box.dataset['replay'] ?? '');
  if (replay) new MutationObserver(show).observe(replay, { attributes: true, attributeFilter: ['data-step'] });
  const toggle = box.querySelector<HTMLElement>('[data-dd-toggle]');
  if (toggle) {
    toggle.hidden = false;
    toggle.onclick = () => {
      flip(key);
      show();
    };
  }
};

/**
 * Takes over `box` and every other box of the page (they share the reader's choice), and
 * follows their replays' steps from now on. `press` turns the analysis on or off as a press on
 * `box`'s toggle does. The replay's island calls this when the reader's choice is on or on the
 * first press (`HandReplay/Island.tsx`, `wakeAnalysis`), so this module loads only then.
 */
export const followSteps = (box: HTMLElement, press: boolean): void => {
  for (const other of document.querySelectorAll<HTMLElement>('[data-dd-steps]')) take(other);
  take(box);
  if (press) flip(box.dataset['ddKey'] ?? '');
  show();
};
