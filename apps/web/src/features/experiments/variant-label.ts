import { experimentVariantLabel } from '@lookout/domain';

/** What a variant is called in headers: its label, else its model, else its place. */
export const variantLabel = experimentVariantLabel;
