import {
  Button,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
  pickerIcons,
} from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

const meta = { title: 'UI/DropdownMenu' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const { IconPencil, IconSettings, IconTrash } = pickerIcons;

function ActionsMenu({ open }: { open?: boolean }) {
  const [showCosts, setShowCosts] = useState(true);
  const [density, setDensity] = useState('comfortable');
  return (
    <div className="h-80">
      <DropdownMenu {...(open ? { defaultOpen: true } : {})}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Dashboard actions">
            <IconSettings className="size-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>Dashboard</DropdownMenuLabel>
          <DropdownMenuItem>
            <IconPencil aria-hidden /> Rename
            <DropdownMenuShortcut>⌘R</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem>Duplicate</DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>Density</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuRadioGroup value={density} onValueChange={setDensity}>
                <DropdownMenuRadioItem value="comfortable">Comfortable</DropdownMenuRadioItem>
                <DropdownMenuRadioItem value="compact">Compact</DropdownMenuRadioItem>
              </DropdownMenuRadioGroup>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
          <DropdownMenuCheckboxItem checked={showCosts} onCheckedChange={setShowCosts}>
            Show costs
          </DropdownMenuCheckboxItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger">
            <IconTrash aria-hidden /> Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

export const Default: Story = { render: () => <ActionsMenu /> };

export const Open: Story = { render: () => <ActionsMenu open /> };

export const Dark: Story = { globals: { theme: 'dark' }, render: Open.render };
