/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // Property and corpus tests do real work; on a loaded two-core machine the default 5 s is a
    // timing, not a behaviour. "Never hangs" stays a real check: a hang still fails at 2 minutes.
    testTimeout: 120_000,
    // Workers: Vitest's default (CPUs - 1 forks: one on the project's 2-core machines). Two
    // forks were measured on four property files (issue 17, 2026-12-01, a loaded machine):
    // 128 and 169 s with one, 143 and 199 s with two, so the default stays.
  },
});
