import { expect, test } from 'vitest';
import { correctionFormData } from './use-answer-correction';

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

test('an answer is the note, then one part named file per photo, in order', () => {
  const form = correctionFormData({
    photos: [photo('a.jpg'), photo('b.jpg')],
    note: '  New batteries in both.  ',
  });
  expect([...form.keys()]).toEqual(['note', 'file', 'file']);
  expect(form.get('note')).toBe('New batteries in both.');
  expect(form.getAll('file').map((part) => (part as File).name)).toEqual(['a.jpg', 'b.jpg']);
});

test('an answer without a note sends no note field', () => {
  const form = correctionFormData({ photos: [photo('a.jpg')], note: '   ' });
  expect([...form.keys()]).toEqual(['file']);
});
