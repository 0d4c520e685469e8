import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MessagesEditor } from '../../web/src/features/prompts/components/messages-editor';
import { type MessageDraft, toMessageDrafts } from '../../web/src/features/prompts/message-drafts';

const meta = { title: 'Web/Prompts/Messages editor' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Example({ initial, readOnly = false }: { initial: MessageDraft[]; readOnly?: boolean }) {
  const [messages, setMessages] = useState(initial);
  return (
    <div className="max-w-2xl">
      <MessagesEditor messages={messages} onChange={setMessages} readOnly={readOnly} showErrors />
    </div>
  );
}

const conversation = () =>
  toMessageDrafts([
    {
      role: 'system',
      content: 'You are the support agent of {{company}}. Answer in {{language}}.',
    },
    { role: 'user', content: 'My order {{order_id}} has not arrived.' },
    { role: 'assistant', content: 'Let me look up {{ order_id }} for you.' },
    { role: 'tool', content: '{"status": "shipped"}', tool_call_id: '' },
  ]);

/** A conversation with variables marked in each message; the tool message lacks its call id. */
export const Conversation: Story = { render: () => <Example initial={conversation()} /> };

/** As a role without edit rights sees it. */
export const ReadOnly: Story = { render: () => <Example initial={conversation()} readOnly /> };

export const Dark: Story = { globals: { theme: 'dark' }, render: Conversation.render };
