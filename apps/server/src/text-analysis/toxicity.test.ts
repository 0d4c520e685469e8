import { toxicityEnrichmentSchema } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { detectToxicity, maxToxicityReadLength, normaliseForToxicity } from './toxicity.js';

describe('detectToxicity', () => {
  it.each([
    ['This shit is broken again', ['profanity']],
    ['What the fuck is this answer', ['profanity']],
    ['you are a useless idiot', ['insult']],
    ['Shut up, stupid bot', ['insult']],
    ['I will find you and hurt you', ['threat']],
    ['I know where you live', ['threat']],
    ['All immigrants should be deported, they are vermin', ['hate']],
    ['send me a blowjob video', ['sexual']],
    ['send nudes', ['sexual']],
    ["You're going to regret this", ['threat']],
  ] as const)('flags %j with %j', (text, labels) => {
    const result = detectToxicity(text);
    expect(result.toxic).toBe(true);
    expect(result.labels).toEqual(expect.arrayContaining([...labels]));
    expect(result.score).toBeGreaterThan(0.5);
  });

  it.each([
    'f*ck this',
    'f u c k you',
    'F.U.C.K',
    'sh1t',
    'fuuuuuuck',
    'a$$hole',
    'y0u r a m0r0n',
    "You're sooo stuuupid",
    'k i l l yourself',
    'fcuk off',
    'u r an 1d10t',
  ])('sees through the disguise of %j', (text) => {
    expect(detectToxicity(text).toxic).toBe(true);
  });

  it.each([
    'Scunthorpe United won on Saturday.',
    'The assassin passed the class with a classic move.',
    'Order a cocktail in the cockpit',
    'Add shiitake mushrooms and cumin.',
    'Charles Dickens wrote Great Expectations.',
    'How do I kill a process in Linux?',
    'The kill command sends SIGTERM to the process.',
    'Sex education should start early, says the report.',
    'I hate this bug, it took me all day.',
    'Please assess the assets of Essex County.',
    'Analyse the cumulative sum of the document.',
    'Dick Van Dyke starred in Mary Poppins.',
    'Moby-Dick is a novel by Herman Melville.',
    '',
  ])('leaves the clean %j alone', (text) => {
    expect(detectToxicity(text)).toEqual({ toxic: false, labels: [], score: 0 });
  });

  it.each([
    'Das Buch ist sehr dick.',
    'Cum se spune asta în engleză?',
    'Det er et fag på skolen.',
    "Skryf asseblief 'n beleefde e-pos om die vergadering op Vrydag af te sê.",
  ])('spares %j, whose listed word is an ordinary word of its language', (text) => {
    expect(detectToxicity(text).toxic).toBe(false);
  });

  it('still reads those words in English', () => {
    expect(detectToxicity('You are such a dick').labels).toEqual(['profanity']);
    expect(detectToxicity('kiss my ass').toxic).toBe(true);
  });

  it('weighs threats and hate above profanity', () => {
    expect(detectToxicity('I will kill you').score).toBeGreaterThan(
      detectToxicity('oh shit').score,
    );
  });

  it('answers the enrichment shape for any script and odd input', () => {
    for (const text of [
      '这是一个测试',
      'مرحبا',
      '\u0000\uD800',
      '****',
      '$$$ 1337 @@@',
      // Long runs that once made the matchers quadratic.
      '@$'.repeat(50_000),
      'ass'.repeat(30_000),
      'a*'.repeat(50_000),
    ]) {
      const result = detectToxicity(text);
      expect(toxicityEnrichmentSchema.parse(result)).toEqual(result);
    }
  });

  it('sees a disguised word deep in a long clean text, and passes the clean text alone', () => {
    const clean = "The parcel didn't arrive, so I'd like a refund. ".repeat(200);
    expect(detectToxicity(clean).toxic).toBe(false);
    for (const disguised of ['f u c k you', 'sh1t', 'u r an 1d10t', 'a$$hole'])
      expect(detectToxicity(`${clean}${disguised}. ${clean}`).toxic).toBe(true);
  });

  it('reads only the beginning of a 1 MB text', () => {
    const text = `${'A perfectly clean sentence about classes. '.repeat(maxToxicityReadLength / 42 + 1)}${'fuck '.repeat(200_000)}`;
    expect(text.length).toBeGreaterThan(1_000_000);
    expect(detectToxicity(text).toxic).toBe(false);
  });
});

describe('normaliseForToxicity', () => {
  it('undoes leetspeak, spacing and repeated letters', () => {
    expect(normaliseForToxicity('Y0u R s0 stuuupid!! f u c k')).toBe('you r so stupid fuck');
  });
});
