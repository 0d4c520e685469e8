import { formatRelativeTime, type TemplateVersion } from '@lookout/domain';
import { Badge, Button, cn, fieldClasses, Label } from '@lookout/ui';
import { useState } from 'react';
import { versionText } from '../version-text';
import { VersionDiff } from './version-diff';

interface VersionHistoryProps {
  /** Newest first. */
  versions: readonly TemplateVersion[];
  /** The version the editor shows. */
  openVersionId: string | null;
  onOpen: (version: TemplateVersion) => void;
}

function VersionSelect({
  label,
  value,
  versions,
  onChange,
}: {
  label: string;
  value: string;
  versions: readonly TemplateVersion[];
  onChange: (id: string) => void;
}) {
  const id = `version-diff-${label.toLowerCase()}`;
  return (
    <div className="flex flex-1 flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(fieldClasses, 'h-8 py-0')}
      >
        {versions.map((version) => (
          <option key={version.id} value={version.id}>
            {`v${version.version}${version.isDraft ? ' (draft)' : ''}`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Every version with its number, state, notes, author and date; any two can be compared. */
export function VersionHistory({ versions, openVersionId, onOpen }: VersionHistoryProps) {
  const [fromId, setFromId] = useState(versions[1]?.id ?? versions[0]?.id ?? '');
  const [toId, setToId] = useState(versions[0]?.id ?? '');
  const from = versions.find((version) => version.id === fromId) ?? versions[1] ?? versions[0];
  const to = versions.find((version) => version.id === toId) ?? versions[0];
  if (versions.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">No versions yet: save a draft or deploy.</p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ol aria-label="Versions" className="flex flex-col gap-2">
        {versions.map((version) => (
          <li
            key={version.id}
            className={cn(
              'flex flex-col gap-1 rounded-md border border-border p-2 text-sm',
              version.id === openVersionId && 'border-primary',
            )}
          >
            <div className="flex items-center gap-2">
              <span className="font-medium">{`v${version.version}`}</span>
              {version.isDraft ? (
                <Badge variant="warning">Draft</Badge>
              ) : (
                <Badge variant="success">Deployed</Badge>
              )}
              <span className="ml-auto text-xs text-muted-foreground">
                {formatRelativeTime(version.createdAt)}
              </span>
            </div>
            {version.notes ? <p className="text-muted-foreground">{version.notes}</p> : null}
            <div className="flex items-center justify-between gap-2">
              <VersionAuthor version={version} />
              {version.id === openVersionId ? (
                <span className="text-xs text-muted-foreground">Open</span>
              ) : (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Open v${version.version}`}
                  onClick={() => onOpen(version)}
                >
                  Open
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
      {versions.length > 1 && from && to ? (
        <section aria-label="Compare versions" className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">Compare</h3>
          <div className="flex gap-2">
            <VersionSelect label="From" value={from.id} versions={versions} onChange={setFromId} />
            <VersionSelect label="To" value={to.id} versions={versions} onChange={setToId} />
          </div>
          <VersionDiff
            label={`Changes from v${from.version} to v${to.version}`}
            before={versionText(from)}
            after={versionText(to)}
          />
        </section>
      ) : null}
    </div>
  );
}

/** Who saved the version: a teammate's name, or the API when saved with a key. */
function VersionAuthor({ version }: { version: TemplateVersion }) {
  return (
    <span className="text-xs text-muted-foreground">
      {version.createdBy ? `by ${version.createdBy.name}` : 'by the API'}
    </span>
  );
}
