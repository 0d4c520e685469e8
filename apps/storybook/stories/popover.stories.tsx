import { Button, Input, Label, Popover, PopoverContent, PopoverTrigger } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'UI/Popover' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function ThresholdPopover({ open }: { open?: boolean }) {
  return (
    <div className="h-56">
      <Popover {...(open ? { defaultOpen: true } : {})}>
        <PopoverTrigger asChild>
          <Button variant="outline">Alert threshold</Button>
        </PopoverTrigger>
        <PopoverContent align="start" aria-label="Alert threshold">
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">Alert when the error rate passes:</p>
            <div className="flex flex-col gap-2">
              <Label htmlFor="threshold">Percent</Label>
              <Input id="threshold" type="number" defaultValue={50} min={0} max={100} step={5} />
            </div>
          </div>
        </PopoverContent>
      </Popover>
    </div>
  );
}

export const Default: Story = { render: () => <ThresholdPopover /> };

export const Open: Story = { render: () => <ThresholdPopover open /> };

export const Dark: Story = { globals: { theme: 'dark' }, render: Open.render };
