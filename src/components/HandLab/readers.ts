/**
 * The Lab's format readers and writer, in a module of their own so that the view can load them
 * with a dynamic `import()` after the page is interactive: the PBN and LIN readers are most of
 * the Lab's JavaScript, and a reader who only builds a hand needs them only for the download.
 *
 * @packageDocumentation
 */
import { parseBboUrl, parseLin } from '../../engine/formats/lin.ts';
import { makePbn, parsePbn } from '../../engine/formats/pbn.ts';
import type { Readers } from './model.ts';

/** The engine's readers and writer, as the model's functions take them. */
export const READERS: Readers = { parsePbn, makePbn, parseLin, parseBboUrl };
