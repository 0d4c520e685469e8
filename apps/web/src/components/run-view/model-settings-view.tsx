import { JsonView } from './json-view';
import type { ModelSettings } from './model-settings';

function Setting({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words font-mono">{value}</dd>
    </div>
  );
}

/**
 * The model a call used, its temperature and max tokens, and the tools it was offered, each
 * tool's parameter schema folded until opened.
 */
export function ModelSettingsView({ settings }: { settings: ModelSettings }) {
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        <Setting label="Model" value={settings.model ?? '—'} />
        <Setting
          label="Temperature"
          value={settings.temperature === undefined ? 'default' : String(settings.temperature)}
        />
        <Setting
          label="Max tokens"
          value={settings.maxTokens === undefined ? 'default' : settings.maxTokens.toLocaleString()}
        />
      </dl>
      {settings.tools.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-xs text-muted-foreground">Tools offered ({settings.tools.length})</p>
          <ul className="flex flex-col gap-1.5">
            {settings.tools.map((tool, index) => (
              <li key={`${tool.name}-${index}`} className="rounded-md border border-border">
                <details>
                  <summary className="cursor-pointer px-2.5 py-1.5 text-sm">
                    <span className="font-mono font-semibold">{tool.name}</span>
                    {tool.description ? (
                      <span className="text-muted-foreground"> — {tool.description}</span>
                    ) : null}
                  </summary>
                  <div className="px-2.5 pb-2.5">
                    {tool.parameters === undefined ? (
                      <p className="text-xs text-muted-foreground">No parameters</p>
                    ) : (
                      <JsonView
                        value={tool.parameters}
                        label={`Parameters of ${tool.name}`}
                        copyLabel={`Copy parameter schema of ${tool.name}`}
                      />
                    )}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
