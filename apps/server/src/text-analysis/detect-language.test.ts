import { languageCodes } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.js';

describe('detectLanguage', () => {
  it.each([
    ['en', 'The weather is lovely today, so we are going for a long walk in the park.'],
    [
      'fr',
      "Il fait très beau aujourd'hui, alors nous allons faire une longue promenade dans le parc.",
    ],
    ['de', 'Das Wetter ist heute herrlich, deshalb machen wir einen langen Spaziergang im Park.'],
    ['es', 'Hoy hace un tiempo estupendo, así que vamos a dar un largo paseo por el parque.'],
    ['eu', 'Gaur eguraldi ederra dago, beraz paseo luze bat emango dugu parkean lagunekin batera.'],
    ['ja', '今日はとても良い天気なので、公園を長い時間散歩するつもりです。'],
    ['zh', '今天天气很好，所以我们要去公园散步很长时间。'],
    [
      'ru',
      'Здравствуйте! Я хотел бы узнать, когда будет доставлен мой заказ, который я оформил на прошлой неделе.',
    ],
  ] as const)('reads %s', (code, text) => {
    expect(detectLanguage(text)).toBe(code);
  });

  it('answers null for a text too short to tell', () => {
    expect(detectLanguage('ok')).toBeNull();
    expect(detectLanguage('')).toBeNull();
  });

  it('only ever answers a code of the language catalogue', () => {
    // Tagalog is not in the catalogue: the detector picks a known language or none.
    const code = detectLanguage('Magandang umaga sa inyong lahat, kumusta kayo ngayong araw?');
    expect(code === null || languageCodes.includes(code)).toBe(true);
  });
});
