import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'UI/Tabs' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Tabs defaultValue="input" className="max-w-lg">
      <TabsList aria-label="Run details">
        <TabsTrigger value="input">Input</TabsTrigger>
        <TabsTrigger value="output">Output</TabsTrigger>
        <TabsTrigger value="metadata">Metadata</TabsTrigger>
        <TabsTrigger value="feedback" disabled>
          Feedback
        </TabsTrigger>
      </TabsList>
      <TabsContent value="input" className="text-sm">
        Summarise the attached ticket in two sentences.
      </TabsContent>
      <TabsContent value="output" className="text-sm">
        The customer cannot sign in after resetting their password.
      </TabsContent>
      <TabsContent value="metadata" className="text-sm text-muted-foreground">
        model: gpt-4o · 412 tokens · 1.2 s
      </TabsContent>
    </Tabs>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Default.render };
