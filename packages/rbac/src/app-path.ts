/** The pathname of an app path: query and hash dropped, trailing slash trimmed. */
export function pathnameOf(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed;
}

/** True when `pathname` is `root` or lies below it (`/prompts/42` is within `/prompts`). */
export function isPathWithin(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}
