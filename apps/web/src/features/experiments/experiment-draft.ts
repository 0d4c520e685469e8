import {
  type ChatRole,
  type CreateExperimentBody,
  createExperimentBodySchema,
  maxExperimentVariants,
  type TemplateWithVersions,
} from '@lookout/domain';

/** Where a variant's prompt comes from. */
export type PromptSource = 'template' | 'messages' | 'input';

/** One ad-hoc message row of a variant. */
export interface MessageDraft {
  role: Extract<ChatRole, 'system' | 'user' | 'assistant'>;
  content: string;
}

/** A variant as the form holds it: text fields as typed. */
export interface VariantDraft {
  /** Keeps React's rows apart when one is removed. */
  key: string;
  label: string;
  source: PromptSource;
  templateId: string;
  templateVersionId: string;
  messages: MessageDraft[];
  /** Empty: the template version's model. */
  model: string;
  temperature: string;
  maxTokens: string;
}

/** The new-experiment form. */
export interface ExperimentDraft {
  name: string;
  datasetId: string;
  variants: VariantDraft[];
  evaluatorIds: string[];
  /** Empty: none. */
  checklistId: string;
}

/** Validation messages by field path: `name`, `datasetId`, `variants`, `variants.0.model`… */
export type DraftErrors = Record<string, string>;

let nextKey = 0;

/** The model a new variant starts with. */
export const defaultModel = 'gpt-4o-mini';

/** A fresh variant: an ad-hoc system message (the item's input follows it), on `model`. */
export function newVariant(model = defaultModel): VariantDraft {
  nextKey += 1;
  return {
    key: `variant-${nextKey}`,
    label: '',
    source: 'messages',
    templateId: '',
    templateVersionId: '',
    messages: [{ role: 'system', content: 'You are a helpful assistant.' }],
    model,
    temperature: '',
    maxTokens: '',
  };
}

export function emptyDraft(): ExperimentDraft {
  return { name: '', datasetId: '', variants: [newVariant()], evaluatorIds: [], checklistId: '' };
}

/** The variants with one more, unless the contract's maximum is reached. */
export function addVariant(variants: VariantDraft[]): VariantDraft[] {
  if (variants.length >= maxExperimentVariants) return variants;
  const last = variants.at(-1);
  return [...variants, newVariant(last?.model || undefined)];
}

/**
 * The variant with its prompt taken from `source`: a template version brings its own model,
 * so the model falls back to the version's; leaving templates picks a model again.
 */
export function withSource(variant: VariantDraft, source: PromptSource): VariantDraft {
  if (source === variant.source) return variant;
  if (source === 'template') return { ...variant, source, model: '' };
  return { ...variant, source, model: variant.model || defaultModel };
}

/** "support-answer v3 · gpt-4o": what a variant is called when its label is left empty. */
export function defaultVariantLabel(
  variant: VariantDraft,
  templates: readonly TemplateWithVersions[],
  index: number,
): string {
  if (variant.source === 'template') {
    const template = templates.find((candidate) => candidate.id === variant.templateId);
    const version = template?.versions.find(
      (candidate) => candidate.id === variant.templateVersionId,
    );
    const prompt = template && version ? `${template.slug} v${version.version}` : 'Template';
    const model = variant.model || version?.extra.model;
    return model ? `${prompt} · ${model}` : prompt;
  }
  const prompt = variant.source === 'messages' ? `Prompt ${index + 1}` : 'Input only';
  return variant.model ? `${prompt} · ${variant.model}` : prompt;
}

function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** Checks the contract cannot see (the form's own fields), by path. */
function localErrors(draft: ExperimentDraft): DraftErrors {
  const errors: DraftErrors = {};
  draft.variants.forEach((variant, index) => {
    const at = `variants.${index}`;
    if (variant.source === 'template' && !variant.templateVersionId) {
      errors[`${at}.templateVersionId`] = 'Choose a template version';
    }
    if (variant.source === 'messages') {
      if (variant.messages.length === 0) errors[`${at}.messages`] = 'Add at least one message';
      else if (variant.messages.some((message) => message.content.trim() === '')) {
        errors[`${at}.messages`] = 'A message is empty: write it or remove it';
      }
    }
    const temperature = parseNumber(variant.temperature);
    if (
      temperature !== undefined &&
      (!Number.isFinite(temperature) || temperature < 0 || temperature > 2)
    ) {
      errors[`${at}.temperature`] = 'Temperature must be between 0 and 2';
    }
    const maxTokens = parseNumber(variant.maxTokens);
    if (maxTokens !== undefined && (!Number.isInteger(maxTokens) || maxTokens < 1)) {
      errors[`${at}.maxTokens`] = 'Max tokens must be a whole number of at least 1';
    }
  });
  return errors;
}

/** The body `POST /v1/experiments` takes, labels filled in where left empty. */
export function draftBody(
  draft: ExperimentDraft,
  templates: readonly TemplateWithVersions[] = [],
): CreateExperimentBody {
  return {
    name: draft.name,
    datasetId: draft.datasetId,
    variants: draft.variants.map((variant, index) => {
      const temperature = parseNumber(variant.temperature);
      const maxTokens = parseNumber(variant.maxTokens);
      return {
        label: variant.label.trim() || defaultVariantLabel(variant, templates, index),
        templateVersionId:
          variant.source === 'template' && variant.templateVersionId
            ? variant.templateVersionId
            : null,
        messages:
          variant.source === 'messages'
            ? variant.messages.map((message) => ({ role: message.role, content: message.content }))
            : null,
        model: variant.model.trim() || null,
        params: {
          ...(temperature === undefined ? {} : { temperature }),
          ...(maxTokens === undefined ? {} : { max_tokens: maxTokens }),
        },
      };
    }),
    evaluatorIds: draft.evaluatorIds,
    checklistId: draft.checklistId || null,
  };
}

/**
 * What is wrong with the draft, by field path: the form's own checks first, then the
 * contract's messages (its `refine`s land on `variants.{i}`). Empty when it can be sent.
 */
export function draftErrors(
  draft: ExperimentDraft,
  templates: readonly TemplateWithVersions[] = [],
): DraftErrors {
  const errors = localErrors(draft);
  const parsed = createExperimentBodySchema.safeParse(draftBody(draft, templates));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      if (errors[key] === undefined) {
        errors[key] = key === 'datasetId' && !draft.datasetId ? 'Choose a dataset' : issue.message;
      }
    }
  }
  // A template variant without a version is told to choose one, not to choose a model.
  for (const [index, variant] of draft.variants.entries()) {
    if (variant.source === 'template' && errors[`variants.${index}.templateVersionId`]) {
      delete errors[`variants.${index}`];
    }
  }
  return errors;
}
