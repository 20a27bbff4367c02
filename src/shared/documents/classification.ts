/** What the processing pipeline recognises a document as (spec: photo ID, birth certificate, …). */
export const DOCUMENT_CLASSIFICATIONS = [
  'photo_id',
  'birth_certificate',
  'proof_of_income',
  'insurance',
  'medical',
  'training_certificate',
  'other',
] as const;
export type DocumentClassification = (typeof DOCUMENT_CLASSIFICATIONS)[number];

export const CLASSIFICATION_LABELS: Record<DocumentClassification, string> = {
  photo_id: 'Photo ID',
  birth_certificate: 'Birth Certificate',
  proof_of_income: 'Proof of Income',
  insurance: 'Insurance',
  medical: 'Medical',
  training_certificate: 'Certificate of Training',
  other: 'Other',
};

type Specific = Exclude<DocumentClassification, 'other'>;

/** Words (lower case, matched on word boundaries) that point to a class; weight 2 is a strong sign. */
const KEYWORDS: Record<Specific, readonly (readonly [string, number])[]> = {
  photo_id: [
    ['driver license', 2],
    ["driver's license", 2],
    ['drivers license', 2],
    ['identification card', 2],
    ['passport', 2],
    ['photo id', 2],
    ['id card', 2],
    ['date of birth', 1],
    ['dob', 1],
    ['expires', 1],
    ['exp', 1],
    ['sex', 1],
    ['height', 1],
    ['eyes', 1],
    ['class', 1],
    ['dl', 1],
    ['real id', 2],
    ['government', 1],
  ],
  birth_certificate: [
    ['birth certificate', 2],
    ['certificate of live birth', 2],
    ['certificate of birth', 2],
    ['place of birth', 1],
    ['mother', 1],
    ['father', 1],
    ['registrar', 1],
    ['vital records', 2],
    ['county of birth', 1],
  ],
  proof_of_income: [
    ['pay stub', 2],
    ['paystub', 2],
    ['earnings statement', 2],
    ['w-2', 2],
    ['w2', 2],
    ['1099', 2],
    ['tax return', 2],
    ['gross pay', 2],
    ['net pay', 2],
    ['income', 1],
    ['wages', 1],
    ['salary', 1],
    ['employer', 1],
    ['pay period', 2],
    ['year to date', 1],
    ['ytd', 1],
    ['deductions', 1],
    ['bank statement', 1],
  ],
  insurance: [
    ['insurance', 2],
    ['policy number', 2],
    ['declaration', 1],
    ['declarations page', 2],
    ['premium', 1],
    ['coverage', 1],
    ['homeowner', 1],
    ['renter', 1],
    ['liability', 1],
    ['insured', 1],
    ['deductible', 1],
  ],
  medical: [
    ['physician', 2],
    ['medical', 2],
    ['tuberculosis', 2],
    ['tb test', 2],
    ['patient', 1],
    ['diagnosis', 1],
    ['clinic', 1],
    ['hospital', 1],
    ['immunization', 2],
    ['vaccination', 2],
    ['health', 1],
    ['md', 1],
    ['lab results', 2],
    ['negative', 1],
    ['positive', 1],
    ['doctor', 1],
  ],
  training_certificate: [
    ['certificate of completion', 2],
    ['certificate of training', 2],
    ['has completed', 2],
    ['successfully completed', 2],
    ['training', 1],
    ['course', 1],
    ['cpr', 2],
    ['first aid', 2],
    ['hours', 1],
    ['instructor', 1],
    ['certified', 1],
  ],
};

export interface Classification {
  classification: DocumentClassification;
  /** 0..1; how sure the keyword rules are. */
  confidence: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const PATTERNS = (Object.keys(KEYWORDS) as Specific[]).map(
  (kind) =>
    [
      kind,
      KEYWORDS[kind].map(
        ([word, weight]) =>
          [new RegExp(`(^|[^a-z0-9])${escapeRegExp(word)}(?=$|[^a-z0-9])`), weight] as const,
      ),
    ] as const,
);

/** Each specific class with its keyword score, highest first. */
function rankedScores(text: string): [Specific, number][] {
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  return PATTERNS.map(([kind, patterns]): [Specific, number] => [
    kind,
    patterns.reduce((sum, [pattern, weight]) => sum + (pattern.test(lower) ? weight : 0), 0),
  ]).sort((a, b) => b[1] - a[1]);
}

/**
 * Classifies OCR text by keyword rules. Confidence grows with the winning score and with its lead over the
 * runner-up; nothing recognisable is 'other' with a low confidence.
 */
export function classifyText(text: string): Classification {
  const [best, second] = rankedScores(text);
  if (!best || best[1] < 2) return { classification: 'other', confidence: best && best[1] > 0 ? 0.3 : 0.2 };
  const strength = Math.min(1, best[1] / 6);
  const lead = (best[1] - (second?.[1] ?? 0)) / best[1];
  const confidence = Math.round((0.4 + 0.35 * strength + 0.24 * lead) * 100) / 100;
  return { classification: best[0], confidence };
}

/**
 * What a document slot asks for, from its name: 'Government-Issued Photo ID' -> photo_id,
 * 'Proof of Income' -> proof_of_income. Null when the name does not say (then nothing can mismatch).
 */
export function expectedClassification(documentName: string): DocumentClassification | null {
  const [best, second] = rankedScores(documentName);
  if (!best || best[1] === 0 || best[1] === second?.[1]) return null;
  return best[0];
}

/** Confidence from which a different class counts as a likely mismatch. */
export const MISMATCH_MIN_CONFIDENCE = 0.6;

/**
 * A likely mismatch: the slot expects a class and the document was recognised, with enough confidence, as a
 * different specific class. Unreadable documents ('other') are not flagged; staff see the low confidence.
 */
export function isLikelyMismatch(expected: DocumentClassification | null, actual: Classification): boolean {
  return (
    expected !== null &&
    actual.classification !== 'other' &&
    actual.classification !== expected &&
    actual.confidence >= MISMATCH_MIN_CONFIDENCE
  );
}
