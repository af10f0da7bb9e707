import { describe, expect, it } from 'vitest';
import { rehypeScrollTables } from './scroll-tables.ts';

describe('rehypeScrollTables', () => {
  it('makes every table focusable, nested ones too, and leaves other elements alone', () => {
    const table = (): { type: string; tagName: string; properties: Record<string, unknown>; children: never[] } => ({
      type: 'element',
      tagName: 'table',
      properties: { className: ['x'] },
      children: [],
    });
    const inner = table();
    const outer = table();
    const p = { type: 'element', tagName: 'p', properties: {}, children: [] };
    const tree = { type: 'root', children: [outer, p, { type: 'element', tagName: 'div', properties: {}, children: [inner] }] };
    rehypeScrollTables()(tree);
    expect(outer.properties).toEqual({ className: ['x'], tabIndex: 0 });
    expect(inner.properties['tabIndex']).toBe(0);
    expect(p.properties).toEqual({});
  });

  it('makes a table written as JSX in MDX focusable, once', () => {
    const jsx = {
      type: 'mdxJsxFlowElement',
      name: 'table',
      attributes: [{ type: 'mdxJsxAttribute', name: 'class', value: 'x' }],
      children: [],
    };
    const again = {
      type: 'mdxJsxFlowElement',
      name: 'table',
      attributes: [{ type: 'mdxJsxAttribute', name: 'tabindex', value: '-1' }],
      children: [],
    };
    const div = { type: 'mdxJsxFlowElement', name: 'div', attributes: [], children: [] };
    rehypeScrollTables()({ type: 'root', children: [jsx, again, div] });
    expect(jsx.attributes.map((a) => a.name)).toEqual(['class', 'tabindex']);
    expect(again.attributes).toHaveLength(1);
    expect(div.attributes).toHaveLength(0);
  });
});
