/**
 * A rehype plugin that lets a keyboard reach every table of a lesson. Starlight lets a wide
 * table scroll sideways inside the text column (`.sl-markdown-content table` is a block with
 * `overflow: auto`); on a 320 px phone several of ours do, and a region that scrolls must be
 * focusable, or a keyboard reader cannot scroll it (WCAG 2.1.1; axe-core's
 * scrollable-region-focusable, seen on lessons 06, 09, 15 and 18 and two reference pages in CI).
 * Each table gets `tabindex="0"`, whether Markdown or JSX wrote it; it keeps its own role and caption.
 *
 * @packageDocumentation
 */

/** The part of a hast node this plugin reads and writes. */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  /** An MDX JSX element's name and attributes (a `<table>` written as JSX in a lesson). */
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: HastNode[];
}

const visit = (node: HastNode): void => {
  if (node.type === 'element' && node.tagName === 'table') node.properties = { ...node.properties, tabIndex: 0 };
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'table') {
    const attributes = node.attributes ?? [];
    if (!attributes.some((a) => a.name === 'tabindex' || a.name === 'tabIndex'))
      node.attributes = [...attributes, { type: 'mdxJsxAttribute', name: 'tabindex', value: '0' }];
  }
  for (const child of node.children ?? []) visit(child);
};

/** The plugin: every `<table>` focusable. */
export const rehypeScrollTables =
  () =>
  (tree: HastNode): void =>
    visit(tree);
