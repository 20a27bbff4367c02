import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { FAMILY_INTENTS, type FamilyIntent } from '@shared/assistant/assistant-intents';
import { LANGUAGE_CODES, type LanguageCode } from '@shared/i18n/languages';
import { familyAssistant } from '../family-assistant';
import { familyFacts } from '../replies/assistant-facts.fixture';
import { intentModel, TRAINING_PHRASES } from './intent-classifier';
import { normalizeText } from './normalize-text';

/** The evaluation set (understanding/eval/<lang>.json): phrasings as families type them, never trained on. */
const EVALUATION = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [
    language,
    JSON.parse(readFileSync(new URL(`./eval/${language}.json`, import.meta.url), 'utf8')) as Record<
      FamilyIntent,
      string[]
    >,
  ]),
) as Record<LanguageCode, Record<FamilyIntent, string[]>>;

const percent = (part: number, whole: number) => Math.round((1000 * part) / whole) / 10;

test('the evaluation set has at least 30 phrasings per intent in each language', () => {
  for (const language of LANGUAGE_CODES)
    for (const intent of FAMILY_INTENTS)
      expect(EVALUATION[language][intent].length).toBeGreaterThanOrEqual(30);
});

test('no evaluation phrase is a training phrase', () => {
  const trained = new Set(
    Object.values(TRAINING_PHRASES).flatMap((byLabel) => Object.values(byLabel).flat().map(normalizeText)),
  );
  const leaked = Object.values(EVALUATION)
    .flatMap((byIntent) => Object.values(byIntent).flat())
    .filter((phrase) => trained.has(normalizeText(phrase)));
  expect(leaked).toEqual([]);
});

test('the assistant answers at least 90 % of the evaluation set with the right intent in every language', () => {
  const trainingMs = intentModel().milliseconds;
  const byLanguage: Record<string, Record<string, number>> = {};
  const byIntent: Record<string, Record<string, number>> = {};
  const times: number[] = [];
  for (const language of LANGUAGE_CODES) {
    const facts = familyFacts(language);
    let right = 0;
    let total = 0;
    for (const intent of FAMILY_INTENTS) {
      const phrases = EVALUATION[language][intent];
      const correct = phrases.filter((text) => {
        const started = performance.now();
        const reply = familyAssistant.reply({ text, facts, sessionLanguage: language, missesSoFar: 0 });
        times.push(performance.now() - started);
        return reply.intent === intent;
      }).length;
      (byIntent[intent] ??= {})[language] = percent(correct, phrases.length);
      right += correct;
      total += phrases.length;
    }
    byLanguage[language] = { phrases: total, 'right %': percent(right, total) };
  }
  times.sort((a, b) => a - b);
  console.log(`intent accuracy per language (answered with the right intent; a miss counts as wrong)`);
  console.table(byLanguage);
  console.log('per intent (%)');
  console.table(byIntent);
  console.log(
    `training ${trainingMs.toFixed(0)} ms once per process; reply() p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(2)} ms over ${times.length} messages`,
  );
  for (const language of LANGUAGE_CODES) expect(byLanguage[language]!['right %']).toBeGreaterThanOrEqual(90);
});
