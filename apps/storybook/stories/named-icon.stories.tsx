import { NamedIcon, pickerIcons } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** A screen's own small icon set: NamedIcon looks names up in it without the picker's hundred. */
const screenIcons = {
  IconChartBar: pickerIcons.IconChartBar,
  IconMessages: pickerIcons.IconMessages,
  IconUsers: pickerIcons.IconUsers,
};

const meta: Meta<typeof NamedIcon> = {
  title: 'UI/NamedIcon',
  component: NamedIcon,
  args: { name: 'IconUsers', icons: screenIcons, size: 24 },
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const storedNames = ['IconChartBar', 'IconMessages', 'IconUsers', 'IconNotInThisSet', null];

/** Names found in the set show their icon; unknown or missing names show the stack icon. */
export const StoredNames: Story = {
  render: () => (
    <ul className="flex flex-col gap-2 text-sm">
      {storedNames.map((name) => (
        <li key={String(name)} className="flex items-center gap-2">
          <NamedIcon name={name} icons={screenIcons} size={18} aria-hidden />
          {name ?? 'no icon stored'}
        </li>
      ))}
    </ul>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: StoredNames.render };
