/**
 * Each deal of the exercise in words (contract, tricks, who holds the honours), spelled at build
 * time by the score quiz's `questionView`, so that the island receives plain data and loads
 * neither that model nor the deal code behind it.
 *
 * @packageDocumentation
 */
import type { RubberDealInput } from '../../engine/rubber.ts';
import { questionView, type HonourRow } from '../ScoreQuiz/model.ts';
import type { Spelled } from '../shared/format.ts';

/** A deal in words, as the island shows it. */
export interface DealWords {
  /** "Contract: 2♦ by West". */
  readonly contract: Spelled;
  /** "East–West won 9 tricks." */
  readonly tricks: string;
  /** "Trump honours (A K Q J 10 of diamonds)", or empty. */
  readonly honoursHeading: string;
  readonly honours: readonly HonourRow[];
}

/** The words of every deal (a deal passed out has no words: the exercise refuses it). */
export const dealWords = (deals: readonly RubberDealInput[], lang = 'en'): DealWords[] =>
  deals.map((d) => {
    if (d.contract === null) return { contract: { text: '', spoken: '', glyphs: [] }, tricks: '', honoursHeading: '', honours: [] };
    const q = questionView(
      { contract: d.contract, tricks: d.tricks, ...(d.honours ? { honours: d.honours } : {}), ...(d.deal ? { deal: d.deal } : {}) },
      lang,
    );
    return { contract: q.contract, tricks: q.tricks, honoursHeading: q.honoursHeading, honours: q.honours };
  });
