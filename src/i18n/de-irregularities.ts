import type { IrregularityCodeId } from '../engine/rules/irregularities.ts';
import type { enIrregularities } from './en-irregularities.ts';
import type { IrregularityRuleKey } from './irregularities.ts';

/** The irregularities lesson's strings in German (see en-irregularities.ts for what each is for). */
export const deIrregularities: { readonly [K in keyof typeof enIrregularities]: string } = {
  'irregularity.defenderRevokes':
    'der Alleinspieler wählt zwischen {points} Punkten in seiner Honneurspalte und {tricks} Stichen, die er den Gegenspielern wegnimmt',
  'irregularity.declarerRevokes':
    'die Gegenspieler schreiben {points} in ihre Honneurspalte, zusätzlich zu dem, was ihnen der gefallene Kontrakt einbringt',
  'irregularity.revokingSide.onlyHonours': 'sie schreibt nur noch ihre Honneurs an',
  'irregularity.revokingSide.asUsual': 'sie schreibt an wie sonst auch',
  'irregularity.revokingSide.noSlam': ', und einen Schlemm gibt es für sie nicht',
  'irregularity.penaltyTricksCount.yes': 'sie zählen für den Kontrakt und für die Partie',
  'irregularity.penaltyTricksCount.no': 'sie zählen nicht für den Kontrakt',
  'irregularity.penaltyTricksEarnBonus.yes': 'sie bringen die Prämie für einen Kontrakt mit Kontra',
  'irregularity.penaltyTricksEarnBonus.no':
    'sie bringen weder die Prämie für den erfüllten Kontrakt mit Kontra noch die für seine Überstiche',
  'irregularity.penaltyTricksSlam.yes': 'sie zählen für einen Schlemm',
  'irregularity.penaltyTricksSlam.no': 'für einen Schlemm zählen sie nie',
  'irregularity.insufficientBid.same': 'der Schuldige darf es nur in derselben Denomination berichtigen',
  'irregularity.insufficientBid.any': 'der Schuldige darf es berichtigen, auch in einer anderen Denomination',
  'irregularity.insufficientBid.anyBarred':
    'der Schuldige darf es berichtigen, auch in einer anderen Denomination; hat zuerst ein Gegner darauf hingewiesen, ist sein Partner von der restlichen Reizung ausgeschlossen',
  'irregularity.bidAboveSeven.illegal':
    'unzulässig: der Schuldige und sein Partner sind von der Reizung ausgeschlossen, und jeder der beiden Gegner kann ein neues Geben verlangen oder den Kontrakt als Siebener mit Kontra spielen lassen',
  'irregularity.bidAboveSeven.allowed': 'kein Gesetz verbot es',
  'irregularity.cardFacedInDeal.none': 'keine Strafe in der Honneurspalte',
  'irregularity.cardFacedInDeal.newDealMust': 'es muss neu gegeben werden, und die andere Partei schreibt {points} in ihre Honneurspalte',
  'irregularity.cardFacedInDeal.newDeal': 'es wird neu gegeben, und die andere Partei schreibt {points} in ihre Honneurspalte',
  'irregularity.leadOutOfTurn': '{who} darf darauf hinweisen; die gespielten Karten werden zurückgenommen',
  'irregularity.leadOutOfTurn.noPenalty':
    '{who} darf darauf hinweisen; die gespielten Karten werden zurückgenommen, eine Strafe gibt es nicht',
  'irregularity.who.fourthHand': 'der vierte Spieler am Stich',
  'irregularity.list': '{list} und {last}',
};

/** The law codes' names in German (the English is the engine's `label`). */
export const deIrregularityCodes: { readonly [K in `irregularityCode.${IrregularityCodeId}`]: string } = {
  'irregularityCode.bath-portland-1908': 'Bath und Portland Clubs, 1908',
  'irregularityCode.whist-club-1912': 'Whist Club, November 1912',
  'irregularityCode.whist-club-1913': 'Whist Club, November 1913',
  'irregularityCode.whist-club-1915': 'Whist Club, 1915 bis 1925',
  'irregularityCode.whist-club-1926': 'Whist Club, 1926',
  'irregularityCode.portland-club-1928': 'Portland Club, 1928 (englische Regeln)',
};

