/**
 * Small view helpers of the Hand Lab: a roving focus for grids of buttons, a copy button that
 * falls back to selecting the text, a button that asks before it clears, and a section.
 *
 * @packageDocumentation
 */
import type { ComponentChildren, RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { translator } from '../../i18n/lab.ts';
import { gridMove } from './model.ts';

/**
 * One tab stop for a grid of buttons: the arrow keys, Home and End move between them
 * ({@link gridMove}); Tab leaves the grid. Returns the index that takes the tab stop, a focus
 * handler and a key handler for the container. Buttons carry `data-cell={index}`. Until the
 * reader moves in the grid, the tab stop is on `preferred`.
 */
export function useRovingGrid(
  count: number,
  columns: number,
  preferred = 0,
): {
  readonly active: number;
  readonly onFocus: (index: number) => void;
  readonly onKeyDown: (event: KeyboardEvent) => void;
  readonly ref: RefObject<HTMLDivElement>;
} {
  const [active, setActive] = useState<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const current = Math.min(active ?? preferred, Math.max(0, count - 1));
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = gridMove(event.key, current, count, columns);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    ref.current?.querySelector<HTMLElement>(`[data-cell="${target}"]`)?.focus();
  };
  return { active: current, onFocus: setActive, onKeyDown, ref };
}

/** Copies a text: the clipboard when the browser allows it, else selects it in `field` and tries the old copy command. */
export async function copyText(text: string, field: HTMLInputElement | HTMLTextAreaElement | null): Promise<'copied' | 'selected'> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Refused (permissions, insecure context): select the text instead.
  }
  if (field) {
    field.focus();
    field.select();
    try {
      if (typeof document.execCommand === 'function' && document.execCommand('copy')) return 'copied';
    } catch {
      // The reader copies the selected text by hand.
    }
  }
  return 'selected';
}

/** A copy button for a text shown in a read-only field; the outcome goes to `onDone` for the live region. */
export function CopyButton(props: {
  readonly text: string;
  readonly field: RefObject<HTMLInputElement | HTMLTextAreaElement>;
  readonly label: string;
  readonly copied: string;
  readonly onDone: (message: string) => void;
  readonly lang?: string;
  readonly disabled?: boolean;
}) {
  const tr = translator(props.lang);
  return (
    <button
      type="button"
      class="ab-lab__button"
      aria-disabled={props.disabled ? 'true' : undefined}
      onClick={() => {
        if (props.disabled) return;
        void copyText(props.text, props.field.current).then((r) => props.onDone(r === 'copied' ? props.copied : tr('lab.copy.selected')));
      }}
    >
      {props.label}
    </button>
  );
}

/**
 * A button that asks before it acts: the first press shows the question with "Yes" and "Keep",
 * focus on "Keep"; "Yes" acts, and focus returns where `returnFocus` says; "Keep" or Escape
 * withdraws the question, and focus returns to the button.
 */
export function ConfirmButton(props: {
  readonly label: string;
  readonly question: string;
  readonly yes: string;
  readonly no: string;
  readonly onConfirm: () => void;
  readonly disabled?: boolean;
  readonly returnFocus?: () => HTMLElement | null;
  /** The id of what the button acts on, when its label alone does not say (one of several "Delete"). */
  readonly describedBy?: string;
}) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const open = useRef<HTMLButtonElement>(null);
  // "Keep" (or Escape) removes the question and its buttons: the focus goes back to the button
  // that asked, rather than to the page.
  const backToOpen = useRef(false);
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (backToOpen.current) {
      backToOpen.current = false;
      open.current?.focus();
    }
  }, [asking]);
  const cancel = (): void => {
    backToOpen.current = true;
    setAsking(false);
  };
  if (!asking) {
    return (
      <button
        ref={open}
        type="button"
        class="ab-lab__button ab-lab__button--danger"
        aria-disabled={props.disabled ? 'true' : undefined}
        aria-describedby={props.describedBy}
        onClick={() => {
          if (!props.disabled) setAsking(true);
        }}
      >
        {props.label}
      </button>
    );
  }
  return (
    <span
      class="ab-lab__confirm"
      role="group"
      aria-label={props.question}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        cancel();
      }}
    >
      <span class="ab-lab__confirm-question">{props.question}</span>{' '}
      <button
        type="button"
        class="ab-lab__button ab-lab__button--danger"
        onClick={() => {
          setAsking(false);
          props.onConfirm();
          props.returnFocus?.()?.focus();
        }}
      >
        {props.yes}
      </button>{' '}
      <button ref={keep} type="button" class="ab-lab__button" onClick={cancel}>
        {props.no}
      </button>
    </span>
  );
}

/** A heading and its section, labelled by the heading. */
export function Section(props: {
  readonly id: string;
  readonly title: string;
  readonly level?: 2 | 3;
  readonly class?: string;
  readonly children: ComponentChildren;
}) {
  const Heading = props.level === 3 ? 'h3' : 'h2';
  return (
    <section class={props.class} aria-labelledby={props.id}>
      <Heading id={props.id} tabIndex={-1}>
        {props.title}
      </Heading>
      {props.children}
    </section>
  );
}
