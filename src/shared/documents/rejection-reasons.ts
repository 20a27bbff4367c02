import type { LanguageCode } from '../i18n/languages';

/** Reasons staff pick when rejecting a document (issue 50): families read them in their language. */
export const REJECTION_PRESETS = [
  'unreadable',
  'cut_off',
  'missing_pages',
  'expired',
  'wrong_document',
  'name_mismatch',
  'missing_signature',
] as const;
export type RejectionPreset = (typeof REJECTION_PRESETS)[number];

const WORDS: Record<LanguageCode, Record<RejectionPreset, string>> = {
  en: {
    unreadable: 'The photo or scan is hard to read. Please upload a clearer copy.',
    cut_off: 'Part of the page is cut off. Please upload the whole page.',
    missing_pages: 'Pages are missing. Please upload every page.',
    expired: 'This document has expired. Please upload a current one.',
    wrong_document: 'This is not the document we asked for. Please check the item and upload the right one.',
    name_mismatch:
      "The name on the document does not match the household member. Please upload the right person's document.",
    missing_signature: 'The document needs a signature. Please sign it and upload it again.',
  },
  es: {
    unreadable: 'La foto o el escaneo es difícil de leer. Suba una copia más clara.',
    cut_off: 'Parte de la página está cortada. Suba la página completa.',
    missing_pages: 'Faltan páginas. Suba todas las páginas.',
    expired: 'Este documento está vencido. Suba uno vigente.',
    wrong_document: 'Este no es el documento que pedimos. Revise el elemento y suba el correcto.',
    name_mismatch:
      'El nombre del documento no coincide con el miembro del hogar. Suba el documento de la persona correcta.',
    missing_signature: 'El documento necesita una firma. Fírmelo y súbalo de nuevo.',
  },
  zh: {
    unreadable: '照片或掃描檔難以辨識。請上傳更清晰的副本。',
    cut_off: '頁面有部分被裁掉。請上傳完整的頁面。',
    missing_pages: '缺少頁面。請上傳所有頁面。',
    expired: '此文件已過期。請上傳有效的文件。',
    wrong_document: '這不是我們要求的文件。請確認項目後上傳正確的文件。',
    name_mismatch: '文件上的姓名與家庭成員不符。請上傳該成員本人的文件。',
    missing_signature: '此文件需要簽名。請簽名後重新上傳。',
  },
  vi: {
    unreadable: 'Ảnh chụp hoặc bản quét khó đọc. Vui lòng tải lên bản rõ hơn.',
    cut_off: 'Một phần của trang bị cắt mất. Vui lòng tải lên toàn bộ trang.',
    missing_pages: 'Thiếu trang. Vui lòng tải lên tất cả các trang.',
    expired: 'Tài liệu này đã hết hạn. Vui lòng tải lên bản còn hiệu lực.',
    wrong_document:
      'Đây không phải là tài liệu chúng tôi yêu cầu. Vui lòng kiểm tra mục này và tải lên đúng tài liệu.',
    name_mismatch:
      'Tên trên tài liệu không khớp với thành viên trong gia đình. Vui lòng tải lên tài liệu của đúng người.',
    missing_signature: 'Tài liệu cần có chữ ký. Vui lòng ký và tải lên lại.',
  },
  tl: {
    unreadable: 'Mahirap basahin ang larawan o scan. Paki-upload ang mas malinaw na kopya.',
    cut_off: 'May bahagi ng pahina na naputol. Paki-upload ang buong pahina.',
    missing_pages: 'May kulang na pahina. Paki-upload ang lahat ng pahina.',
    expired: 'Paso na ang dokumentong ito. Paki-upload ang kasalukuyang dokumento.',
    wrong_document:
      'Hindi ito ang dokumentong hiningi namin. Pakisuri ang item at i-upload ang tamang dokumento.',
    name_mismatch:
      'Hindi tugma ang pangalan sa dokumento sa miyembro ng sambahayan. Paki-upload ang dokumento ng tamang tao.',
    missing_signature: 'Kailangan ng lagda ang dokumento. Pakilagdaan ito at i-upload muli.',
  },
};

/** The preset's words as staff pick them (English). */
export const rejectionPresetText = (preset: RejectionPreset): string => WORDS.en[preset];

/** The reason kept on the document: the preset's English sentence, then staff's own words below it. */
export function composeRejectionReason(preset: RejectionPreset | null, note: string): string {
  return [preset ? WORDS.en[preset] : '', note.trim()].filter(Boolean).join('\n');
}

/**
 * A kept reason in `language`: one that begins with a preset's English sentence reads with that sentence
 * translated; staff's own words after it, and a reason written freely, read as written.
 */
export function rejectionReasonIn(language: LanguageCode, reason: string): string {
  const preset = REJECTION_PRESETS.find((key) => reason.startsWith(WORDS.en[key]));
  return preset ? WORDS[language][preset] + reason.slice(WORDS.en[preset].length) : reason;
}
