/**
 * Supplemental tables (PBN 2.1 §5) and double-dummy data: `OptimumResultTable` and the
 * `DoubleDummyTricks` tag in both of its encodings (corpus README §5).
 *
 * @packageDocumentation
 */
import { sideOf } from '../../seat.ts';
import { type BySeat, SEATS } from '../../types.ts';
import { NO_ARGS } from '../../source.ts';
import type { Sink } from './sink.ts';
import { firstTag, known, readSeat } from './tag-values.ts';
import type { DdStrain, DoubleDummyTable, PbnColumn, PbnGame, PbnSection, PbnSupplement, PbnTable } from './types.ts';

const COLUMN_SPEC = /^([+-]?)([A-Za-z][A-Za-z0-9_]*)(?:\\(\d+)([LR])?)?$/;

/** Reads a table's column spec and rows; checks widths, row counts and sort order. */
const readTable = (section: PbnSection, sink: Sink): PbnTable | undefined => {
  const columns: PbnColumn[] = [];
  for (const field of section.value.split(';')) {
    const m = COLUMN_SPEC.exec(field.trim());
    if (!m) {
      sink.problem(
        'PBN_TABLE_COLUMNS',
        `"${field}" is not a column of [${section.name}]: a column is a name, then optionally \\ and a width with L or R.`,
        section.pos,
        'For example "Declarer;Denomination\\2R;Result\\2R".',
        { text: field, section: section.name },
      );
      return undefined;
    }
    columns.push({
      name: m[2]!,
      ...(m[3] !== undefined ? { width: Number(m[3]) } : {}),
      ...(m[4] !== undefined ? { align: m[4] === 'L' ? ('left' as const) : ('right' as const) } : {}),
      ...(m[1] ? { sort: m[1] === '+' ? ('descending' as const) : ('ascending' as const) } : {}),
    });
  }
  const rows: string[][] = [];
  const els = section.elements;
  for (let i = 0; i < els.length; i += columns.length) {
    const row = els.slice(i, i + columns.length);
    if (row.length < columns.length) {
      sink.problem(
        'PBN_TABLE_INCOMPLETE',
        `The last row of [${section.name}] has ${row.length} of its ${columns.length} elements.`,
        row[0]!.pos,
        'Write "-" for an empty element.',
        { section: section.name, n: row.length, total: columns.length },
      );
      break;
    }
    rows.push(row.map((e) => e.text));
  }
  for (const [c, column] of columns.entries()) {
    if (!column.sort) continue;
    for (let r = 1; r < rows.length; r++) {
      const a = Number(rows[r - 1]![c]);
      const b = Number(rows[r]![c]);
      if (Number.isNaN(a) || Number.isNaN(b)) continue;
      if (column.sort === 'ascending' ? b < a : b > a) {
        sink.problem(
          'PBN_TABLE_ORDER',
          `Column ${column.name} of [${section.name}] is marked ${column.sort === 'ascending' ? '"-" (ascending)' : '"+" (descending)'}, but row ${r + 1} breaks that order.`,
          els[r * columns.length + c]?.pos ?? section.pos,
          undefined,
          { column: column.name, section: section.name, row: r + 1 },
          column.sort === 'ascending' ? 'PBN_TABLE_ORDER.ascending' : 'PBN_TABLE_ORDER.descending',
        );
        break;
      }
    }
  }
  return { name: section.name, columns, rows, pos: section.pos };
};

const DD_STRAINS: readonly DdStrain[] = ['NT', 'S', 'H', 'D', 'C'];
const emptyRow = (): { -readonly [S in DdStrain]: number | null } => ({ NT: null, S: null, H: null, D: null, C: null });

/**
 * Decodes a 20-digit `DoubleDummyTricks` value in one of its two encodings (see
 * {@link DoubleDummyTable}); `undefined` if the value is not 20 digits from 0 to d.
 */
