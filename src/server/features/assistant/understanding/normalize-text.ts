/**
 * Simplified characters families type for the assistant's topics, mapped to the traditional ones Haven's Chinese
 * is written in (decision 013), so "还缺什么文件" and "還缺什麼文件" read the same to the classifier and the safety
 * detector. Only characters of the assistant's own vocabulary: a full conversion table is not needed to understand
 * eleven intents.
 */
const SIMPLIFIED =
  '还么传签训练预约调时课进审请谢联络说话帮转纹过没这个们务为开间点见线网态状资证书补给办吗齐别问题诉让头号电邮扫机构员发经该对历记录绝处难护险伤杀残摇胁离儿宝妈欢谈实际复诊检验体报啰业动认识里觉视养执长样写读师钱';
const TRADITIONAL =
  '還麼傳簽訓練預約調時課進審請謝聯絡說話幫轉紋過沒這個們務為開間點見線網態狀資證書補給辦嗎齊別問題訴讓頭號電郵掃機構員發經該對歷記錄絕處難護險傷殺殘搖脅離兒寶媽歡談實際復診檢驗體報囉業動認識裡覺視養執長樣寫讀師錢';
const SIMPLIFIED_TO_TRADITIONAL = new Map(
  [...SIMPLIFIED].map((char, index) => [char, TRADITIONAL.charAt(index)]),
);

const HAN = /\p{Script=Han}/u;

/** Simplified Chinese characters of the assistant's vocabulary written as traditional ones. */
export function toTraditional(text: string): string {
  return HAN.test(text)
    ? text.replace(/\p{Script=Han}/gu, (char) => SIMPLIFIED_TO_TRADITIONAL.get(char) ?? char)
    : text;
}

/**
 * A message as the classifier and the safety detector read it: lower case, accents and tone marks removed (families
 * often type Spanish and Vietnamese without them), "đ" as "d", simplified Chinese as traditional, punctuation as
 * spaces, one space between words.
 */
export function normalizeText(text: string): string {
  return toTraditional(text.normalize('NFKC'))
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/đ/g, 'd')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** True for text written in Chinese characters. */
export function isHan(char: string): boolean {
  return HAN.test(char);
}
