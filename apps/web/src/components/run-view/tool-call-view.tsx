import { IconTool } from '@tabler/icons-react';
import type { DisplayToolCall } from './chat/display-message';
import { JsonView } from './json-view';

/**
 * A tool or function call the model asked for: its name, id and arguments (the JSON text the
 * model wrote, shown as a tree, with Copy).
 */
export function ToolCallView({
  call,
  kind = 'Tool call',
}: {
  call: DisplayToolCall;
  kind?: 'Tool call' | 'Function call';
}) {
  return (
    <div
      data-testid="tool-call"
      className="flex flex-col gap-1.5 rounded-md border border-purple-500/30 bg-purple-500/5 p-2.5"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <IconTool className="size-3.5 text-purple-600 dark:text-purple-300" aria-hidden />
        <span className="font-medium text-muted-foreground">{kind}</span>
        <span className="font-mono font-semibold">{call.name}</span>
        {call.id ? <span className="font-mono text-muted-foreground">{call.id}</span> : null}
      </div>
      <JsonView
        value={call.arguments}
        label={`Arguments of ${call.name}`}
        copyLabel={`Copy arguments of ${call.name}`}
      />
    </div>
  );
}
