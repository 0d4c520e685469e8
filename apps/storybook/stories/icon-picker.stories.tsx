import { DynamicIcon, IconPicker, iconLabel } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

const meta = { title: 'UI/IconPicker' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Picker({ initial }: { initial: string | null }) {
  const [icon, setIcon] = useState(initial);
  return (
    <div className="flex h-96 items-start gap-3">
      <IconPicker value={icon} onChange={setIcon} aria-label="Dashboard icon" />
      <span className="flex items-center gap-2 pt-2 text-sm text-muted-foreground">
        <DynamicIcon name={icon} size={16} aria-hidden />
        {icon ? iconLabel(icon) : 'No icon chosen'}
      </span>
    </div>
  );
}

export const Default: Story = { render: () => <Picker initial="IconAnalyze" /> };

export const UnknownFallsBack: Story = { render: () => <Picker initial="IconNoLongerExists" /> };

/** Opened by a click, to show the 270px popover with its search box and list. */
export const Open: Story = {
  render: Default.render,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Dashboard icon/ }));
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Open.render, play: Open.play };
