import { isHan, normalizeText } from './normalize-text';

/** A message as a bag of weighted features: the classifier's only view of it. */
export type Features = Map<string, number>;

const SHORTEST_GRAM = 2;
const LONGEST_GRAM = 4;

/**
 * The features of a message, in any of the five languages at once:
 * - words and pairs of neighbouring words ("horas de", "giay to");
 * - character n-grams (2–4) inside each word with its edges marked, so "documnets", "docs" and "documentos" still
 *   share most of their grams with "documents", and "dokumento" with "documento": typos and mixed English cost
 *   little;
 * - Chinese is not split into words: each character and each pair of neighbouring characters is a feature.
 * Weights are scaled so a long message does not outvote a short one.
 */
export function featuresOf(text: string): Features {
  const features: Features = new Map();
  const add = (feature: string) => features.set(feature, (features.get(feature) ?? 0) + 1);
  const words = tokensOf(normalizeText(text));
  words.forEach((word, index) => {
    add(`w:${word}`);
    const next = words[index + 1];
    if (next) add(`b:${word} ${next}`);
    if (isHan(word)) return;
    const edged = `<${word}>`;
    for (let size = SHORTEST_GRAM; size <= LONGEST_GRAM; size += 1)
      for (let start = 0; start + size <= edged.length; start += 1)
        add(`c:${edged.slice(start, start + size)}`);
  });
  const norm = Math.sqrt([...features.values()].reduce((sum, value) => sum + value * value, 0)) || 1;
  for (const [feature, value] of features) features.set(feature, value / norm);
  return features;
}

/** Words of a normalized message; every Chinese character counts as a word of its own. */
function tokensOf(normalized: string): string[] {
  return normalized.match(/\p{Script=Han}|[^\s\p{Script=Han}]+/gu) ?? [];
}
