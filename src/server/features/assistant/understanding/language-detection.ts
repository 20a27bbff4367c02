import { eld } from 'eld/small';
import { LANGUAGE_CODES, isLanguageCode, type LanguageCode } from '@shared/i18n/languages';
import { normalizeText } from './normalize-text';

/** eld restricted to Haven's five languages (its own instance, so nobody else's subset changes ours). */
const detector = eld.newInstance();
detector.setLanguageSubset([...LANGUAGE_CODES]);

/**
 * Small words that give a language away when eld has too little text, written without accents (families type
 * "cuantas horas me faltan", "toi can nop giay to gi"). Words two languages share ("con", "la", "de", "va", "me",
 * "hay", "para", "may", "can", "to", "do", "on") are left out, and so are the assistant's topic nouns in English
 * ("documents", "training"), which families mix into every language.
 */
const MARKERS: Record<Exclude<LanguageCode, 'zh'>, ReadonlySet<string>> = {
  en: new Set(
    'the what whats my is do does i im how when where which are have has need still please you can am for of and it your our we did will there that this want thanks thank hello hi hey with get got any yet who someone'.split(
      ' ',
    ),
  ),
  es: new Set(
    'que como cuando donde cual cuales cuanto cuantos cuanta cuantas mi mis tengo tiene ya los las el del por una uno esta estan hola gracias buenos buenas dias tardes noches favor necesito quiero puedo falta faltan sigue voy hago todavia tambien pero usted alguien nuestra nuestro hablar firmar subir documentos papeles cita citas proxima antecedentes huellas capacitacion entrenamiento cursos formularios firma paso horas faltantes saludos buen dia agradezco agradecida agradecido humano trabajadora trabajador ayuda oiga grax grasias'.split(
      ' ',
    ),
  ),
  vi: new Set(
    'toi cua khong duoc gi nao lam sao bao nhieu giay chua roi nha minh ban chao xin khi nay thieu nop buoc hen ky nguoi nhan vien xa hoi nhu ve den dau ai mot voi nhung cac cho biet huan luyen khoa hoc gio ngay tuan duyet kiem tra ly lich tay tre em nuoi muon noi chuyen gap cam them nua tai len cach mau don buoi chieu sang alo'.split(
      ' ',
    ),
  ),
  tl: new Set(
    'po ang ng mga ko ako ba na pa sa kailan paano pano ano saan nasaan sino ilang ilan bakit kulang salamat kumusta kamusta musta magandang umaga hapon gabi niyo ninyo namin natin akin ikaw siya kayo ito yung lang naman din rin pwede puwede gusto kailangan hindi wala meron nang dito ulit sige opo maraming marami tao totoong hakbang pagsasanay pirma pirmahan mabuhay oras araw bahay bata dokumento salamt'.split(
      ' ',
    ),
  ),
};

/** Letters only Vietnamese among the five writes (ă â đ ê ô ơ ư, tone marks, grave accents). */
const VIETNAMESE_LETTERS = /[ăâđêôơưàèìòùỳãẽĩõũỹảẻỉỏủỷạẹịọụỵ\u1EA0-\u1EF9]/iu;
const HAN = /\p{Script=Han}/gu;
const HAN_WORD = /^\p{Script=Han}+$/u;
const LETTER = /\p{L}/gu;

/**
 * Each marker word is worth this much against eld's 0–1 score; English words half as much, since families mix
 * them into every language ("thank you po", "que documents me faltan").
 */
const MARKER_WEIGHT: Record<Exclude<LanguageCode, 'zh'>, number> = {
  en: 0.125,
  es: 0.25,
  vi: 0.25,
  tl: 0.25,
};
/** The winner must lead the runner-up by this much to be sure. */
const SURE_MARGIN = 0.15;
/** Fewer words than this is a short message: it names a language only by its script or its markers. */
const SHORT_WORDS = 3;

export interface DetectedLanguage {
  language: LanguageCode;
  /** False when the message is too short or too mixed to tell (the conversation's language then stands). */
  sure: boolean;
  /** Told by its writing (Chinese characters, Vietnamese letters): sure even in one word. */
  byScript: boolean;
  short: boolean;
}

/** The language of one message among en, es, zh, vi and tl, and how sure that is. */
export function detectLanguage(text: string): DetectedLanguage {
  const letters = text.match(LETTER)?.length ?? 0;
  const words = normalizeText(text).split(' ').filter(Boolean);
  const short = words.length < SHORT_WORDS;
  if (letters === 0) return { language: 'en', sure: false, byScript: false, short };
  // A Chinese character is about a word: "我的documents還缺什麼" and "thank you 謝謝" are Chinese.
  const han = text.match(HAN)?.length ?? 0;
  const otherWords = words.filter((word) => !HAN_WORD.test(word)).length;
  if (han > 0 && han >= otherWords) return { language: 'zh', sure: true, byScript: true, short };
  if (VIETNAMESE_LETTERS.test(text)) return { language: 'vi', sure: true, byScript: true, short };

  const scores = new Map<LanguageCode, number>();
  const eldScores = detector.detect(text).getScores();
  const markerCounts = new Map<LanguageCode, number>();
  for (const language of ['en', 'es', 'vi', 'tl'] as const) {
    const markers = words.filter(
      (word) => MARKERS[language].has(word) || MARKERS[language].has(unstretched(word)),
    ).length;
    markerCounts.set(language, markers);
    scores.set(language, (eldScores[language] ?? 0) + MARKER_WEIGHT[language] * markers);
  }
  const [best, second] = [...scores].sort((a, b) => b[1] - a[1]);
  const language = best && isLanguageCode(best[0]) ? best[0] : 'en';
  const lead = (best?.[1] ?? 0) - (second?.[1] ?? 0);
  const marked = (markerCounts.get(language) ?? 0) > 0;
  const sure = lead >= SURE_MARGIN && (!short || marked);
  return { language, sure, byScript: false, short };
}

/** "holaaa", "hiii", "salamaaat" as typed in a hurry: each run of one letter read as the letter once. */
function unstretched(word: string): string {
  return word.replace(/(.)\1+/gu, '$1');
}

/**
 * The language to answer a message in. The first message of a session answers in the detected language when sure,
 * else in the family's preferred one; later, the session's language stands unless the message is clearly in
 * another: a short message ("ok", "thanks", "gracias") switches only when its writing tells.
 */
export function conversationLanguage(
  text: string,
  sessionLanguage: LanguageCode | null,
  preferredLanguage: LanguageCode,
): LanguageCode {
  const detected = detectLanguage(text);
  if (!detected.sure) return sessionLanguage ?? preferredLanguage;
  if (sessionLanguage && detected.short && !detected.byScript) return sessionLanguage;
  return detected.language;
}
