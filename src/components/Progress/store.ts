/**
 * The reader's progress, kept in this browser only (`localStorage`, never a server): which
 * lessons were finished, and how each quiz went (right at the first try, right at the second,
 * or the answer shown). The quizzes write to it; the sidebar marks, the quizzes' running tally
 * and the /progress/ page read it.
 *
 * Stored under {@link PROGRESS_STORAGE_KEY} as JSON:
 *
 * ```json
 * { "version": 1,
 *   "lessons": { "05-declarer-and-dummy": { "finished": true,
 *                "quizzes": { "declarer:1H 1S 4H": "first" } } } }
 * ```
 *
 * Reading never throws and never trusts the stored text: anything that is not this shape (old
 * formats, hand edits, another program's data) is dropped field by field, and {@link readProgress}
 * says so in `problem`, so that a page can tell the reader, in words, what was ignored. A
 * browser that refuses storage keeps progress for the page only.
 *
 * @packageDocumentation
 */

/** The `localStorage` key of the progress record. */
export const PROGRESS_STORAGE_KEY = 'auction-bridge:progress';
/** The `window` event sent after every change; `detail` is the new {@link Progress}. */
export const PROGRESS_EVENT = 'auction-bridge:progress-change';
/** The format written today. */
export const PROGRESS_VERSION = 1;

/** How a quiz went: right at the first try, right after a hint, or the answer was shown. */
export type QuizOutcome = 'first' | 'second' | 'revealed';
const OUTCOMES: readonly QuizOutcome[] = ['first', 'second', 'revealed'];

/** One lesson's record. */
export interface LessonProgress {
  readonly finished?: boolean;
  /** Each quiz of the lesson, by its id on the page, with its outcome. */
  readonly quizzes?: Readonly<Record<string, QuizOutcome>>;
}

/** Everything kept. */
export interface Progress {
  readonly version: typeof PROGRESS_VERSION;
  /** By lesson key (the lesson's slug, `05-declarer-and-dummy`, or a page's path). */
  readonly lessons: Readonly<Record<string, LessonProgress>>;
}

/** Nothing kept yet. */
export const EMPTY_PROGRESS: Progress = { version: PROGRESS_VERSION, lessons: {} };

/** The part of `Storage` used. */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem'>>;
/** Where progress is kept and announced (tests pass their own). */
export interface ProgressEnv {
  readonly storage?: ProgressStorage | null;
  readonly target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> | null;
}

const storageOf = (env: ProgressEnv): ProgressStorage | null => {
  if (env.storage !== undefined) return env.storage;
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null; // Storage disabled: some browsers throw on access.
  }
};
const targetOf = (env: ProgressEnv) => (env.target !== undefined ? env.target : typeof window === 'undefined' ? null : window);

/** What reading had to ignore: nothing readable, an unknown format, or some entries. */
export type ProgressProblem =
  { readonly kind: 'unreadable' } | { readonly kind: 'unknown' } | { readonly kind: 'dropped'; readonly count: number };

/** What reading found: the usable progress, and what was ignored. */
export interface ReadResult {
  readonly progress: Progress;
  /** What was ignored, if anything: a key of the progress dictionary and a count. */
  readonly problem: ProgressProblem | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Keys are lesson slugs, page paths or quiz ids: printable (no control character), short. */
const goodKey = (k: string): boolean => k.length > 0 && k.length <= 200 && !/\p{Cc}/u.test(k);

/**
 * Reads a stored text as progress, keeping every part that has the right shape and counting
 * what it dropped. Never throws.
 */
export const parseProgress = (text: string | null): ReadResult => {
  if (text === null || text === '') return { progress: EMPTY_PROGRESS, problem: null };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { progress: EMPTY_PROGRESS, problem: { kind: 'unreadable' } };
  }
  if (!isRecord(data) || data.version !== PROGRESS_VERSION || !isRecord(data.lessons)) {
    return { progress: EMPTY_PROGRESS, problem: { kind: 'unknown' } };
  }
  let dropped = 0;
  const lessons: Record<string, LessonProgress> = {};
  for (const [key, raw] of Object.entries(data.lessons)) {
    if (!goodKey(key) || !isRecord(raw)) {
      dropped += 1;
      continue;
    }
    const quizzes: Record<string, QuizOutcome> = {};
    if (raw.quizzes !== undefined) {
      if (isRecord(raw.quizzes)) {
        for (const [id, outcome] of Object.entries(raw.quizzes)) {
          if (goodKey(id) && OUTCOMES.includes(outcome as QuizOutcome)) quizzes[id] = outcome as QuizOutcome;
          else dropped += 1;
        }
      } else dropped += 1;
    }
    if (raw.finished !== undefined && typeof raw.finished !== 'boolean') dropped += 1;
    lessons[key] = {
      ...(raw.finished === true ? { finished: true } : {}),
      ...(Object.keys(quizzes).length > 0 ? { quizzes } : {}),
    };
  }
  return {
    progress: { version: PROGRESS_VERSION, lessons },
    problem: dropped === 0 ? null : { kind: 'dropped', count: dropped },
  };
};

