import { expect, test } from 'vitest';
import { csvField, toCsv } from './csv';

test('fields with commas, quotes or line breaks are quoted, quotes doubled', () => {
  expect(csvField('Unreadable, blurry')).toBe('"Unreadable, blurry"');
  expect(csvField('the "ID" page')).toBe('"the ""ID"" page"');
  expect(csvField('two\nlines')).toBe('"two\nlines"');
  expect(csvField('plain')).toBe('plain');
});

test('text a spreadsheet would run as a formula starts with an apostrophe; numbers and blanks stay', () => {
  expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  expect(csvField('+1')).toBe("'+1");
  expect(csvField('@sum')).toBe("'@sum");
  expect(csvField(-3)).toBe('-3');
  expect(csvField(0.75)).toBe('0.75');
  expect(csvField(null)).toBe('');
});

test('a table is a header row and CRLF-ended rows', () => {
  expect(
    toCsv(
      ['Step', 'Families'],
      [
        ['Dream', 1],
        ['Decide', 0],
      ],
    ),
  ).toBe('Step,Families\r\nDream,1\r\nDecide,0\r\n');
});
