import { expect, test } from 'vitest';
import { mentionsDanger } from './safety-detector';

test.each([
  'I want to kill myself',
  'im thinking about suicide',
  'my foster son is being abused',
  'she has bruises on her arms',
  'someone hit the baby',
  'the kid told me he gets beat at home',
  'me quiero morir',
  'creo que están abusando del niño',
  'creo que estan abusando del nino',
  'le pegaron a la niña',
  'tiene moretones',
  '我想自殺',
  '我想自杀',
  '孩子被打了',
  '家裡有家暴',
  'tôi muốn tự tử',
  'toi muon tu tu',
  'đứa bé bị đánh',
  'dua be bi danh',
  'gusto ko nang magpakamatay',
  'binugbog ang bata',
  'inaabuso ang foster child ko',
])('"%s" escalates as a safety message', (text) => {
  expect(mentionsDanger(text)).toBe(true);
});

test.each([
  "my child's birth certificate",
  'the kids are excited',
  "I'm dying to know when the home visit is",
  'where do I hit the upload button',
  'emergency contact form',
  'did the child abuse index check clear',
  'child abuse prevention training hours',
  'que pasa con mi background check',
  'qué lástima',
  'el trabajador no está seguro de la fecha',
  'desapareció mi documento',
  '請找人打電話給我',
  '文件被打回來了',
  '我疏忽了上傳文件',
  'từ từ thôi',
  'tu tu roi tinh',
  'patayin ang computer',
  'may ipapasa pa ba ako',
  'masaya ang mga bata',
])('"%s" is an ordinary message', (text) => {
  expect(mentionsDanger(text)).toBe(false);
});
