import { languageCodes, languageEnrichmentSchema } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { detectLanguage, detectLanguageWithConfidence, maxReadLength } from './detect-language.js';

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
    ['af', 'Ek is baie bly om jou te sien, hoe gaan dit met jou vandag?'],
    [
      'gl',
      'Bos días. Quería saber se o voso restaurante abre o domingo pola tarde, porque queremos reservar unha mesa para oito persoas.',
    ],
    ['id', 'Saya ingin memesan tiket pesawat ke Jakarta untuk minggu depan, apakah masih ada?'],
    ['sw', 'Habari yako? Ninataka kununua tiketi ya basi kwenda Nairobi kesho asubuhi.'],
  ] as const)('reads %s', (code, text) => {
    expect(detectLanguage(text)).toBe(code);
  });

  it.each([
    ['en', 'Not good at all.'],
    ['fr', 'Merci beaucoup !'],
    ['es', '¿Dónde está el baño?'],
    ['de', 'Danke schön'],
  ] as const)('reads the short %s message %j', (code, text) => {
    expect(detectLanguage(text)).toBe(code);
  });

  it('answers null for a text too short to tell', () => {
    expect(detectLanguage('ok')).toBeNull();
    expect(detectLanguage('')).toBeNull();
    expect(detectLanguage('1234 + 5678 = ?')).toBeNull();
  });

  it('only ever answers a code of the language catalogue', () => {
    // Tagalog and Icelandic are not in the catalogue.
    for (const text of [
      'Magandang umaga sa inyong lahat, kumusta kayo ngayong araw?',
      'Góðan daginn, hvernig hefur þú það í dag? Veðrið er gott.',
    ]) {
      const code = detectLanguage(text);
      expect(code === null || languageCodes.includes(code)).toBe(true);
    }
  });
});

describe('detectLanguageWithConfidence', () => {
  it('is surer of a clear sentence than of two words', () => {
    const long = detectLanguageWithConfidence(
      'Je voudrais savoir comment réinitialiser mon mot de passe, car je ne peux plus me connecter.',
    );
    const short = detectLanguageWithConfidence('Merci beaucoup');
    expect(long.code).toBe('fr');
    expect(long.confidence).toBeGreaterThan(0.5);
    expect(long.confidence).toBeGreaterThanOrEqual(short.confidence);
  });

  it('answers the enrichment shape for any script and odd input, null with confidence 0 when unsure', () => {
    for (const text of ['', '???', '\u0000\uD800x', '😀😀😀', 'SELECT 1;', 'ok', 'ééééé']) {
      expect(languageEnrichmentSchema.safeParse(detectLanguageWithConfidence(text)).success).toBe(
        true,
      );
    }
    expect(detectLanguageWithConfidence('?!')).toEqual({ code: null, confidence: 0 });
  });

  it('reads only the beginning of a 1 MB text', () => {
    const text = `${'Das ist ein ganz normaler deutscher Satz über das Wetter. '.repeat(maxReadLength / 50)}${'This is an English sentence. '.repeat(40_000)}${'Ceci est une phrase. '.repeat(10_000)}`;
    expect(text.length).toBeGreaterThan(1_000_000);
    expect(detectLanguageWithConfidence(text).code).toBe('de');
  });
});
