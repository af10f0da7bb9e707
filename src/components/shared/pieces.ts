/**
 * A message whose placeholders stand for markup, as pieces for a template: the text between the
 * placeholders, and each placeholder's value in its place. Build-time `.astro` components fill a
 * sentence of the dictionary with elements (`<strong>`, `<a>`, a figure in a `<span>`) without
 * splitting the sentence into fragments, so that each language orders its own words.
 *
 * ```astro
 * {pieces(tr('summary.maxBid'), { level: <span data-fig="maxBidLevel">{7}</span> })}
 * ```
 *
 * A placeholder without a value is left as written, so that it shows on the page.
 *
 * @packageDocumentation
 */
export const pieces = <T>(template: string, values: Readonly<Record<string, T>>): (string | T)[] => {
  const out: (string | T)[] = [];
  let at = 0;
  for (const m of template.matchAll(/\{([A-Za-z0-9_]+)\}/g)) {
    const index = m.index ?? 0;
    if (index > at) out.push(template.slice(at, index));
    const name = m[1] ?? '';
    out.push(Object.prototype.hasOwnProperty.call(values, name) ? (values[name] as T) : m[0]);
    at = index + m[0].length;
  }
  if (at < template.length) out.push(template.slice(at));
  return out;
};
