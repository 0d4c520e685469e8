/** Personas the tone evaluation grades against (SPEC §3). */
export const tonePersonas = [
  'helpful',
  'formal',
  'casual',
  'teacher',
  'friendly',
  'professional',
  'instructive',
  'authoritative',
  'informative',
  'sarcastic',
  'humorous',
  'empathetic',
  'enthusiastic',
  'motivational',
  'curious',
  'sincere',
  'witty',
  'pirate',
] as const;
export type TonePersona = (typeof tonePersonas)[number];
