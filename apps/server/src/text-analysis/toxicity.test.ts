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
    '',
  ])('leaves the clean %j alone', (text) => {
    expect(detectToxicity(text)).toEqual({ toxic: false, labels: [], score: 0 });
  });

  it('weighs threats and hate above profanity', () => {
    expect(detectToxicity('I will kill you').score).toBeGreaterThan(
      detectToxicity('oh shit').score,
    );
  });

  it('answers the enrichment shape for any script and odd input', () => {
    for (const text of ['这是一个测试', 'مرحبا', '\u0000\uD800', '****', '$$$ 1337 @@@']) {
      const result = detectToxicity(text);
      expect(toxicityEnrichmentSchema.parse(result)).toEqual(result);
    }
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
