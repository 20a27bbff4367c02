import { FAMILY_INTENTS, type FamilyIntent } from '@shared/assistant/assistant-intents';
import type { LanguageCode } from '@shared/i18n/languages';
import { trainIntentModel, type IntentModel, type LabelledPhrase, type Ranking } from './intent-model';
import en from './training/en.json';
import es from './training/es.json';
import tl from './training/tl.json';
import vi from './training/vi.json';
import zh from './training/zh.json';

/** Messages about nothing the assistant knows ("tell me a joke") are trained as their own class. */
export const OUT_OF_SCOPE = 'none';
export type IntentLabel = FamilyIntent | typeof OUT_OF_SCOPE;
const LABELS: readonly IntentLabel[] = [...FAMILY_INTENTS, OUT_OF_SCOPE];

/** Training phrases per language and label (understanding/training/<lang>.json), kept apart from the evaluation set. */
export const TRAINING_PHRASES: Readonly<Record<LanguageCode, Record<IntentLabel, string[]>>> = {
  en,
  es,
  zh,
  vi,
  tl,
};

/** Below this the best guess is not an answer (issue 16). */
export const MIN_CONFIDENCE = 0.3;
/** Two intents closer than this are a tie: the family is asked which one it meant. */
export const MIN_MARGIN = 0.1;

export interface IntentGuess {
  /** Null when the message was not understood well enough to answer. */
  intent: FamilyIntent | null;
  confidence: number;
  /** The family intents in order of likelihood (out-of-scope left out), for "did you mean". */
  ranking: Ranking<FamilyIntent>;
}

let trained: { model: IntentModel<IntentLabel>; milliseconds: number } | null = null;

/**
 * The model, trained on first use and kept for the life of the process: one model for all five languages, so a
 * Spanish sentence with English words ("cuantas horas de training me faltan") is read as one message.
 */
export function intentModel(): { model: IntentModel<IntentLabel>; milliseconds: number } {
  if (!trained) {
    const started = performance.now();
    const phrases: LabelledPhrase<IntentLabel>[] = Object.values(TRAINING_PHRASES).flatMap((byLabel) =>
      LABELS.flatMap((label) => byLabel[label].map((text) => ({ text, label }))),
    );
    const model = trainIntentModel(LABELS, phrases);
    trained = { model, milliseconds: performance.now() - started };
  }
  return trained;
}

/** The intent of a message with the classifier's confidence, or null below 0.3 or within 0.1 of the runner-up. */
export function classifyIntent(text: string): IntentGuess {
  const ranking = intentModel().model.rank(text);
  const [best, second] = ranking;
  const confidence = best?.probability ?? 0;
  const sure =
    best !== undefined &&
    best.label !== OUT_OF_SCOPE &&
    confidence >= MIN_CONFIDENCE &&
    confidence - (second?.probability ?? 0) >= MIN_MARGIN;
  return {
    intent: sure ? (best.label as FamilyIntent) : null,
    confidence,
    ranking: ranking.filter((entry): entry is Ranking<FamilyIntent>[number] => entry.label !== OUT_OF_SCOPE),
  };
}
