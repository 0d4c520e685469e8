import {
  Label,
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'UI/Select' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function ModelSelect({ open }: { open?: boolean }) {
  return (
    <div className="flex w-64 flex-col gap-2">
      <Label htmlFor="model">Model</Label>
      <Select defaultValue="gpt-4o" {...(open ? { defaultOpen: true } : {})}>
        <SelectTrigger id="model">
          <SelectValue placeholder="Pick a model" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>OpenAI</SelectLabel>
            <SelectItem value="gpt-4o">GPT-4o</SelectItem>
            <SelectItem value="gpt-4o-mini">GPT-4o mini</SelectItem>
          </SelectGroup>
          <SelectSeparator />
          <SelectGroup>
            <SelectLabel>Anthropic</SelectLabel>
            <SelectItem value="claude-sonnet">Claude Sonnet</SelectItem>
            <SelectItem value="claude-haiku" disabled>
              Claude Haiku (unavailable)
            </SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </div>
  );
}

export const Default: Story = { render: () => <ModelSelect /> };

export const Open: Story = {
  render: () => (
    <div className="h-72">
      <ModelSelect open />
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Open.render };
