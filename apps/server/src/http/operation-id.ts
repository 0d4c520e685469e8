/**
 * A stable camelCase `operationId` made from an operation's method and path,
 * for routes that name none: generated clients call their functions by it.
 * The `/v1` prefix every dashboard route shares is left out; a path parameter
 * reads as `By<Name>`. Distinct paths give distinct ids, since each path
 * segment keeps its words and its position.
 *
 * @example operationIdFor('get', '/v1/projects/{id}/api-keys') // 'getProjectsByIdApiKeys'
 * @example operationIdFor('post', '/api/public/ingestion') // 'postApiPublicIngestion'
 */
export function operationIdFor(method: string, path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments[0] === 'v1' && segments.length > 1) segments.shift();
  const words = segments.flatMap((segment) => {
    const parameter = segment.match(/^\{(.+)\}$/)?.[1];
    return parameter ? ['by', ...wordsOf(parameter)] : wordsOf(segment);
  });
  return [method.toLowerCase(), ...words.map(capitalise)].join('');
}

function wordsOf(text: string): string[] {
  return text.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
