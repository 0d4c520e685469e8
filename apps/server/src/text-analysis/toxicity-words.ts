import type { toxicityLabelSchema } from '@lookout/domain';
import type { z } from 'zod';

export type ToxicityLabel = z.infer<typeof toxicityLabelSchema>;

/**
 * What each word of obscenity's English list says about a text. Clinical and
 * everyday words of its list (sex, anal, penis, vagina, semen, orgasm,
 * masturbate, ejaculate, incest, rape, bestiality, scat, negro, hooker, boob,
 * tit, porn…) are left out: people ask an assistant about health, history
 * and crime, and those questions are not toxic.
 */
export const obscenityWordLabels: Readonly<Record<string, readonly ToxicityLabel[]>> = {
  abeed: ['hate'],
  abo: ['hate'],
  africoon: ['hate'],
  arabush: ['hate'],
  boonga: ['hate'],
  chingchong: ['hate'],
  chink: ['hate'],
  kike: ['hate'],
  nigger: ['hate'],
  fag: ['hate'],
  dyke: ['hate'],
  tranny: ['hate'],
  arse: ['profanity'],
  ass: ['profanity'],
  bollocks: ['profanity'],
  fuck: ['profanity'],
  piss: ['profanity'],
  shit: ['profanity'],
  turd: ['profanity'],
  wank: ['profanity', 'sexual'],
  bastard: ['profanity', 'insult'],
  bitch: ['profanity', 'insult'],
  cunt: ['profanity', 'insult'],
  twat: ['profanity', 'insult'],
  prick: ['profanity', 'insult'],
  dick: ['profanity'],
  cock: ['profanity', 'sexual'],
  pussy: ['profanity', 'sexual'],
  cuck: ['insult'],
  retard: ['insult'],
  spastic: ['insult'],
  slut: ['insult', 'sexual'],
  whore: ['insult', 'sexual'],
  blowjob: ['sexual'],
  buttplug: ['sexual'],
  cum: ['sexual'],
  deepthroat: ['sexual'],
  dildo: ['sexual'],
  doggystyle: ['sexual'],
  felch: ['sexual'],
  fellatio: ['sexual'],
  fisting: ['sexual'],
  gangbang: ['sexual'],
  handjob: ['sexual'],
  hentai: ['sexual'],
  jizz: ['sexual'],
  lubejob: ['sexual'],
  orgy: ['sexual'],
};

/**
 * Whole words that contain a listed word but are clean (the Scunthorpe
 * problem beyond what obscenity already allows): the enclosing word of a
 * match is checked against these.
 */
export const cleanWords =
  /^(?:cock(?:tails?|pits?|roach(?:es)?|atoos?|erels?|ney|s?crow|ed|ing|y|les?)|\w*cocks?|shiitake|dick(?:ens|inson|ey|ie|son)|pushit|cumin|cumbersome|cumul\w*|circum\w*|document\w*|scum\w*|spicy|assum\w*|\w*pass\w*|\w*class\w*|\w*mass\w*|\w*bass\w*|\w*grass\w*|assets?|assess\w*|assist\w*|assign\w*|assembl\w*|associat\w*|ambassador\w*|harass\w*|embarrass\w*|therapist|shitake|analy\w*|prickl\w*|pricked|titl\w*|titan\w*|constitut\w*|competit\w*|sussex|essex|middlesex|scunthorpe|penistone|arsenal|arsenic|hancock|peacock|babcock|hitchcock|sherlock)$/;

/**
 * Listed English words that are ordinary words of other languages: German
 * "dick" (thick), Romanian "cum" (how), Norwegian "fag" (subject), Afrikaans
 * "asseblief" (please)… They count only in a text that is not clearly in
 * another language.
 */
export const wordsOrdinaryElsewhere: ReadonlySet<string> = new Set([
  'ass',
  'arse',
  'cum',
  'dick',
  'fag',
  'kike',
  'prick',
  'piss',
]);

/** Core words behind a masked spelling such as "f*ck", "sh#t", "b**ch". */
export const maskedWords: ReadonlyMap<string, readonly ToxicityLabel[]> = new Map([
  ['fuck', ['profanity']],
  ['fucking', ['profanity']],
  ['shit', ['profanity']],
  ['bitch', ['profanity', 'insult']],
  ['cunt', ['profanity', 'insult']],
  ['dick', ['profanity']],
  ['asshole', ['profanity', 'insult']],
  ['bastard', ['profanity', 'insult']],
  ['motherfucker', ['profanity', 'insult']],
]);

