import type { DatasetVariation } from '@lookout/domain';
import { Button, Textarea } from '@lookout/ui';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { textToVariables, variablesToText } from '../../variables-text';

interface VariationRowProps {
  label: string;
  variation: DatasetVariation;
  canEdit: boolean;
  onSave: (body: {
    variables: Record<string, string>;
    context: string | null;
    idealOutput: string | null;
  }) => void;
  onDelete: () => void;
}

/** A variation of a v1 prompt: variable values, context and ideal output, saved together. */
export function VariationRow({ label, variation, canEdit, onSave, onDelete }: VariationRowProps) {
  const [variables, setVariables] = useState(variablesToText(variation.variables));
  const [context, setContext] = useState(variation.context ?? '');
  const [ideal, setIdeal] = useState(variation.idealOutput ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <tr className="border-border border-t align-top">
      <td className="p-1">
        <Textarea
          aria-label={`${label} variables`}
          rows={2}
          className="font-mono text-xs"
          value={variables}
          readOnly={!canEdit}
          onChange={(event) => setVariables(event.target.value)}
        />
        {problem ? <p className="text-danger text-xs">{problem}</p> : null}
      </td>
      <td className="p-1">
        <Textarea
          aria-label={`${label} context`}
          rows={2}
          value={context}
          readOnly={!canEdit}
          onChange={(event) => setContext(event.target.value)}
        />
      </td>
      <td className="p-1">
        <Textarea
          aria-label={`${label} ideal output`}
          rows={2}
          value={ideal}
          readOnly={!canEdit}
          onChange={(event) => setIdeal(event.target.value)}
        />
      </td>
      <td className="p-1 text-right">
        {canEdit ? (
          <div className="flex justify-end gap-1">
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                const parsed = textToVariables(variables);
                if ('error' in parsed) return setProblem(parsed.error);
                setProblem(null);
                onSave({
                  variables: parsed.value,
                  context: context || null,
                  idealOutput: ideal || null,
                });
              }}
            >
              Save
            </Button>
            <Button size="sm" variant="ghost" aria-label={`Delete ${label}`} onClick={onDelete}>
              <IconTrash className="size-4" aria-hidden />
            </Button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}
