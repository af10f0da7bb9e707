/**
 * The annotated example hands of lessons 2 to 15, one file each (some with two boards).
 *
 * @packageDocumentation
 */
import type { HandSpec } from './lib.ts';

/** A file of hands for one lesson. */
export interface LessonFile {
  readonly file: string;
  readonly lesson: number;
  readonly hands: readonly HandSpec[];
}

/** Every lesson file, in lesson order. */
export const LESSON_FILES: readonly LessonFile[] = [];
