import { Modal, Tabs, TabsContent, TabsList, TabsTrigger } from '@lookout/ui';
import { CodeBlock } from '../../../components/code-block';
import { sdkSnippets } from '../sdk-snippets';

interface SdkSnippetsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  slug: string;
  variables: readonly string[];
}

/** The code that fetches this template's deployed version, for each SDK, ready to copy. */
export function SdkSnippetsDialog({ open, onOpenChange, slug, variables }: SdkSnippetsDialogProps) {
  const snippets = sdkSnippets(slug, variables);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Use in code" size="lg">
      <p className="text-sm text-muted-foreground">
        Your app fetches the deployed version by its slug; drafts are never served.
      </p>
      <Tabs defaultValue={snippets[0]?.id}>
        <TabsList>
          {snippets.map((snippet) => (
            <TabsTrigger key={snippet.id} value={snippet.id}>
              {snippet.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {snippets.map((snippet) => (
          <TabsContent key={snippet.id} value={snippet.id}>
            <CodeBlock
              caption={snippet.label}
              code={snippet.code}
              language={snippet.id === 'lunary-python' ? 'python' : 'javascript'}
            />
          </TabsContent>
        ))}
      </Tabs>
    </Modal>
  );
}
