import { Avatar } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace', email: 'ada@example.com' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const people = [
  { name: 'Ada Lovelace', email: 'ada@example.com' },
  { name: 'Grace Hopper', email: 'grace@example.com' },
  { name: null, email: 'linus.torvalds@example.com' },
  { name: 'Margaret', email: null },
  { name: 'Alan Mathison Turing', email: null },
  { name: null, email: null },
];

export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} className="flex items-center gap-2">
          {people.map((person) => (
            <Avatar key={`${person.name}-${person.email}`} size={size} {...person} />
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Gallery.render };
