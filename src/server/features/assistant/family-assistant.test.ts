import { expect, test } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@shared/i18n/languages';
import { familyAssistant } from './family-assistant';
import { familyFacts, MISSING_NAMES } from './replies/assistant-facts.fixture';

const ask = (
  text: string,
  language: LanguageCode,
  missesSoFar = 0,
  sessionLanguage: LanguageCode | null = language,
) => familyAssistant.reply({ text, facts: familyFacts(language), sessionLanguage, missesSoFar });

test('"¿Qué documentos me faltan?" lists the missing names in Spanish, with a link to each', () => {
  const reply = ask('¿Qué documentos me faltan?', 'es', 0, null);
  expect(reply).toMatchObject({
    language: 'es',
    intent: 'missing_documents',
    escalate: false,
    missed: false,
  });
  expect(reply.confidence).toBeGreaterThanOrEqual(0.3);
  expect(reply.content).toBe(
    'Todavía le falta enviar 2 documentos: Acta de nacimiento y Comprobante de ingresos. Le devolvimos Pet Vaccination Records: Photo is blurry. Envíe una copia nueva, por favor. 1 documento está en revisión.',
  );
  expect(reply.quickActions).toContainEqual({
    kind: 'open_scanner',
    label: 'Subir Acta de nacimiento',
    requirementId: '0b7f1f3e-8d1a-4c55-9a57-6a1f1b2c3d01',
  });
});

test('a reason staff wrote as a sentence is not followed by a second full stop', () => {
  const facts = familyFacts('en', {
    rejectedDocuments: [
      { documentId: '0b7f1f3e-8d1a-4c55-9a57-6a1f1b2c3d03', name: 'Pay stub', reason: 'Cut off.' },
    ],
  });
  const reply = familyAssistant.reply({
    text: 'what documents am I missing',
    facts,
    sessionLanguage: 'en',
    missesSoFar: 0,
  });
  expect(reply.content).toContain('Pay stub was returned: Cut off. Please send a new copy.');
});

test.each([
  ['en', 'what documents am i missing'],
  ['zh', '我還缺什麼文件'],
  ['vi', 'toi con thieu giay to gi'],
  ['tl', 'ano pa ang kulang kong dokumento'],
] as const)('%s: missing documents are named in the family’s language', (language, text) => {
  const reply = ask(text, language);
  expect(reply.language).toBe(language);
  for (const name of MISSING_NAMES[language]) expect(reply.content).toContain(name);
});

test('answers come from the facts: hours, courses, checks, the appointment and forms', () => {
  expect(ask('how many training hours do i have left', 'en').content).toBe(
    "You've completed 22 of 40 required training hours; 18 hours to go. Courses still open: Trauma-Informed Parenting (due March 20, 2026) and CPR & First Aid (overdue since February 1, 2026).",
  );
  expect(ask('我的背景調查怎麼樣了', 'zh').content).toBe(
    'Live Scan (DOJ)：已完成。FBI：處理中，預計 2026年3月12日 完成。',
  );
  expect(ask('kailan ang susunod kong appointment', 'tl').content).toBe(
    'Ang susunod ninyong appointment: Home Study Visit sa Martes, Marso 10, 2026 nang 10:30 AM.',
  );
  const forms = ask('toi can ky gi khong', 'vi');
  expect(forms.content).toBe('1 mẫu đơn đang chờ quý vị ký: Placement Agreement.');
  expect(forms.quickActions).toEqual([
    { kind: 'open_form', label: 'Ký Placement Agreement', formId: '0b7f1f3e-8d1a-4c55-9a57-6a1f1b2c3d06' },
  ]);
  expect(ask('en que paso voy', 'es').content).toBe(
    'Usted está en el paso 4 de 8: Document (37 % completado). Para avanzar, envíe los 2 documentos que todavía faltan.',
  );
});

test('empty cases get their own sentences', () => {
  const facts = familyFacts('en', {
    missingDocuments: [],
    rejectedDocuments: [],
    documentsInReview: 0,
    nextAppointment: null,
  });
  const reply = (text: string) =>
    familyAssistant.reply({ text, facts, sessionLanguage: 'en', missesSoFar: 0 });
  expect(reply('what documents am i missing').content).toBe('Good news: no documents are missing right now.');
  expect(reply('when is my next appointment').content).toBe(
    'You have no appointments scheduled right now. Your caseworker will contact you to set one up.',
  );
});

test('a message it does not understand offers guesses, and a person on the second miss', () => {
  const first = ask('banana phone purple', 'en');
  expect(first).toMatchObject({ intent: null, missed: true, escalate: false });
  expect(first.quickActions.every((action) => action.kind === 'suggest_intent')).toBe(true);
  const second = ask('el gato azul baila mucho', 'es', 1);
  expect(second.content).toContain(
    '¿Quiso decir alguna de estas opciones, o prefiere hablar con una persona?',
  );
  expect(second.quickActions.at(-1)).toEqual({ kind: 'talk_to_human', label: 'Hablar con una persona' });
});

