import {
  Avatar,
  Badge,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'UI/Table' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const runs = [
  { id: 'r1', user: 'Ada Lovelace', model: 'gpt-4o', status: 'success', tokens: 412, cost: 0.0041 },
  { id: 'r2', user: 'Grace Hopper', model: 'claude-sonnet', status: 'error', tokens: 88, cost: 0 },
  {
    id: 'r3',
    user: 'Alan Turing',
    model: 'gpt-4o-mini',
    status: 'success',
    tokens: 1290,
    cost: 0.0008,
  },
] as const;

export const Default: Story = {
  render: () => (
    <Table>
      <TableCaption>Latest LLM calls</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>User</TableHead>
          <TableHead>Model</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Tokens</TableHead>
          <TableHead className="text-right">Cost</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {runs.map((run) => (
          <TableRow key={run.id} data-state={run.id === 'r2' ? 'selected' : undefined}>
            <TableCell>
              <span className="flex items-center gap-2">
                <Avatar size="sm" name={run.user} />
                {run.user}
              </span>
            </TableCell>
            <TableCell className="font-mono text-xs">{run.model}</TableCell>
            <TableCell>
              <Badge variant={run.status === 'success' ? 'success' : 'danger'}>{run.status}</Badge>
            </TableCell>
            <TableCell className="text-right tabular-nums">{run.tokens}</TableCell>
            <TableCell className="text-right tabular-nums">${run.cost.toFixed(4)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Default.render };
