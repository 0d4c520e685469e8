import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { VariablesPanel } from '../../web/src/features/prompts/components/variables-panel';

const meta = { title: 'Web/Prompts/Variables panel' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Example({ variables }: { variables: string[] }) {
  const [values, setValues] = useState<Record<string, string>>({ company: 'Acme' });
  return (
    <div className="w-80">
      <VariablesPanel
        variables={variables}
        values={values}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
      />
    </div>
  );
}

/** Three variables, one filled in. */
export const WithVariables: Story = {
  render: () => <Example variables={['company', 'language', 'order_id']} />,
};

/** A template without variables. */
export const Empty: Story = { render: () => <Example variables={[]} /> };

export const Dark: Story = { globals: { theme: 'dark' }, render: WithVariables.render };
