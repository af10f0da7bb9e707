/**
 * Writes the course's example hands to src/content/hands/*.pbn:
 *
 *     npx tsx scripts/hands/build.ts           write every file
 *     npx tsx scripts/hands/build.ts --print   also print each hand, trick by trick
 *     npx tsx scripts/hands/build.ts --only l06 --dry --print   one lesson, nothing written
 *
 * Every hand is built from its spec (lessons.ts, rubber-1912.ts), checked by the engine's
 * `checkRecord`, scored by `scoreDeal`, written with `makePbn`, and read back with `parsePbn`:
 * the file must read without a single diagnostic and give back the same calls, cards and notes.
 *
 * @packageDocumentation
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makePbn, parsePbn } from '../../src/engine/formats/pbn.ts';
import { checkRecord, type HandRecord } from '../../src/engine/record.ts';
import { buildHand, describe, type BuiltHand } from './lib.ts';
import { LESSON_FILES } from './lessons.ts';
import { buildRubber } from './rubber-1912.ts';

const OUT = fileURLToPath(new URL('../../src/content/hands/', import.meta.url));
const print = process.argv.includes('--print');
const dry = process.argv.includes('--dry');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] ?? '' : '';
const MAX_LINE = 254;

/**
 * `makePbn` puts short commentary on the same line as its call or card, so a line of four
 * annotated calls (or cards) can pass the 255 characters PBN allows (254 and the line end, as parsePbn counts). The Auction and Play
 * sections are read as a stream of tokens, so such a line is broken after a comment.
 */
export const fitLines = (text: string): string =>
  text
    .split('\r\n')
    .flatMap((line) => {
      if (line.length <= MAX_LINE || line.startsWith('[') || line.startsWith('{')) return [line];
      const parts: string[] = [];
      let depth = 0;
      let start = 0;
      for (let i = 0; i < line.length; i++) {
        if (line[i] === '{') depth++;
        else if (line[i] === '}' && --depth === 0 && line[i + 1] === ' ') {
          parts.push(line.slice(start, i + 1));
          start = i + 2;
        }
      }
      parts.push(line.slice(start));
      const out: string[] = [];
      let cur = '';
      for (const p of parts) {
        if (cur !== '' && cur.length + 1 + p.length > MAX_LINE) {
          out.push(cur);
          cur = p;
        } else cur = cur === '' ? p : `${cur} ${p}`;
      }
      out.push(cur);
      return out;
    })
    .join('\r\n');

/** What must survive the trip through the file. */
const essence = (r: HandRecord): string =>
  JSON.stringify({
    title: r.title,
    ruleSet: r.ruleSet,
    options: r.options ?? {},
    board: r.board,
    dealer: r.dealer,
    deal: r.deal,
    intro: r.intro,
    calls: r.calls.map((c) => [c.call, c.note]),
    play: r.play.map((p) => [p.card, p.note]),
    claim: r.claim?.tricks,
    result: r.result,
    tags: r.tags,
  });

const failures: string[] = [];
/** Builds a file's hands in order; a failure is reported and the other files still built. */
const attempt = (file: string, make: () => BuiltHand[]): { file: string; hands: BuiltHand[] }[] => {
  try {
    return [{ file, hands: make() }];
  } catch (e) {
    failures.push(`${file}: ${e instanceof Error ? e.message : String(e)}`);
    return [];
  }
};

const files: { file: string; hands: BuiltHand[] }[] = [
  ...LESSON_FILES.filter((f) => f.file.startsWith(only) && f.hands.length > 0).flatMap((f) =>
    attempt(f.file, () => f.hands.reduce<BuiltHand[]>((done, spec) => [...done, buildHand(spec, done)], [])),
  ),
  ...('l12-work-rubber-1912'.startsWith(only) ? attempt('l12-work-rubber-1912', () => buildRubber().hands) : []),
];

for (const { file, hands } of files) {
  const text = fitLines(makePbn(hands.map((h) => h.record)));
  const back = parsePbn(text, { file: `${file}.pbn` });
  if (back.diagnostics.length > 0) throw new Error(`${file}: ${back.diagnostics.map((d) => `${d.code} ${d.message}`).join('; ')}`);
  back.records.forEach((r, i) => {
    if (r === null) throw new Error(`${file}: game ${i + 1} has no record`);
    const c = checkRecord(r);
    if (!c.ok) throw new Error(`${file}: game ${i + 1}: ${c.error.map((d) => d.message).join('; ')}`);
    const want = essence(hands[i]!.record);
    const got = essence(r);
    if (want !== got) throw new Error(`${file}: game ${i + 1} does not read back as written:\n${want}\n${got}`);
  });
  if (!dry) writeFileSync(`${OUT}${file}.pbn`, text);
  if (print) for (const h of hands) console.log(describe(h));
  if (print && only !== '') console.log(text);
  console.log(`${file}.pbn: ${hands.length} hand${hands.length === 1 ? '' : 's'}`);
}

if (failures.length > 0) {
  for (const f of failures) console.error(`FAILED ${f}`);
  process.exitCode = 1;
}
