/**
 * PBN 2.1: the reader and the writer. A facade over `./pbn/` (see its `index.ts` for what the
 * reader handles and how the modules divide the work), so that importers keep this path.
 *
 * @packageDocumentation
 */
export * from './pbn/index.ts';
