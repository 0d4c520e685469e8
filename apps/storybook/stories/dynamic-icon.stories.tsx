import { DynamicIcon, iconLabel } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/DynamicIcon',
  component: DynamicIcon,
  args: { name: 'IconChartBar', size: 24 },
} satisfies Meta<typeof DynamicIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const storedNames = ['IconAnalyze', 'IconChartBar', 'IconMessages', 'IconNoLongerExists', null];

/** Icons as dashboards store them; unknown or missing names show the stack icon. */
export const StoredNames: Story = {
  render: () => (
    <ul className="flex flex-col gap-2 text-sm">
      {storedNames.map((name) => (
        <li key={String(name)} className="flex items-center gap-2">
          <DynamicIcon name={name} size={18} aria-hidden />
          {name ? `${name} (${iconLabel(name)})` : 'no icon stored'}
        </li>
      ))}
    </ul>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: StoredNames.render };
