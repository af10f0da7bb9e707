/**
 * Rule-set picker model: what the picker shows, built at build time from the engine's rule
 * sets and the dictionary (the offered choices, the fixed words, and each rule set's dates,
 * sources and provenance), plus, re-exported from `choice.ts`, the reader's stored choices and
 * the events that announce them.
 *
 * Code that runs in the browser should import `choice.ts` (or the hooks in `hooks.ts`) instead
 * of this module: this one loads every rule set and the dictionary. Widgets that already need
 * the rule sets may keep importing the choice functions from here.
 *
 * @packageDocumentation
 */
import { RULE_SETS, type Confidence, type RuleSet, type RuleSetId } from '../../engine/rules/index.ts';
import { readableSources } from '../../engine/rules/references.ts';
import { isMessageKey, translator, type MessageKey } from '../../i18n/picker.ts';
import { PICKER_RULE_SET_IDS, readRuleSetId, type PickerEnv } from './choice.ts';
import { ruleSetName } from '../../i18n/rule-sets.ts';
import { ruleSetSummary, ruleSetYears } from '../../i18n/rule-set-text.ts';
import { ruleNote } from '../../i18n/rule-notes.ts';

export * from './choice.ts';

/** The chosen rule set itself. */
export const readRuleSet = (env: PickerEnv = {}): RuleSet => RULE_SETS[readRuleSetId(env)];

/** One choice in the picker. */
export interface PickerOption {
  readonly id: RuleSetId;
  /** "Whist Club Laws 1926 (1926–1930)". */
  readonly text: string;
  readonly label: string;
  readonly years: string;
}

/** The choices, in registry order. */
export const pickerOptions = (lang = 'en'): PickerOption[] => {
  const tr = translator(lang);
  return PICKER_RULE_SET_IDS.map((id) => {
    const years = ruleSetYears(RULE_SETS[id]);
    const label = ruleSetName(RULE_SETS[id]);
    // A label that already names its years ("Whist Club Laws 1915–1925") is not repeated.
    return { id, label, years, text: label.includes(years) ? label : tr('picker.option', { label, years }) };
  });
};

/** The picker's fixed words. */
export interface PickerLabels {
  readonly select: string;
  readonly help: string;
  readonly fourColour: string;
  readonly fourColourHelp: string;
  readonly sources: string;
  readonly noticeHeading: string;
  readonly noneInferred: string;
}

/** The picker's fixed words in a language. */
export const pickerLabels = (lang = 'en'): PickerLabels => {
  const tr = translator(lang);
  return {
    select: tr('picker.label'),
    help: tr('picker.help'),
    fourColour: tr('picker.fourColour'),
    fourColourHelp: tr('picker.fourColourHelp'),
    sources: tr('picker.sources'),
    noticeHeading: tr('picker.noticeHeading'),
    noneInferred: tr('picker.noneInferred'),
  };
};

/** One rule whose provenance the rule set records. */
export interface ProvenanceItem {
  /** The parameter name in the rule set (`bidRanking`). */
  readonly rule: string;
  /** The rule in words ("Ranking of bids"); the parameter name if the dictionary has none. */
  readonly name: string;
  readonly source: string;
  readonly note?: string;
}

/** The recorded rules of one confidence. */
export interface ProvenanceGroup {
  readonly confidence: Confidence;
  /** "Inferred from indirect evidence". */
  readonly heading: string;
  readonly items: readonly ProvenanceItem[];
}

/** What the picker shows about the chosen rule set. */
export interface RuleSetDetails {
  readonly id: RuleSetId;
  readonly label: string;
  /** "In use: 1926–1930". */
  readonly years: string;
  readonly summary: string;
  /** The sources, in readers' words ("M. C. Work, Auction of To-day (1913)"). */
  readonly sources: readonly string[];
  /** The rules with recorded provenance, the least certain first (inferred, literal, …). */
  readonly provenance: readonly ProvenanceGroup[];
  /** The rules marked inferred (the same items as the `inferred` group). */
  readonly inferred: readonly ProvenanceItem[];
  /** "7 inferred", shown beside the provenance heading. */
  readonly inferredCount: string;
}

/** The order of the provenance groups: what a reader should doubt first comes first. */
export const CONFIDENCE_ORDER: readonly Confidence[] = ['inferred', 'literal', 'period', 'law', 'modern'];

/** A rule's name in words; the parameter name itself if the dictionary has none. */
const ruleName = (rule: string, lang: string): string => {
  const key = `rule.${rule}`;
  return isMessageKey(key) ? translator(lang)(key as MessageKey & `rule.${string}`) : rule;
};

/** What the picker shows about a rule set: label, years, summary, sources, and provenance grouped. */
export const ruleSetDetails = (ruleSet: RuleSet, lang = 'en'): RuleSetDetails => {
  const tr = translator(lang);
  const entries = Object.entries(ruleSet.provenance);
  const provenance = CONFIDENCE_ORDER.map((confidence): ProvenanceGroup => ({
    confidence,
    heading: tr(`confidence.${confidence}`),
    items: entries
      .filter(([, p]) => p.confidence === confidence)
      .map(([rule, p]) => ({
        rule,
        name: ruleName(rule, lang),
        source: readableSources(p.source).refs.join('; '),
        ...(p.note ? { note: ruleNote(ruleSet.id, rule, p.note, lang) } : {}),
      })),
  })).filter((g) => g.items.length > 0);
  const inferred = provenance.find((g) => g.confidence === 'inferred')?.items ?? [];
  return {
    id: ruleSet.id,
    label: ruleSetName(ruleSet),
    years: tr('picker.years', { years: ruleSetYears(ruleSet) }),
    summary: ruleSetSummary(ruleSet),
    // The sources as readers' references (author, work, year), never the notes' keys or sections.
    sources: readableSources(ruleSet.sources.join('; ')).refs,
    provenance,
    inferred,
    inferredCount: tr('picker.noticeCount', { count: inferred.length }),
  };
};
