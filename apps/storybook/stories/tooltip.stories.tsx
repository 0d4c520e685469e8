import { Button, pickerIcons, Tooltip, TooltipContent, TooltipTrigger } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'UI/Tooltip' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const { IconTrash } = pickerIcons;

function DeleteTooltip({ open }: { open?: boolean }) {
  return (
    <div className="flex h-24 items-end">
      <Tooltip {...(open ? { defaultOpen: true } : {})}>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Delete run">
            <IconTrash className="size-4" aria-hidden />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Delete this run and its children</TooltipContent>
      </Tooltip>
    </div>
  );
}

export const Default: Story = { render: () => <DeleteTooltip /> };

export const Open: Story = { render: () => <DeleteTooltip open /> };

export const Dark: Story = { globals: { theme: 'dark' }, render: Open.render };
