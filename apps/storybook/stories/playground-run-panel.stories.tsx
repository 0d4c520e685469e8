import type { Meta, StoryObj } from '@storybook/react-vite';
import { idleRun } from '../../web/src/features/playground/run-state';
import {
  failedRun,
  streamingRun,
  toolCallRun,
} from '../../web/src/features/playground/testing/playground-fixtures';
import { RunPanelPreview } from '../../web/src/features/playground/testing/run-panel-preview';

const meta = { title: 'Web/Playground/Run panel' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Streaming: Story = { render: () => <RunPanelPreview run={streamingRun} /> };

export const ToolCall: Story = { render: () => <RunPanelPreview run={toolCallRun} /> };

export const ProviderError: Story = { render: () => <RunPanelPreview run={failedRun} /> };

export const MissingVariable: Story = {
  render: () => (
    <RunPanelPreview run={idleRun} disabledReason="Fill in a value for {{name}} to run." />
  ),
};

export const OverTheLimit: Story = {
  render: () => <RunPanelPreview run={idleRun} usage={{ runsThisMonth: 20, limit: 20 }} />,
};

export const Dark: Story = { globals: { theme: 'dark' }, render: ToolCall.render };

export const DarkError: Story = { globals: { theme: 'dark' }, render: ProviderError.render };
