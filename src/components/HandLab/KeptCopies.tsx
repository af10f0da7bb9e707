/**
 * The copies of the reader's work the Lab keeps (a text or hand that a link or another tab
 * replaced): each named, with "Bring back" and "Delete" (which asks first). A copy stays until
 * the reader deletes it or brings it back (state.ts).
 *
 * @packageDocumentation
 */
import { translator } from '../../i18n/lab.ts';
import { ConfirmButton } from './ui.tsx';

/** Props of the list of copies. */
export interface KeptCopiesProps {
  /** Copies of texts (the paste panel's) or of hands (the build panel's). */
  readonly kind: 'text' | 'hand';
  /** The name of each copy, newest first. */
  readonly labels: readonly string[];
  readonly onBringBack: (index: number) => void;
  readonly onDelete: (index: number) => void;
  readonly lang?: string;
}

/** The list of copies; nothing when there are none. */
export function KeptCopies(props: KeptCopiesProps) {
  const tr = translator(props.lang);
  if (props.labels.length === 0) return null;
  const id = `lab-kept-${props.kind}`;
  const bringBack = tr(props.kind === 'text' ? 'lab.kept.bringBackText' : 'lab.kept.bringBackHand');
  return (
    <div class="ab-lab__kept ab-no-print" role="region" aria-labelledby={id}>
      <h3 id={id} tabIndex={-1}>
        {tr(props.kind === 'text' ? 'lab.kept.textsTitle' : 'lab.kept.handsTitle')}
      </h3>
      <p class="ab-lab__help">{tr('lab.kept.intro')}</p>
      <ul class="ab-lab__kept-list">
        {props.labels.map((label, index) => (
          <li key={`${index}-${label}`} class="ab-lab__kept-item">
            <span id={`${id}-${index}`} class="ab-lab__kept-label">
              {label}
            </span>{' '}
            <button type="button" class="ab-lab__button" aria-describedby={`${id}-${index}`} onClick={() => props.onBringBack(index)}>
              {index === 0 ? bringBack : tr('lab.kept.bringBackThis')}
            </button>{' '}
            <ConfirmButton
              label={tr('lab.kept.delete')}
              question={tr('lab.kept.deleteQuestion')}
              yes={tr('lab.kept.yes')}
              no={tr('lab.confirm.no')}
              describedBy={`${id}-${index}`}
              onConfirm={() => props.onDelete(index)}
              returnFocus={() => document.getElementById(id)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
