import { Label, MultiSelect } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

const meta = { title: 'UI/MultiSelect' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const models = [
  { value: 'gpt-4o', label: 'GPT-4o' },
  { value: 'gpt-4o-mini', label: 'GPT-4o mini' },
  { value: 'o3-mini', label: 'o3-mini' },
  { value: 'claude-sonnet', label: 'Claude Sonnet' },
  { value: 'claude-haiku', label: 'Claude Haiku' },
  { value: 'gemini-pro', label: 'Gemini Pro' },
  { value: 'mistral-large', label: 'Mistral Large' },
  { value: 'llama-3-70b', label: 'Llama 3 70B' },
];

function Models({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="flex h-80 w-80 flex-col gap-2">
      <Label htmlFor="models">Models</Label>
      <MultiSelect
        id="models"
        options={models}
        value={value}
        onChange={setValue}
        placeholder="Filter by model"
      />
    </div>
  );
}

export const Default: Story = { render: () => <Models initial={[]} /> };

export const WithChips: Story = {
  render: () => <Models initial={['gpt-4o', 'claude-sonnet', 'llama-3-70b']} />,
};

/** Focused and filtered, to show the option list. */
export const Open: Story = {
  render: WithChips.render,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Models' }), 'g');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Open.render, play: Open.play };