// The notes, written the way the engine writes them (engine/rules/irregularities.ts): the same
// sentence for every rule a code's sources do not give, and a note of its own for the others.
const NOT_READ = 'nicht gelesen; die Strafgesetze des Regelwerks stehen nicht in unseren Quellen';
const REVOKE_KEYS = [
  'defenderRevokes',
  'declarerRevokes',
  'revokingSide',
  'penaltyTricksCount',
  'penaltyTricksEarnBonus',
  'penaltyTricksSlam',
] as const;
/** What a rule is about, for "… nicht gelesen" (the engine's `NOTHING_READ`). */
const WHAT: { readonly [K in IrregularityRuleKey]: string } = {
  'revoke.defenderRevokes': 'Die Revoke-Strafe',
  'revoke.declarerRevokes': 'Die Revoke-Strafe',
  'revoke.revokingSide': 'Was eine revokierende Partei anschreiben darf',
  'revoke.penaltyTricksCount': 'Wie Strafstiche zählen',
  'revoke.penaltyTricksEarnBonus': 'Ob Strafstiche die Prämie für einen Kontrakt mit Kontra bringen',
  'revoke.penaltyTricksSlam': 'Ob Strafstiche für einen Schlemm zählen',
  insufficientBid: 'Das ungenügende Gebot',
  bidAboveSeven: 'Ein Gebot von acht oder mehr',
  callOutOfTurn: 'Eine Ansage außer der Reihe',
  cardFacedInDeal: 'Eine beim Geben aufgedeckte Karte',
  leadOutOfTurn: 'Ein Ausspiel außer der Reihe',
  exposedCards: 'Aufgedeckte Karten',
};
const nothingRead = (code: IrregularityCodeId): [string, string][] =>
  (Object.keys(WHAT) as IrregularityRuleKey[]).map((rule) => [`irregularityNote.${code}.${rule}`, `${WHAT[rule]}: ${NOT_READ}.`]);
const revokeNotRead = (code: IrregularityCodeId, which: string): [string, string][] =>
  REVOKE_KEYS.map((rule) => [
    `irregularityNote.${code}.revoke.${rule}`,
    `Das Revoke-Gesetz ${which} wurde nicht gelesen; die Strafe wurde im November 1913 gesenkt, und was spätere Regelwerke vorsahen, steht nicht in unseren Quellen.`,
  ]);
/** The American codes' laws not read: on calls out of turn, leads out of turn, exposed cards. */
const americanNotRead = (code: IrregularityCodeId): [string, string][] => [
  [`irregularityNote.${code}.callOutOfTurn`, `Das Gesetz über eine Ansage außer der Reihe wurde ${NOT_READ}.`],
  [
    `irregularityNote.${code}.leadOutOfTurn`,
    'Das amerikanische Gesetz über ein Ausspiel außer der Reihe wurde nicht gelesen; ein Artikel von 1928 sagt nur, dass es vom englischen Gesetz abwich.',
  ],
  [`irregularityNote.${code}.exposedCards`, `Das Gesetz über aufgedeckte Karten wurde ${NOT_READ}.`],
];
const cardFacedBefore1926 = (code: IrregularityCodeId): [string, string] => [
  `irregularityNote.${code}.cardFacedInDeal`,
  'Time nannte die Strafe von 50 im Jahr 1926 brandneu, also kannten die früheren Regelwerke keine; ob neu gegeben wurde, steht nicht in unseren Quellen.',
];
/** The rules of 1912 the November 1913 code kept (the engine spreads them). */
const kept1912 = (code: IrregularityCodeId): [string, string][] => [
  [`irregularityNote.${code}.insufficientBid`, `Das Gesetz von 1912 über das ungenügende Gebot wurde ${NOT_READ}.`],
  [
    `irregularityNote.${code}.bidAboveSeven`,
    'Vor 1926 verbot kein Gesetz ein Gebot von acht; was 1912 auf ein solches Gebot folgte, steht nicht in unseren Quellen.',
  ],
  cardFacedBefore1926(code),
  ...americanNotRead(code),
];