test('asking for a person escalates as requested, naming the caseworker', () => {
  expect(ask('quiero hablar con una persona', 'es')).toMatchObject({
    intent: 'talk_to_human',
    escalate: true,
    escalationReason: 'requested',
    content: 'Lo comunico con Sarah Johnson, su trabajador social.',
  });
  const facts = familyFacts('en', { caseworkerName: null });
  expect(
    familyAssistant.reply({
      text: 'I want to talk to a person',
      facts,
      sessionLanguage: 'en',
      missesSoFar: 0,
    }).content,
  ).toBe("I'll connect you with the agency's team.");
});

test('danger words escalate at once with the agency’s numbers, or 911 when it set none', () => {
  const reply = ask('i think my foster son is being abused', 'en');
  expect(reply).toMatchObject({ intent: 'safety', escalate: true, escalationReason: 'safety' });
  expect(reply.content).toContain('call 911');
  const numbers = [
    { label: 'Child Abuse Hotline', number: '1-800-540-4000' },
    { label: 'Emergency', number: '911' },
  ];
  const facts = familyFacts('es', { emergencyNumbers: numbers });
  expect(
    familyAssistant.reply({ text: 'me quiero morir', facts, sessionLanguage: 'es', missesSoFar: 0 }).content,
  ).toBe(
    'Maria, gracias por decírmelo. Si alguien está en peligro en este momento, llame al 1-800-540-4000 (Child Abuse Hotline) o 911 (Emergency). Voy a comunicarlo con un trabajador social de inmediato.',
  );
});

test('greeting, rating and connection trouble', () => {
  expect(familyAssistant.greeting(familyFacts('en')).content).toBe(
    "Hi Maria! I'm your foster care assistant. You're on step 4 of 8: Document. Ask me what's still missing, about your training hours, background checks, appointments or forms to sign.",
  );
  expect(
    familyAssistant.escalationNotice({
      language: 'es',
      caseworkerName: 'Sarah Johnson',
      withinBusinessHours: false,
      nextOpening: new Date('2026-03-09T16:00:00Z'),
      timeZone: 'America/Los_Angeles',
    }),
  ).toContain('abre el lunes, 9 de marzo de 2026 a las 9:00 a.m. PDT');
  expect(familyAssistant.ratingRequest('tl')).toContain('1 (mahina) hanggang 5 (napakahusay)');
  expect(familyAssistant.connectionTrouble('en')).toMatchObject({
    content:
      "I'm having trouble connecting right now. Please try again in a moment, or click 'Talk to Human' for immediate help.",
    confidence: 0.1,
    escalate: true,
  });
});

test('the escalation notice names who will answer and promises 5 minutes only in business hours', () => {
  const notice = (caseworkerName: string | null, withinBusinessHours: boolean, nextOpening: Date | null) =>
    familyAssistant.escalationNotice({
      language: 'en',
      caseworkerName,
      withinBusinessHours,
      nextOpening,
      timeZone: 'America/Los_Angeles',
    });
  const monday = new Date('2026-03-09T15:00:00Z');
  expect(notice('Sarah Johnson', true, null)).toBe(
    'A human will be with you shortly. Sarah Johnson, your caseworker, will respond within 5 minutes.',
  );
  expect(notice(null, true, null)).toBe(
    "A human will be with you shortly. The agency's team will respond within 5 minutes.",
  );
  expect(notice(null, false, monday)).toBe(
    "Our office is closed right now and opens Monday, March 9, 2026 at 8:00 AM PDT. The agency's team will read your message then and can call you back within 2 hours of opening.",
  );
  expect(notice('Sarah Johnson', false, null)).toBe(
    'Our office is closed right now. Sarah Johnson, your caseworker, will read your message when it opens and can call you back within 2 hours of opening.',
  );
  for (const language of LANGUAGE_CODES) {
    const closed = familyAssistant.escalationNotice({
      language,
      caseworkerName: null,
      withinBusinessHours: false,
      nextOpening: monday,
      timeZone: 'America/Los_Angeles',
    });
    expect(closed, language).not.toMatch(/\b5\b/);
  }
  expect(
    familyAssistant.escalationNotice({
      language: 'tl',
      caseworkerName: 'Sarah Johnson',
      withinBusinessHours: true,
      nextOpening: null,
      timeZone: 'America/Los_Angeles',
    }),
  ).toContain('Sasagot si Sarah Johnson, ang inyong caseworker, sa loob ng 5 minuto.');
});
