/**
 * How the sample data the web app loads is marked, so the logs can say a project holds it and
 * remove it: the server finds it by these marks (`GET /v1/runs/sample-data`) and the web app
 * writes them.
 */

/** The tag every sample run carries, so a user sees it is sample data. */
export const sampleTag = 'sample';

/**
 * The metadata key only the sample loader sets (`true` on every sample run). Removal finds the
 * sample by it rather than by the tag, which users may put on their own runs.
 */
export const sampleMetadataKey = 'lookout.sample';

/**
 * The metadata key of the sample loaded by earlier builds, which marked its runs with the tag and
 * `sample: true`: both together, which a user's own runs are unlikely to carry.
 */
export const legacySampleMetadataKey = 'sample';
