/**
 * The polite live region that tells screen-reader users what changed (a step of the replay, a
 * link copied, an answer checked): one component, so that every widget announces the same
 * way.
 *
 * @packageDocumentation
 */
import type { JSX } from 'preact';

/** Props of {@link LiveRegion}. */
export interface LiveRegionProps {
  /** What to announce; an empty string announces nothing. */
  readonly message: string;
  /** Extra classes (`ab-sr-only` hides it visually, the default). */
  readonly class?: string;
}

/** A `role="status"` paragraph, `aria-live="polite"` and atomic, holding the latest message. */
export function LiveRegion({ message, class: className = 'ab-sr-only' }: LiveRegionProps): JSX.Element {
  return (
    <p class={className} role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
