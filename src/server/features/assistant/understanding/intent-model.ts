import { featuresOf } from './intent-features';

/** One training phrase and what it means. */
export interface LabelledPhrase<Label extends string> {
  text: string;
  label: Label;
}

/** How likely each label is for a message, most likely first; the figures add up to 1. */
export type Ranking<Label extends string> = { label: Label; probability: number }[];

export interface IntentModel<Label extends string> {
  rank(text: string): Ranking<Label>;
}

/** Passes over the training phrases, step size and weight decay: chosen on the evaluation set (decision 016). */
const EPOCHS = 40;
const LEARNING_RATE = 0.8;
const WEIGHT_DECAY = 1e-4;

/**
 * Multinomial logistic regression (softmax) over the sparse features of `featuresOf`, trained by stochastic
 * gradient descent in a fixed order (a seeded shuffle), so the same phrases always give the same model. Its
 * probabilities are the confidence the assistant shows.
 */
export function trainIntentModel<Label extends string>(
  labels: readonly Label[],
  phrases: readonly LabelledPhrase<Label>[],
): IntentModel<Label> {
  const featureIndex = new Map<string, number>();
  const examples = phrases.map(({ text, label }) => ({
    target: labels.indexOf(label),
    features: [...featuresOf(text)].map(([feature, value]) => {
      let index = featureIndex.get(feature);
      if (index === undefined) featureIndex.set(feature, (index = featureIndex.size));
      return [index, value] as const;
    }),
  }));
  const classes = labels.length;
  const weights = new Float64Array(featureIndex.size * classes);
  const bias = new Float64Array(classes);

  const probabilities = (features: readonly (readonly [number, number])[]) => {
    const scores = Float64Array.from(bias);
    for (const [index, value] of features)
      for (let c = 0; c < classes; c += 1) scores[c]! += weights[index * classes + c]! * value;
    const top = Math.max(...scores);
    const exps = scores.map((score) => Math.exp(score - top));
    const total = exps.reduce((sum, value) => sum + value, 0);
    return exps.map((value) => value / total);
  };

  const order = examples.map((_, index) => index);
  const random = seededRandom(16);
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    shuffle(order, random);
    const rate = LEARNING_RATE / (1 + epoch * 0.1);
    for (const position of order) {
      const { target, features } = examples[position]!;
      const predicted = probabilities(features);
      for (let c = 0; c < classes; c += 1) {
        const error = predicted[c]! - (c === target ? 1 : 0);
        bias[c]! -= rate * error;
        for (const [index, value] of features) {
          const at = index * classes + c;
          weights[at]! -= rate * (error * value + WEIGHT_DECAY * weights[at]!);
        }
      }
    }
  }

  return {
    rank(text) {
      const known = [...featuresOf(text)].flatMap(([feature, value]) => {
        const index = featureIndex.get(feature);
        return index === undefined ? [] : [[index, value] as const];
      });
      return [...probabilities(known)]
        .map((probability, c) => ({ label: labels[c]!, probability }))
        .sort((a, b) => b.probability - a.probability);
    },
  };
}

/** A small deterministic generator (mulberry32): training must not depend on Math.random. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle(items: number[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}
