import type { SeedLanguage } from './types';

const YES_NO = ['Oo', 'Hindi'];

export const TL: SeedLanguage = {
  templates: {
    'Reference Questionnaire': {
      templateName: 'Talatanungan para sa Reperensiya',
      description:
        'Ilang tanong tungkol sa kung paano mo nakilala ang aplikante at kung ano ang nakita mo sa kanya kasama ang mga bata.',
    },
    'LIC 9163 Request for Live Scan Service': {
      templateName: 'LIC 9163 Kahilingan para sa Live Scan Service',
      description:
        'Humihiling ng pagsusuri ng rekord kriminal batay sa fingerprint mula sa California DOJ at sa FBI.',
    },
    'RFA 01A Resource Family Application': {
      templateName: 'RFA 01A Aplikasyon ng Resource Family',
      description:
        'Ang aplikasyon para sa Resource Family Approval, na naglilista ng mga aplikante at ng lahat ng nakatira sa tahanan.',
    },
    'RFA 01B Resource Family Applicant Criminal Record Statement': {
      templateName: 'RFA 01B Pahayag ng Rekord Kriminal ng Aplikante',
      description:
        'Isang pahayag ng anumang kriminal na paghatol, kailangan mula sa bawat nasa hustong gulang sa tahanan.',
    },
    'LIC 627 Consent for Emergency Medical Treatment': {
      templateName: 'LIC 627 Pahintulot para sa Pang-emerhensiyang Medikal na Paggamot',
      description:
        'Nagbibigay-pahintulot sa pang-emerhensiyang medikal na pangangalaga para sa batang inilagay sa inyong tahanan.',
    },
    'Agency Confidentiality Agreement': {
      templateName: 'Kasunduan sa Pagiging Kumpidensyal ng Ahensya',
      description:
        'Pinoprotektahan ang privacy ng mga batang nasa pangangalaga at ng kanilang mga pamilya, kasama sa social media.',
    },
    'Discipline Policy Acknowledgement': {
      templateName: 'Pagkilala sa Patakaran sa Pagdidisiplina',
      description:
        'Kinukumpirma na nauunawaan ninyo ang patakaran ng ahensya sa positibong pagdidisiplina at ang pagbabawal sa pisikal na parusa.',
    },
  },
  fields: {
    reference_known_how: { label: 'Paano mo nakilala ang aplikante?' },
    reference_years_known: { label: 'Ilang taon mo nang kilala ang aplikante?' },
    reference_seen_with_children: {
      label: 'Nakita mo na ba ang aplikante kasama ang mga bata?',
      options: YES_NO,
    },
    reference_children_observations: { label: 'Ano ang nakita mo sa aplikante kasama ang mga bata?' },
    reference_strengths: { label: 'Anong mga kalakasan ang maidudulot ng aplikante sa pag-aalaga ng bata?' },
    reference_concerns: {
      label: 'May alalahanin ka ba tungkol sa pag-aalaga ng aplikante sa mga bata?',
      options: YES_NO,
    },
    reference_concern_details: { label: 'Pakilarawan ang iyong mga alalahanin' },
    reference_recommend: {
      label: 'Irerekomenda mo ba ang aplikante bilang resource parent?',
      options: ['Oo', 'May pag-aalinlangan', 'Hindi'],
    },
    reference_certify: { label: 'Totoo ang impormasyong ibinigay ko ayon sa abot ng aking kaalaman' },
    applicant_name: { label: 'Buong Pangalan ng Aplikante', placeholder: 'Unang Gitna Apelyido' },
    date_of_birth: { label: 'Petsa ng Kapanganakan' },
    sex: { label: 'Kasarian', options: ['Babae', 'Lalaki', 'X'] },
    drivers_license: { label: 'Numero ng Lisensya sa Pagmamaneho o ID' },
    home_address: { label: 'Tirahan' },
    phone: { label: 'Numero ng Telepono' },
    co_applicant_name: { label: 'Buong Pangalan ng Kasamang Aplikante' },
    email: { label: 'Email Address' },
    household_members: { label: 'Iba Pang Nakatira sa Tahanan (pangalan, edad, kaugnayan)' },
    previously_licensed: {
      label: 'Kayo ba ay dati nang nabigyan ng lisensya o pag-apruba na mag-alaga ng mga bata?',
      options: YES_NO,
    },
    certify: {
      label: 'Pinatutunayan ko, sa ilalim ng parusa ng perjury, na totoo at tama ang impormasyon sa itaas',
    },
    convicted: { label: 'Kayo ba ay nahatulan na ng krimen sa California o saanman?', options: YES_NO },
    conviction_details: { label: 'Kung oo, ilista ang bawat paghatol kasama ang petsa at lugar' },
    child_name: { label: 'Buong Pangalan ng Bata' },
    child_date_of_birth: { label: 'Petsa ng Kapanganakan ng Bata' },
    physician_name: { label: 'Doktor o Klinika' },
    physician_phone: { label: 'Telepono ng Doktor' },
    allergies: { label: 'Mga Kilalang Allergy at Gamot', placeholder: 'Walang alam' },
    authorized_caregiver: { label: 'Tagapag-alaga na May Pahintulot na Pumayag' },
    caregiver_names: { label: 'Mga Pangalan ng Tagapag-alaga' },
    understands_confidentiality: {
      label:
        'Hindi ako magbabahagi ng impormasyon tungkol sa mga batang nasa pangangalaga o sa kanilang mga pamilya',
    },
    social_media: {
      label: 'Hindi ako magpo-post online ng mga larawan o detalye ng mga batang nasa pangangalaga',
    },
    signed_date: { label: 'Petsa' },
    no_corporal_punishment: { label: 'Nauunawaan ko na hindi kailanman pinapayagan ang pisikal na parusa' },
    discipline_approaches: {
      label: 'Ilarawan kung paano ninyo ginagabayan ang pag-uugali sa inyong tahanan',
    },
    questions: { label: 'Mga Tanong para sa Inyong Caseworker' },
  },
};
