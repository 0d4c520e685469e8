import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'UI/Card' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>Star us on GitHub</CardTitle>
        <CardDescription>Help other teams find Lookout.</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">It takes one click and means a lot to us.</CardContent>
      <CardFooter>
        <Button size="sm">Star</Button>
        <Button size="sm" variant="ghost">
          Dismiss
        </Button>
      </CardFooter>
    </Card>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Default.render };
