import type { enSure } from './en-sure.ts';

/** How sure the site is of a rule, in German (see en-sure.ts; the words of the German rule-set page). */
export const deSure: { readonly [K in keyof typeof enSure]: string } = {
  'sure.law': 'im Gesetzestext gelesen',
  'sure.period': 'in einer zeitgenössischen Quelle gelesen',
  'sure.inferred': 'erschlossen',
  'sure.literal': 'der Vorlagetext, wörtlich genommen',
  'sure.modern': 'heutige Regeln',
  'sure.unknown': 'nicht in unseren Quellen',
};