export const decodeDoubleDummyTricks = (hex: string, encoding: NonNullable<DoubleDummyTable['encoding']>): DoubleDummyTable | undefined => {
  if (!/^[0-9a-dA-D]{20}$/.test(hex)) return undefined;
  const digits = [...hex].map((d) => parseInt(d, 16));
  const rows: BySeat<{ -readonly [S in DdStrain]: number | null }> = { N: emptyRow(), E: emptyRow(), S: emptyRow(), W: emptyRow() };
  if (encoding === 'declarer-nsew') {
    (['N', 'S', 'E', 'W'] as const).forEach((seat, i) => DD_STRAINS.forEach((strain, j) => (rows[seat][strain] = digits[i * 5 + j]!)));
  } else {
    DD_STRAINS.forEach((strain, i) =>
      (['E', 'N', 'W', 'S'] as const).forEach((seat, j) => {
        const ns = digits[i * 4 + j]!;
        rows[seat][strain] = sideOf(seat) === 'NS' ? ns : 13 - ns;
      }),
    );
  }
  return { source: 'DoubleDummyTricks', encoding, tricks: rows };
};

/** Reads an OptimumResultTable's rows by their labels: Declarer, Denomination, Result. */
const readOptimumResults = (table: PbnTable, sink: Sink): DoubleDummyTable | undefined => {
  const col = (name: string): number => table.columns.findIndex((c) => c.name.toLowerCase() === name.toLowerCase());
  const [d, s, r] = [col('Declarer'), col('Denomination'), col('Result')];
  if (d < 0 || s < 0 || r < 0) return undefined;
  const rows: BySeat<{ -readonly [S in DdStrain]: number | null }> = { N: emptyRow(), E: emptyRow(), S: emptyRow(), W: emptyRow() };
  for (const row of table.rows) {
    const seat = readSeat(row[d]);
    const strainText = row[s]?.toUpperCase();
    const strain =
      strainText === 'N' ? 'NT' : (DD_STRAINS as readonly string[]).includes(strainText ?? '') ? (strainText as DdStrain) : undefined;
    if (row[r] === '?' || row[r] === '-') continue;
    const tricks = Number(row[r]);
    if (!seat || !strain || !Number.isInteger(tricks) || tricks < 0 || tricks > 13) {
      sink.problem(
        'PBN_TABLE_ELEMENT',
        `The row "${row.join(' ')}" of [OptimumResultTable] is not a declarer, a denomination and a number of tricks.`,
        table.pos,
        undefined,
        { text: row.join(' ') },
        'PBN_TABLE_ELEMENT.row',
      );
      continue;
    }
    rows[seat][strain] = tricks;
  }
  return { source: 'OptimumResultTable', tricks: rows };
};

const sameTable = (a: DoubleDummyTable, b: DoubleDummyTable): boolean =>
  SEATS.every((seat) =>
    DD_STRAINS.every((s) => a.tricks[seat][s] === null || b.tricks[seat][s] === null || a.tricks[seat][s] === b.tricks[seat][s]),
  );

/** Fills a game's supplement: tables, the OptimumResultTable and the DoubleDummyTricks tag. */
export const readSupplement = (game: PbnGame, sink: Sink): PbnSupplement => {
  const tables: PbnTable[] = [];
  let optimum: DoubleDummyTable | undefined;
  for (const section of game.sections) {
    if (section.kind !== 'table') continue;
    const table = readTable(section, sink);
    if (!table) continue;
    section.table = table;
    tables.push(table);
    if (table.name === 'OptimumResultTable') optimum = readOptimumResults(table, sink) ?? optimum;
  }
  const supplement: PbnSupplement = { tables };
  if (optimum) supplement.optimumResultTable = optimum;
  const ddTag = firstTag(game, 'DoubleDummyTricks');
  const hex = known(ddTag);
  if (ddTag && hex) {
    const bc = decodeDoubleDummyTricks(hex, 'declarer-nsew');
    const gib = decodeDoubleDummyTricks(hex, 'leader-nsew-gib');
    if (bc && gib) {
      // Bridge Composer's order is the usual one; Ginsberg's is chosen only when the file's own
      // OptimumResultTable says so (corpus README §5: never confuse the two).
      const chosen = optimum && !sameTable(bc, optimum) && sameTable(gib, optimum) ? gib : bc;
      supplement.doubleDummyTricks = chosen;
      if (optimum && !sameTable(chosen, optimum)) {
        sink.warn(
          'PBN_DD_DISAGREE',
          'DoubleDummyTricks and OptimumResultTable give different trick counts for this deal.',
          ddTag.valuePos,
          undefined,
          NO_ARGS,
        );
      }
    }
  }
  return supplement;
};
