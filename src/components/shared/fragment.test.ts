/**
 * The shared fragment codec: pairs in order, anchors dropped, malformed escapes never thrown.
 */
import { describe, expect, it } from 'vitest';
import { fragmentValue, readFragment, safeDecode, withFragmentValue, writeFragment } from './fragment.ts';

describe('URL fragment codec', () => {
  it('reads key=value pairs in order and drops pieces without "=" (a heading anchor)', () => {
    expect(readFragment('#intro&hand-a=3&p=1Ab-_&hand-b=0')).toEqual([
      ['hand-a', '3'],
      ['p', '1Ab-_'],
      ['hand-b', '0'],
    ]);
    expect(readFragment('')).toEqual([]);
  });

  it('never throws on a malformed escape', () => {
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A');
    expect(safeDecode('a%20b')).toBe('a b');
    expect(fragmentValue('#k=%E0%A4%A&j=1', 'j')).toBe('1');
  });

  it('writes what it reads back, keys and values with &, = and spaces included', () => {
    const pairs: [string, string][] = [
      ['a&b', 'c=d'],
      ['hand-x', 'one two'],
      ['é', '♠'],
    ];
    expect(readFragment(writeFragment(pairs))).toEqual(pairs);
    expect(writeFragment([])).toBe('');
  });

  it('sets or removes one key, keeping the others in order', () => {
    expect(withFragmentValue('#a=1&b=2', 'a', '5')).toBe('#b=2&a=5');
    expect(withFragmentValue('#a=1&b=2', 'b', null)).toBe('#a=1');
    expect(withFragmentValue('#top', 'a', null)).toBe('');
  });
});
