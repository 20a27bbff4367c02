/**
 * The home environment assessment (issue 43, RFA step 7): the caseworker walks the home with a checklist the
 * agency configures, marks each item, and an item that needs correction goes to the family as a task it answers
 * with photos. The assessment is completed when no item is open.
 */

/** The journey step the assessment belongs to (Demonstrate: the home study). */
export const HOME_ASSESSMENT_STEP = 7;

/** What the caseworker found; an item with no result has not been looked at yet. */
export const ITEM_RESULTS = ['pass', 'needs_correction', 'not_applicable'] as const;
export type ItemResult = (typeof ITEM_RESULTS)[number];

/**
 * A correction's course: `open` (the family's to fix), `answered` (the family sent photos, the caseworker's to
 * judge), `accepted` (fixed). Asking again returns it to `open`.
 */
export const CORRECTION_STATUSES = ['open', 'answered', 'accepted'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const CORRECTION_DECISIONS = ['accept', 'ask_again'] as const;
export type CorrectionDecision = (typeof CORRECTION_DECISIONS)[number];

export const ASSESSMENT_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

/** Who took a photo: the caseworker during the visit, or the family answering a correction. */
export const PHOTO_SOURCES = ['staff', 'family'] as const;
export type PhotoSource = (typeof PHOTO_SOURCES)[number];

export interface ItemFacts {
  result: ItemResult | null;
  correctionStatus: CorrectionStatus | null;
}

/** Not looked at yet, or a correction that is not accepted yet. */
export function isItemOpen(item: ItemFacts): boolean {
  if (item.result === null) return true;
  return item.result === 'needs_correction' && item.correctionStatus !== 'accepted';
}

export function openItems<T extends ItemFacts>(items: readonly T[]): T[] {
  return items.filter(isItemOpen);
}

/** The English sentence of a refused sign-off, naming what is still open. */
export function openItemsSentence(names: readonly string[]): string {
  return `The home assessment still has open items: ${names.join(', ')}.`;
}

/** One item of the agency's checklist as seeded (System Configuration can rename, add and switch off items). */
export interface DefaultAssessmentItem {
  key: string;
  name: string;
  /** What a photo of the item should show: the family's guided photo reads it. */
  guidance: string;
}

export const DEFAULT_ASSESSMENT_ITEMS: readonly DefaultAssessmentItem[] = [
  {
    key: 'smoke_co_alarms',
    name: 'Working smoke and carbon-monoxide alarms',
    guidance: 'Each alarm on the ceiling or wall, with its light on after pressing the test button.',
  },
  {
    key: 'fire_extinguisher',
    name: 'Fire extinguisher',
    guidance: 'The extinguisher where it hangs, with its pressure gauge readable.',
  },
  { key: 'escape_plan', name: 'Fire escape plan', guidance: 'The escape plan where it is posted, readable.' },
  {
    key: 'water_hazards',
    name: 'Water hazards and pool fencing',
    guidance: 'The fence around the pool or spa and its self-closing, self-latching gate.',
  },
  {
    key: 'medicines_chemicals',
    name: 'Medicines and chemicals locked',
    guidance: 'The locked cabinet or box where medicines and cleaning products are kept, with its lock.',
  },
  {
    key: 'firearms',
    name: 'Firearms and ammunition stored locked and apart',
    guidance: 'The locked safe for firearms, and the separate locked place for ammunition.',
  },
  { key: 'first_aid_kit', name: 'First-aid kit', guidance: 'The first-aid kit, open, with its supplies.' },
  {
    key: 'sleeping_space',
    name: "Each child's sleeping space and bed",
    guidance: "The child's bed with its mattress, and the room around it.",
  },
  {
    key: 'heating',
    name: 'Safe heating',
    guidance: 'The heater with its guard, away from anything that can burn.',
  },
  {
    key: 'clean_repair',
    name: 'Home clean and in repair',
    guidance: 'The place that was repaired or cleaned.',
  },
  { key: 'outdoor_area', name: 'Outdoor area', guidance: 'The yard, its fence and any play equipment.' },
  { key: 'pets', name: "Pets' vaccinations", guidance: "Each pet's current vaccination record." },
  {
    key: 'vehicle_car_seats',
    name: 'Vehicle and car seats',
    guidance: 'The car seat installed in the vehicle, with its label.',
  },
];