/** Reads the stored progress. Never throws. */
export const readProgress = (env: ProgressEnv = {}): ReadResult => {
  let text: string | null = null;
  try {
    text = storageOf(env)?.getItem(PROGRESS_STORAGE_KEY) ?? null;
  } catch {
    text = null;
  }
  return parseProgress(text);
};

/** Stores progress and announces it. Returns whether the browser kept it. */
export const writeProgress = (progress: Progress, env: ProgressEnv = {}): boolean => {
  let kept = false;
  try {
    const storage = storageOf(env);
    if (storage) {
      storage.setItem(PROGRESS_STORAGE_KEY, JSON.stringify(progress));
      kept = true;
    }
  } catch {
    kept = false; // Full or private: the page still shows it.
  }
  targetOf(env)?.dispatchEvent(new CustomEvent<Progress>(PROGRESS_EVENT, { detail: progress }));
  return kept;
};

/** Progress with one lesson changed. */
const withLesson = (progress: Progress, lesson: string, change: (l: LessonProgress) => LessonProgress): Progress => ({
  version: PROGRESS_VERSION,
  lessons: { ...progress.lessons, [lesson]: change(progress.lessons[lesson] ?? {}) },
});

/**
 * Progress with a quiz's outcome recorded. The first outcome stays: a quiz answered again after
 * a reload does not overwrite how it went the first time.
 */
export const recordQuiz = (progress: Progress, lesson: string, quiz: string, outcome: QuizOutcome): Progress =>
  progress.lessons[lesson]?.quizzes?.[quiz] !== undefined
    ? progress
    : withLesson(progress, lesson, (l) => ({ ...l, quizzes: { ...(l.quizzes ?? {}), [quiz]: outcome } }));

/** Progress with a lesson marked finished (or not). */
export const markFinished = (progress: Progress, lesson: string, finished: boolean): Progress =>
  withLesson(progress, lesson, (l) => {
    const { finished: _was, ...rest } = l;
    return finished ? { ...rest, finished: true } : rest;
  });

/** Records a quiz outcome in the browser's progress (read, change, write). */
export const saveQuiz = (lesson: string, quiz: string, outcome: QuizOutcome, env: ProgressEnv = {}): Progress => {
  const next = recordQuiz(readProgress(env).progress, lesson, quiz, outcome);
  writeProgress(next, env);
  return next;
};

/** Forgets all progress. */
export const resetProgress = (env: ProgressEnv = {}): void => {
  try {
    const storage = storageOf(env);
    if (storage?.removeItem) storage.removeItem(PROGRESS_STORAGE_KEY);
    else storage?.setItem(PROGRESS_STORAGE_KEY, '');
  } catch {
    // Nothing stored, or storage refused: nothing to forget.
  }
  targetOf(env)?.dispatchEvent(new CustomEvent<Progress>(PROGRESS_EVENT, { detail: EMPTY_PROGRESS }));
};

/** Calls `listener` after every change, on this page or in another tab. Returns the stop function. */
export const onProgressChange = (listener: (p: Progress) => void, env: ProgressEnv = {}): (() => void) => {
  const target = targetOf(env);
  if (!target) return () => {};
  const onEvent = (e: Event): void => listener((e as CustomEvent<Progress>).detail ?? readProgress(env).progress);
  const onStorage = (e: Event): void => {
    const key = (e as Partial<StorageEvent>).key;
    if (key === PROGRESS_STORAGE_KEY || key === null) listener(readProgress(env).progress);
  };
  target.addEventListener(PROGRESS_EVENT, onEvent);
  target.addEventListener('storage', onStorage);
  return () => {
    target.removeEventListener(PROGRESS_EVENT, onEvent);
    target.removeEventListener('storage', onStorage);
  };
};

/** A lesson's quiz tally: how many quizzes were answered, right at the first try, right at all. */
export interface Tally {
  readonly answered: number;
  readonly first: number;
  readonly right: number;
  readonly revealed: number;
}

/** The tally of a lesson's quizzes. */
export const tallyOf = (lesson: LessonProgress | undefined): Tally => {
  const outcomes = Object.values(lesson?.quizzes ?? {});
  return {
    answered: outcomes.length,
    first: outcomes.filter((o) => o === 'first').length,
    right: outcomes.filter((o) => o !== 'revealed').length,
    revealed: outcomes.filter((o) => o === 'revealed').length,
  };
};

/**
 * The key of the lesson a page belongs to: the slug after `course/` for a lesson
 * (`/auction-bridge/course/05-declarer-and-dummy/` → `05-declarer-and-dummy`), otherwise the
 * path itself, so that quizzes on a reference page keep their own tally.
 */
export const lessonKeyOf = (pathname: string): string => {
  const m = /\/course\/([^/]+)\/?$/.exec(pathname);
  return m?.[1] ?? pathname;
};
