// The version pnpm-workspace.yaml's `catalog:` pins for a package, for scripts
// that install a package outside the workspace (where `catalog:` means nothing).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const workspaceFile = path.resolve(import.meta.dirname, '../../pnpm-workspace.yaml');

/**
 * @example catalogVersion('typescript') // '6.0.3'
 */
export function catalogVersion(name) {
  const lines = readFileSync(workspaceFile, 'utf8').split('\n');
  const start = lines.indexOf('catalog:');
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(' ')) break;
    const [key, version] = line.trim().split(/:\s+/);
    if (key?.replace(/^"|"$/g, '') === name) return version;
  }
  throw new Error(`pnpm-workspace.yaml pins no version of ${name} in its catalog`);
}