const you =
  '(?:you|u|ya|ye|yall|you guys|your|ur|youre|you are|you r|u r|this bot|this ai|this assistant|this chatbot|the bot|the assistant)';
const insultNoun =
  '(?:idiots?|dumbest|stupidest|morons?|imbeciles?|stupid|dumb|dumbass|dumbasses|losers?|pathetic|worthless|useless|clowns?|incompetent|brainless|retarded|retards?|garbage|trash|scum|pigs?|disgusting|ugly|fat|lame|jerks?|dipshits?|jackass|pieces? of (?:shit|crap|garbage|trash)|waste of space|fools?|halfwits?|nitwits?|dimwits?|numbskulls?|cretins?)';
const harm =
  '(?:kill|murder|hurt|stab|shoot|beat|strangle|choke|burn|slit|break|smash|rape|punch|find|hunt|torture|end|destroy|bury)';
const target = '(?:you|u|ya|your|ur|him|her|them|his|this|that|everyone)';
const group =
  '(?:jews|muslims|blacks|black people|whites|gays|gay people|lesbians|immigrants|migrants|refugees|mexicans|women|arabs|asians|chinese|christians|hindus|trans people|transgender people|gypsies|africans|indians|foreigners)';

/** Phrases that make a text insulting, threatening or hateful, on normalised text. */
export const toxicPhrases: readonly { label: ToxicityLabel; pattern: RegExp }[] = [
  {
    label: 'insult',
    pattern: new RegExp(String.raw`\b${you}\s+(?:\w+\s+){0,3}${insultNoun}\b`),
  },
  {
    label: 'insult',
    pattern:
      /\b(?:idiots?|morons?|imbeciles?|cretins?|dumbass(?:es)?|jackass|scumbag|dipshit|shut (?:the \w+ )?up|stfu|screw (?:you|u|off)|piss off|go to hell|get lost|nobody asked|eat shit|suck (?:my|it)|dickhead|asshole|motherfucker|son of a bitch|fuck (?:you|u|off|yourself))\b/,
  },
  {
    label: 'profanity',
    pattern: /\b(?:fcuk|fck|fuk|fuq|phuck|fvck|fvcking|fking|biatch|beotch)\b/,
  },
  {
    label: 'sexual',
    pattern: /\b(?:send (?:me )?(?:nudes|nude pics|pics of your (?:body|tits))|nudes)\b/,
  },
  {
    label: 'threat',
    pattern: new RegExp(
      String.raw`\b(?:i ?ll|i will|im going to|i am going to|im gonna|i gonna|gonna|we ?ll|we will|we are going to|going to|i want to|i wanna|i should|someone should|somebody should)\s+(?:\w+\s+){0,2}${harm}\s+${target}\b`,
    ),
  },
  {
    label: 'threat',
    pattern:
      /\b(?:(?:you|u) (?:are|re|r) (?:going to|gonna) (?:die|pay|regret)|youre (?:going to|gonna) (?:die|pay|regret)|(?:you|u) (?:will|ll) (?:die|pay|regret|be sorry)|watch your back|i know where (?:you|u) live|kill (?:yourself|urself|yourselves)|kys|hope (?:you|u) die|(?:you|u) deserve to die|wish (?:you|u) were dead|i ?ll make (?:you|u) suffer|your days are numbered|i will find (?:you|u))\b/,
  },
  {
    label: 'hate',
    pattern: new RegExp(
      String.raw`\b(?:(?:all|those|these|the|fucking|dirty|filthy)\s+(?:\w+\s+)?)?${group}\s+(?:should|must|need to|deserve to|ought to|have to)\s+(?:all\s+)?(?:not be allowed to (?:exist|live)|not exist|die|be killed|be shot|be gassed|be deported|be exterminated|be wiped out|burn|go back|be banned|be locked up|disappear)\b`,
    ),
  },
  {
    label: 'hate',
    pattern: new RegExp(
      String.raw`\b(?:${group}\s+(?:are|r)\s+(?:all\s+)?(?:\w+\s+)?(?:animals|vermin|subhuman|parasites|cockroaches|rats|inferior|savages|filth|disease|a plague|terrorists)|go back to (?:your|ur) (?:own )?(?:country|jungle|desert)|subhuman|untermensch|gas the|white power|heil hitler|race traitor)\b`,
    ),
  },
];
