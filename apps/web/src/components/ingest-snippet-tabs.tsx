import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lookout/ui';
import {
  type IngestDestination,
  ingestMethodLabels,
  ingestMethods,
  ingestSnippetsFor,
} from '../lib/ingest-snippets';
import { CodeBlock } from './code-block';

/**
 * One tab per way of sending data (Lunary JS and Python, OpenTelemetry, Langfuse), each with
 * the code to copy, pointed at this server with the project's keys. Signup's last step and a
 * new project's empty logs page show the same.
 */
export function IngestSnippetTabs({ destination }: { destination: IngestDestination }) {
  return (
    <Tabs defaultValue="lunary-js">
      <TabsList aria-label="How to send data" className="max-w-full flex-wrap">
        {ingestMethods.map((method) => (
          <TabsTrigger key={method} value={method}>
            {ingestMethodLabels[method]}
          </TabsTrigger>
        ))}
      </TabsList>
      {ingestMethods.map((method) => (
        <TabsContent key={method} value={method} className="flex flex-col gap-3">
          {ingestSnippetsFor(method, destination).map((snippet) => (
            <CodeBlock
              key={snippet.caption}
              caption={snippet.caption}
              code={snippet.code}
              language={snippet.language}
            />
          ))}
        </TabsContent>
      ))}
    </Tabs>
  );
}
