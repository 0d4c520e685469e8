import { createLookoutClient } from '@lookout/client';

/** The one API client of the web app: same origin, so it works behind any proxy. */
export const apiClient = createLookoutClient();
