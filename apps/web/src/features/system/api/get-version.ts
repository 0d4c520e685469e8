// The version query is shared by the shell (edition) and this feature (the footer).
export { useVersion, versionQueryOptions } from '../../../lib/version';
