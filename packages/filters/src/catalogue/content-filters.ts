import { languageCodes, languageNames } from '@lookout/domain';
import type { FilterDefinition } from '../filter-definition.js';
import { countOperators, inputOutputParam, operatorParam } from './param-builders.js';

const languageOptions = languageCodes.map((code) => ({ value: code, label: languageNames[code] }));

/**
 * Filters on the text of a run's input or output. They serve the logs pages
 * and evaluations alike.
 */
export const contentFilters = [
  {
    id: 'topics',
    name: 'Topics',
    kind: 'ai',
    description: 'Runs about one of these topics',
    params: [
      inputOutputParam('input'),
      { kind: 'multi-select', label: 'Topics', source: 'topics' },
    ],
    onlyOncePerBar: true,
  },
  {
    id: 'toxicity',
    name: 'Toxicity',
    kind: 'ai',
    description: 'Toxic or non-toxic text',
    params: [
      inputOutputParam('output'),
      {
        kind: 'select',
        label: 'Toxicity',
        options: [
          { value: 'toxic', label: 'Toxic' },
          // SPEC §3's spelling, which saved URLs carry.
          { value: 'non-toxicity', label: 'Not toxic' },
        ],
        default: 'toxic',
        // Written by earlier versions of Lookout; read as the current value.
        formerValues: { 'non-toxic': 'non-toxicity' },
      },
    ],
    onlyOncePerBar: true,
  },
  {
    id: 'regex',
    name: 'Regex',
    kind: 'smart',
    description: 'Text that matches a regular expression',
    params: [
      inputOutputParam('output'),
      {
        kind: 'select',
        label: 'Match',
        options: [
          { value: 'contains', label: 'contains' },
          { value: 'not_contains', label: 'does not contain' },
        ],
        default: 'contains',
      },
      { kind: 'text', label: 'Pattern', placeholder: '^\\d+$' },
    ],
  },
  {
    id: 'json',
    name: 'JSON',
    kind: 'smart',
    description: 'Text that is, is not, or contains JSON',
    params: [
      inputOutputParam('output'),
      {
        kind: 'select',
        label: 'JSON',
        options: [
          { value: 'valid', label: 'is valid JSON' },
          { value: 'invalid', label: 'is invalid JSON' },
          { value: 'contains', label: 'contains JSON' },
        ],
        default: 'valid',
      },
    ],
  },
  {
    id: 'length',
    name: 'Length',
    kind: 'smart',
    description: 'Text longer or shorter than a number of characters',
    params: [
      inputOutputParam('output'),
      operatorParam(countOperators, 'gt'),
      { kind: 'number', label: 'Characters', default: 100, min: 0, step: 1, unit: 'chars' },
    ],
  },
  {
    id: 'languages',
    name: 'Languages',
    kind: 'ai',
    description: 'Text written in one of these languages',
    params: [
      inputOutputParam('input'),
      { kind: 'multi-select', label: 'Languages', options: languageOptions },
    ],
  },
  {
    id: 'pii',
    name: 'PII',
    kind: 'ai',
    description: 'Runs that contain personal data, or do not',
    params: [
      {
        kind: 'select',
        label: 'PII',
        options: [
          { value: 'contains', label: 'contains PII' },
          { value: 'not_contains', label: 'does not contain PII' },
        ],
        default: 'contains',
      },
    ],
  },
  {
    id: 'string',
    name: 'String',
    kind: 'smart',
    description: 'Text that contains, starts or ends with a string',
    params: [
      { kind: 'field', label: 'Field', choices: ['input', 'output', 'any'], default: 'any' },
      {
        kind: 'select',
        label: 'Match',
        options: [
          { value: 'contains', label: 'contains' },
          { value: 'notcontains', label: 'does not contain' },
          { value: 'starts', label: 'starts with' },
          { value: 'ends', label: 'ends with' },
        ],
        default: 'contains',
      },
      {
        kind: 'select',
        label: 'Case',
        options: [
          { value: 'insensitive', label: 'Case insensitive' },
          { value: 'sensitive', label: 'Case sensitive' },
        ],
        default: 'insensitive',
      },
      { kind: 'text', label: 'Text' },
    ],
  },
  {
    id: 'sentiment',
    name: 'Sentiment',
    kind: 'ai',
    description: 'Text with a positive, neutral or negative tone',
    params: [
      {
        kind: 'select',
        label: 'Sentiment',
        options: [
          { value: 'positive', label: 'Positive' },
          { value: 'neutral', label: 'Neutral' },
          { value: 'negative', label: 'Negative' },
        ],
        default: 'positive',
      },
    ],
  },
] as const satisfies readonly FilterDefinition[];
