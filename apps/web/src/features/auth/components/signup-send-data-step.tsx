import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '@lookout/ui';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { CodeBlock } from '../../../components/code-block';
import { ErrorState } from '../../../components/error-state';
import { KeyField } from '../../../components/key-field';
import { errorMessage } from '../../../lib/api-errors';
import { useIngestKey } from '../api/get-ingest-key';
import { ingestSdkLabels, ingestSdks, ingestSnippets } from './ingest-snippets';

/** Signup step 3: the project's public key and how each supported SDK sends data here. */
export function SignupSendDataStep({ onDone }: { onDone: () => void }) {
  const ingestKey = useIngestKey(true);
  const origin = window.location.origin;

  if (ingestKey.isPending) return <CenteredSpinner label="Loading your project key" />;
  if (ingestKey.isError) {
    return (
      <ErrorState
        title="Could not load your project key"
        message={errorMessage(ingestKey.error)}
        onRetry={() => ingestKey.refetch()}
      />
    );
  }

  const publicKey = ingestKey.data.publicKey;
  return (
    <div className="flex flex-col gap-4">
      {publicKey ? (
        <KeyField
          label={`Public key of ${ingestKey.data.projectName}`}
          value={publicKey}
          hint="It can only send data, so it is safe in your app's code."
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          This project has no public key. Create one in Settings.
        </p>
      )}
      <Tabs defaultValue="lunary-js">
        <TabsList aria-label="SDK" className="w-full">
          {ingestSdks.map((sdk) => (
            <TabsTrigger key={sdk} value={sdk}>
              {ingestSdkLabels[sdk]}
            </TabsTrigger>
          ))}
        </TabsList>
        {ingestSdks.map((sdk) => (
          <TabsContent key={sdk} value={sdk} className="flex flex-col gap-3">
            {ingestSnippets(sdk, { origin, publicKey: publicKey ?? '<public key>' }).map(
              (snippet) => (
                <CodeBlock key={snippet.caption} caption={snippet.caption} code={snippet.code} />
              ),
            )}
          </TabsContent>
        ))}
      </Tabs>
      <Button onClick={onDone}>Go to the dashboard</Button>
      <p className="text-center text-xs text-muted-foreground">
        Your first logs show up as soon as your app sends them. You can find the key later in
        Settings.
      </p>
    </div>
  );
}
