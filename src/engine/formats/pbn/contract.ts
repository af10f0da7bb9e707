/**
 * The Contract, Declarer and Result tags as values (PBN 2.1 §3.4).
 *
 * @packageDocumentation
 */
import type { Doubling, Level, Side, Strain } from '../../types.ts';

export interface ContractTag {
  readonly passed: boolean;
  readonly level?: Level;
  readonly strain?: Strain;
  readonly doubled: Doubling;
}

export const readContractTag = (text: string | undefined): ContractTag | undefined => {
  if (text === undefined) return undefined;
  if (/^pass$/i.test(text)) return { passed: true, doubled: 0 };
  const m = /^([1-7])?(NT|NL|N|C|D|H|S|R)(XX|X)?$/i.exec(text);
  if (!m) return undefined;
  const st = m[2]!.toUpperCase();
  return {
    passed: false,
    ...(m[1] !== undefined ? { level: Number(m[1]) as Level } : {}),
    strain: st === 'N' ? 'NT' : (st as Strain),
    doubled: (m[3]?.length ?? 0) as Doubling,
  };
};

export const contractText = (c: ContractTag): string => (c.passed ? 'Pass' : `${c.level ?? ''}${c.strain ?? ''}${'X'.repeat(c.doubled)}`);

/** Reads `Result` as the declaring side's tricks. `^` means "differs from the tricks played". */
export const readResult = (text: string | undefined, side: Side | undefined): { tricks?: number; caret: boolean; sided: boolean } => {
  if (text === undefined) return { caret: false, sided: false };
  const plain = /^(\^?)(\d{1,2})$/.exec(text);
  if (plain) return { tricks: Number(plain[2]), caret: plain[1] === '^', sided: false };
  const parts = [...text.matchAll(/(NS|EW) (\^?)(\d{1,2})/g)];
  if (parts.length === 0) return { caret: false, sided: true };
  const caret = parts.some((p) => p[2] === '^');
  if (!side) return { caret, sided: true };
  const mine = parts.find((p) => p[1] === side);
  if (mine) return { tricks: Number(mine[3]), caret, sided: true };
  return { tricks: 13 - Number(parts[0]![3]), caret, sided: true };
};