/**
 * The notes on each code's rules in German, keyed `irregularityNote.<code>.<rule>` (the English
 * is the engine's `note`); `irregularities.test.ts` checks that every note of the engine has one.
 */
export const deIrregularityNotes: { readonly [K in `irregularityNote.${IrregularityCodeId}.${IrregularityRuleKey}`]?: string } =
  Object.fromEntries([
    ...nothingRead('bath-portland-1908'),

    [
      'irregularityNote.whist-club-1912.revoke.declarerRevokes',
      'Gelesen nur für einen revokierenden Gegenspieler: Was die Gegenspieler erhalten, wenn der Alleinspieler revokiert, steht für 1912 nicht in unseren Quellen.',
    ],
    ['irregularityNote.whist-club-1912.revoke.revokingSide', 'Sie „kann nichts anschreiben außer Honneurs oder Chicane“.'],
    [
      'irregularityNote.whist-club-1912.revoke.penaltyTricksCount',
      'Nach der Entscheidung konnten drei Strafstiche den Kontrakt nicht retten, hätten also für ihn gezählt; der Text von 1912 selbst wurde dazu nicht gelesen.',
    ],
    [
      'irregularityNote.whist-club-1912.revoke.penaltyTricksEarnBonus',
      'Gelesen nur für das Regelwerk vom November 1913 (keine Prämie für den Kontrakt mit Kontra); für 1912 sagen unsere Quellen nichts.',
    ],
    ...kept1912('whist-club-1912'),

    [
      'irregularityNote.whist-club-1913.revoke.declarerRevokes',
      'Die Gegenspieler erhalten sie zusätzlich zu dem, was ihnen der gefallene Kontrakt einbringt.',
    ],
    [
      'irregularityNote.whist-club-1913.revoke.revokingSide',
      'Gelesen für einen revokierenden Alleinspieler („er schreibt nur Honneurs an“); für revokierende Gegenspieler und für den Schlemm aus dem Gesetz von 1912 übernommen.',
    ],
    [
      'irregularityNote.whist-club-1913.revoke.penaltyTricksEarnBonus',
      'Weder die Prämie für den erfüllten Kontrakt mit Kontra noch die für seine Überstiche.',
    ],
    ['irregularityNote.whist-club-1913.revoke.penaltyTricksSlam', 'Das Gesetz von 1912, für 1913 als unverändert angenommen.'],
    ...kept1912('whist-club-1913'),

    ...revokeNotRead('whist-club-1915', 'der Regelwerke von 1915 bis 1925'),
    ['irregularityNote.whist-club-1915.insufficientBid', `Das Gesetz von 1915 bis 1925 über das ungenügende Gebot wurde ${NOT_READ}.`],
    [
      'irregularityNote.whist-club-1915.bidAboveSeven',
      'Im März 1926 zeigte ein Spieler, dass das Regelbuch ein Gebot von acht oder mehr nicht verbot.',
    ],
    cardFacedBefore1926('whist-club-1915'),
    ...americanNotRead('whist-club-1915'),

    ...revokeNotRead('whist-club-1926', 'des Regelwerks von 1926'),
    [
      'irregularityNote.whist-club-1926.insufficientBid',
      'Time nennt neue Regeln für die Berichtigung eines ungenügenden Gebots, mit dem Ausschluss des Partners, wenn zuerst auf den Fehler hingewiesen wird; dass die Berichtigung die Denomination wechseln darf, ist aus einem Artikel von 1928 erschlossen, der dem das englische Gesetz gegenüberstellt, das nur dieselbe Denomination erlaubt.',
    ],
    [
      'irregularityNote.whist-club-1926.cardFacedInDeal',
      'Neu 1926. Gilt für einen anderen Spieler als den Geber; die andere Partei schreibt die Strafe in ihre Honneurspalte.',
    ],
    ...americanNotRead('whist-club-1926'),

    ...nothingRead('portland-club-1928').filter(([key]) => !/\.(insufficientBid|leadOutOfTurn)$/.test(key)),
    ['irregularityNote.portland-club-1928.insufficientBid', 'Berichtigt werden darf nur in derselben Denomination.'],
  ]);
