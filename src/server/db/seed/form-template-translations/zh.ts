import type { SeedLanguage } from './types';

const YES_NO = ['是', '否'];

/** Traditional characters, as California's translated state forms are (decision 013). */
export const ZH: SeedLanguage = {
  templates: {
    'Reference Questionnaire': {
      templateName: '推薦人問卷',
      description: '幾個問題，關於您如何認識申請人，以及您看到申請人與兒童相處的情形。',
    },
    'LIC 9163 Request for Live Scan Service': {
      templateName: 'LIC 9163 Live Scan 指紋掃描服務申請',
      description: '向加州司法部和聯邦調查局申請以指紋為依據的犯罪紀錄查核。',
    },
    'RFA 01A Resource Family Application': {
      templateName: 'RFA 01A 資源家庭申請表',
      description: '資源家庭核准申請表，列出申請人及家中所有居住者。',
    },
    'RFA 01B Resource Family Applicant Criminal Record Statement': {
      templateName: 'RFA 01B 資源家庭申請人犯罪紀錄聲明',
      description: '說明任何刑事定罪的聲明，家中每位成年人均須填寫。',
    },
    'LIC 627 Consent for Emergency Medical Treatment': {
      templateName: 'LIC 627 緊急醫療同意書',
      description: '授權為安置在您家中的兒童提供緊急醫療照護。',
    },
    'Agency Confidentiality Agreement': {
      templateName: '機構保密協議',
      description: '保護受照顧兒童及其家庭的隱私，包括在社群媒體上。',
    },
    'Discipline Policy Acknowledgement': {
      templateName: '管教政策確認書',
      description: '確認您了解本機構的正向管教政策及禁止體罰的規定。',
    },
  },
  fields: {
    reference_known_how: { label: '您如何認識申請人？' },
    reference_years_known: { label: '您認識申請人多少年了？' },
    reference_seen_with_children: { label: '您是否見過申請人與兒童相處？', options: YES_NO },
    reference_children_observations: { label: '您看到申請人與兒童相處的情形如何？' },
    reference_strengths: { label: '申請人在照顧兒童方面有哪些優點？' },
    reference_concerns: { label: '您對申請人照顧兒童是否有任何顧慮？', options: YES_NO },
    reference_concern_details: { label: '請描述您的顧慮' },
    reference_recommend: { label: '您是否推薦申請人成為資源家長？', options: ['是', '有保留', '否'] },
    reference_certify: { label: '據我所知，我所提供的資料屬實' },
    applicant_name: { label: '申請人全名', placeholder: '名 中間名 姓' },
    date_of_birth: { label: '出生日期' },
    sex: { label: '性別', options: ['女', '男', 'X'] },
    drivers_license: { label: '駕照或身分證號碼' },
    home_address: { label: '住家地址' },
    phone: { label: '電話號碼' },
    co_applicant_name: { label: '共同申請人全名' },
    email: { label: '電子郵件地址' },
    household_members: { label: '家中其他居住者（姓名、年齡、關係）' },
    previously_licensed: { label: '您以前是否曾獲得照顧兒童的執照或核准？', options: YES_NO },
    certify: { label: '本人在偽證罪處罰下證明上述資料真實無誤' },
    convicted: { label: '您是否曾在加州或其他地方被判犯罪？', options: YES_NO },
    conviction_details: { label: '如有，請列出每項定罪及其日期和地點' },
    child_name: { label: '兒童全名' },
    child_date_of_birth: { label: '兒童出生日期' },
    physician_name: { label: '醫師或診所' },
    physician_phone: { label: '醫師電話' },
    allergies: { label: '已知過敏及用藥', placeholder: '無已知' },
    authorized_caregiver: { label: '獲授權同意的照顧者' },
    caregiver_names: { label: '照顧者姓名' },
    understands_confidentiality: { label: '我不會分享受照顧兒童或其家庭的資訊' },
    social_media: { label: '我不會在網路上張貼受照顧兒童的照片或個人資料' },
    signed_date: { label: '日期' },
    no_corporal_punishment: { label: '我了解任何情況下都不允許體罰' },
    discipline_approaches: { label: '請說明您在家中如何引導孩子的行為' },
    questions: { label: '想問社工的問題' },
  },
};
