import {
  type PlaygroundEndpointTarget,
  runPlaygroundEndpoint,
  testPlaygroundEndpoint,
} from '@lookout/client';
import { Alert, Button } from '@lookout/ui';
import { IconPlayerPlay, IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { JsonView } from '../../../components/run-view/json-view';
import { parseJsonObject } from '../endpoint-form-values';
import { type EndpointCall, recordCall } from '../run-history';
import { JsonEditor } from './json-editor';

interface EndpointRunnerProps {
  endpoint: PlaygroundEndpointTarget & { name: string };
  /** Adds a test or run to the session's history. */
  onCall: (call: EndpointCall) => void;
}

/**
 * Tests (headers only) and runs (the JSON payload) an endpoint straight from
 * the browser (SPEC §7), showing the JSON answer or 'HTTP {status}…'.
 */
export function EndpointRunner({ endpoint, onCall }: EndpointRunnerProps) {
  const [payload, setPayload] = useState(() =>
    JSON.stringify(endpoint.defaultPayload ?? {}, null, 2),
  );
  const [last, setLast] = useState<EndpointCall | null>(null);
  const [busy, setBusy] = useState<'test' | 'run' | null>(null);
  const parsed = parseJsonObject(payload);

  async function call(kind: 'test' | 'run') {
    if (kind === 'run' && !parsed.ok) return;
    setBusy(kind);
    const body = kind === 'run' && parsed.ok ? parsed.value : null;
    const entry = await recordCall(kind, endpoint.name, body, () =>
      kind === 'test' ? testPlaygroundEndpoint(endpoint) : runPlaygroundEndpoint(endpoint, body),
    );
    setBusy(null);
    setLast(entry);
    onCall(entry);
  }

  return (
    <section aria-label="Try the endpoint" className="flex flex-col gap-3">
      <JsonEditor label="Payload" value={payload} onChange={setPayload} rows={8} />
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => call('run')}
          loading={busy === 'run'}
          disabled={!parsed.ok || busy !== null}
        >
          <IconPlayerPlay className="size-4" aria-hidden />
          Run
        </Button>
        <Button
          variant="outline"
          onClick={() => call('test')}
          loading={busy === 'test'}
          disabled={busy !== null}
        >
          <IconPlugConnected className="size-4" aria-hidden />
          Test
        </Button>
      </div>
      {last?.error ? (
        <Alert variant="danger" title={last.kind === 'test' ? 'Test failed' : 'Run failed'}>
          {last.error}
        </Alert>
      ) : null}
      {last && !last.error ? (
        last.kind === 'test' ? (
          <Alert variant="success" title="The endpoint answered">
            {`HTTP ${(last.result as { status: number }).status} in ${last.durationMs} ms`}
          </Alert>
        ) : (
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">Response</span>
            <JsonView value={last.result} label="Response" />
          </div>
        )
      ) : null}
    </section>
  );
}
