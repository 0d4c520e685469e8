import type { ExperimentVariant } from '@lookout/domain';

/** What a variant is called in headers: its label, else its model, else its place. */
export function variantLabel(variant: ExperimentVariant, index: number): string {
  if (variant.label) return variant.label;
  if (variant.model) {
    return variant.templateVersionId === null && variant.messages === null
      ? `Input only · ${variant.model}`
      : variant.model;
  }
  return `Variant ${index + 1}`;
}
