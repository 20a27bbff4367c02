import { expect, test } from 'vitest';
import { htmlToText, lessonPreview } from './lesson-preview';

test('lesson HTML reads as text: tags become spaces and entities are decoded', () => {
  expect(
    htmlToText('<h2>Safety</h2><p>Lock&nbsp;medicines &amp; cleaning products.</p><ul><li>One</li></ul>'),
  ).toBe('Safety Lock medicines & cleaning products. One');
  expect(htmlToText('<p>5 &lt; 6 &#8212; &#x2014; &quot;ok&quot;</p>')).toBe('5 < 6 — — "ok"');
});

test('the preview keeps text up to 200 characters and cuts longer text there', () => {
  const short = 'a'.repeat(200);
  expect(lessonPreview(`<p>${short}</p>`)).toBe(short);
  const long = `<p>${'word '.repeat(60)}</p>`;
  const preview = lessonPreview(long);
  expect(preview.endsWith('…')).toBe(true);
  expect([...preview.slice(0, -1)].length).toBeLessThanOrEqual(200);
  expect(preview.startsWith('word word')).toBe(true);
});

test('the cut never splits a character made of two code units', () => {
  const text = '😀'.repeat(201);
  expect(lessonPreview(text)).toBe(`${'😀'.repeat(200)}…`);
});
