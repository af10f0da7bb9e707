/**
 * Every German dictionary (`de.ts` and `de-<family>.ts`), registered for the server's render of
 * German pages (`src/middleware.ts`). Server only: the browser gets the German a page shows as
 * JSON in its HTML (`components/shared/Strings.astro`), never this module.
 *
 * @packageDocumentation
 */
import { registerStrings } from './ambient.ts';

const modules = import.meta.glob<Record<string, unknown>>(['./de.ts', './de-*.ts', '!./de-all.ts', '!./*.test.ts'], { eager: true });

/** All German strings, by key: every dictionary of every `de*.ts` module, merged. */
export const germanStrings = (): Record<string, string> => {
  const all: Record<string, string> = {};
  for (const mod of Object.values(modules)) {
    for (const value of Object.values(mod)) {
      if (value === null || typeof value !== 'object') continue;
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (typeof v === 'string') all[k] = v;
    }
  }
  return all;
};

/** Registers every German string (`ambient.ts`), once. */
export const registerGerman = (): void => registerStrings('de', germanStrings());
