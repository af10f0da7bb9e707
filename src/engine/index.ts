/**
 * The public surface of the rules engine: pure TypeScript, no DOM, no runtime dependencies.
 * One line per module; add a line when a module is added.
 *
 * @packageDocumentation
 */
export * from './types.ts';
export * from './result.ts';
export * from './seat.ts';
export * from './card.ts';
export * from './source.ts';
export * from './deal.ts';
export * from './auction.ts';
export * from './play.ts';
export * from './record.ts';
export * from './rules/index.ts';
export * from './honours.ts';
export * from './score/index.ts';
export * from './rubber.ts';
export * from './formats/diagnostics.ts';
export * from './formats/encoding.ts';
export * from './formats/lin.ts';
export * from './formats/link.ts';
export * from './outcome.ts';
export * from './timeline-pack.ts';
