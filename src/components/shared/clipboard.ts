/**
 * Copying text for the reader: the asynchronous Clipboard API where the browser offers and
 * allows it. One helper for every widget (the replay's "Copy link", the hand page's embed
 * snippet, the Lab's share link).
 *
 * @packageDocumentation
 */

/**
 * Copies `text` to the clipboard; `true` when it was copied, `false` when the browser has no
 * Clipboard API or refused (permissions, an insecure context), so that the caller can show
 * the text selected instead. Never throws.
 */
export const copyText = async (text: string): Promise<boolean> => {
  const clipboard = globalThis.navigator?.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};
