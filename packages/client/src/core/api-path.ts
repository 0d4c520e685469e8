/**
 * Builds an API path, percent-encoding each interpolated value so that ids
 * and tokens can never add path segments.
 * @example apiPath`/projects/${id}/rules` // '/projects/0b8e…/rules'
 */
export function apiPath(strings: TemplateStringsArray, ...values: readonly (string | number)[]) {
  return strings.reduce(
    (path, text, index) =>
      index === 0 ? text : `${path}${encodeURIComponent(String(values[index - 1]))}${text}`,
    '',
  );
}

/** Whether a path is an `/auth` call, which the server serves without the `/v1` prefix. */
function isAuthPath(path: string): boolean {
  return path.split('/').includes('auth');
}

/**
 * The server path of an API path: `/v1` first, except for paths with an
 * `/auth` segment (SPEC §7). A path that already starts with `/v1/` is kept.
 * @example withApiPrefix('/projects') // '/v1/projects'
 * @example withApiPrefix('/auth/login') // '/auth/login'
 */
export function withApiPrefix(path: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  if (isAuthPath(absolute) || absolute.startsWith('/v1/')) return absolute;
  return `/v1${absolute}`;
}
