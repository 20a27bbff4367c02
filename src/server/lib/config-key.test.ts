import { expect, test } from 'vitest';
import { configKeyOf } from './config-key';

test('a key is the name in lower case with underscores, accents dropped', () => {
  expect(configKeyOf('Fire Marshal Clearance', 'check')).toBe('fire_marshal_clearance');
  expect(configKeyOf('  Área de juegos!  ', 'item')).toBe('area_de_juegos');
});

test('a name with no letters or digits takes the fallback, and a taken key the next number', () => {
  expect(configKeyOf('***', 'item')).toBe('item');
  expect(configKeyOf('Pool', 'item', new Set(['pool', 'pool_2']))).toBe('pool_3');
});
