import { defaultFactualnessChoices, factualnessChoices, tonePersonas } from '@lookout/domain';
import type { FilterDefinition } from '../filter-definition.js';
import { optionsFrom, percentParam } from './param-builders.js';

const personaOptions = tonePersonas.map((persona) => ({
  value: persona,
  label: persona.charAt(0).toUpperCase() + persona.slice(1),
}));

/**
 * Checks that grade a model's answer, offered only inside evaluations: they
 * compare the answer with a requirement, a persona, or the expected answer of
 * a dataset item, which a plain log does not have.
 */
export const evaluationFilters = [
  {
    id: 'assertion',
    name: 'Assertion',
    kind: 'ai',
    description: 'An AI grades whether the answer meets a requirement',
    params: [{ kind: 'text', label: 'Requirement', placeholder: 'The answer is polite' }],
    evaluationOnly: true,
  },
  {
    id: 'tone',
    name: 'Tone',
    kind: 'ai',
    description: 'The answer speaks in this persona',
    params: [{ kind: 'select', label: 'Persona', options: personaOptions, default: 'helpful' }],
    evaluationOnly: true,
  },
  {
    id: 'factualness',
    name: 'Factualness',
    kind: 'ai',
    description: 'How the answer relates to the expected answer',
    params: [
      {
        kind: 'multi-select',
        label: 'Accepted grades',
        options: optionsFrom(factualnessChoices),
        default: defaultFactualnessChoices,
      },
    ],
    evaluationOnly: true,
  },
  {
    id: 'guidelines',
    name: 'Guidelines',
    kind: 'ai',
    description: 'How well the answer follows the guidelines',
    params: [percentParam],
    evaluationOnly: true,
  },
  {
    id: 'similarity',
    name: 'Similarity',
    kind: 'smart',
    description: 'How similar the answer is to the expected answer',
    params: [
      percentParam,
      {
        kind: 'select',
        label: 'Algorithm',
        options: [
          { value: 'ai', label: 'AI' },
          { value: 'cosine', label: 'Cosine' },
          { value: 'jaccard', label: 'Jaccard' },
        ],
        default: 'ai',
      },
    ],
    evaluationOnly: true,
  },
  {
    id: 'rouge',
    name: 'ROUGE',
    kind: 'smart',
    description: 'ROUGE overlap between the answer and the expected answer',
    params: [
      percentParam,
      {
        kind: 'select',
        label: 'Variant',
        options: [
          // The values SPEC §3 gives (n, l, rouge-s), which saved URLs carry.
          { value: 'n', label: 'ROUGE-N' },
          { value: 'l', label: 'ROUGE-L' },
          { value: 'rouge-s', label: 'ROUGE-S' },
        ],
        default: 'n',
        // Written by earlier versions of Lookout; read as their current values.
        formerValues: { 'rouge-n': 'n', 'rouge-l': 'l' },
      },
    ],
    evaluationOnly: true,
  },
] as const satisfies readonly FilterDefinition[];
