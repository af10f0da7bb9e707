/**
 * Double-dummy analysis: positions, the solver, the 20-cell table, traces of a play, and par
 * under every rule set. Pure TypeScript with no dependencies: the same code runs in Node at
 * build time and in a Web Worker in the browser.
 *
 * @packageDocumentation
 */

export { checkPosition, dealPosition, playStatePosition, toPlay, type Position, type PositionError } from './position.ts';
export { Solver, TABLE_STRAINS, type CardValue, type DDTable, type Objective, type TableStrain } from './solver.ts';
export { declarerTotal, tracePlay, type Loss, type Trace, type TraceError } from './analyse.ts';
export { par, tableStrainOf, type Par, type ParInput } from './par.ts';
export { bestRuns, chooseCard } from './choose.ts';
