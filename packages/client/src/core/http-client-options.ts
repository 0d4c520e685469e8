/** Why the client signed the user out. */
export type SignedOutReason = 'unauthorized' | 'session-expired' | 'invalid-access-token';

/** A notification the client asks the app to show (a red toast for failed calls). */
export interface LookoutNotification {
  title: string;
  message: string;
  color: 'red';
}

/** How the client reaches the server and reports what happens to the app. */
export interface HttpClientOptions {
  /** Origin of the Lookout server, for example `http://127.0.0.1:3333`; empty for same-origin. */
  baseUrl?: string;
  /** The session token (or a private API key) sent as `Authorization: Bearer …`; read on every call. */
  getToken?: () => string | null | undefined;
  /** The selected project, appended as `?projectId=` to project-scoped calls; read on every call. */
  getProjectId?: () => string | null | undefined;
  /** The fetch implementation; defaults to the global one, looked up at call time. */
  fetch?: typeof fetch;
  /** Called when the server says the session is over; the app clears its storage and goes to /login. */
  onSignedOut?: (reason: SignedOutReason) => void;
  /** Called to show a notification, for example a failed call's error title and message. */
  onNotify?: (notification: LookoutNotification) => void;
  /**
   * Whether the user is on the login page, where a 401 is a wrong password rather than
   * a lost session. Defaults to checking `location.pathname` in a browser, false elsewhere.
   */
  isOnLoginPage?: () => boolean;
}

/** Query parameter values; `undefined`, `null` and empty strings are left out, arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined | readonly string[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** Which page of a paged list to read; `page` counts from 0 and `limit` defaults to 30. */
export interface PagingParams {
  page?: number | undefined;
  limit?: number | undefined;
}

/** How a list is sorted; a missing field means createdAt, a missing direction desc. */
export interface SortParams {
  sortField?: string | undefined;
  sortDirection?: 'asc' | 'desc' | undefined;
}

/** What a resource call lets its caller change. */
export interface CallOptions {
  /** The project to work in instead of the selected one; `null` sends no projectId. */
  projectId?: string | null | undefined;
  /** Cancels the call. */
  signal?: AbortSignal | undefined;
  /** Throw on failure without notifying the error (the caller reacts itself); a 429 still notifies. */
  silent?: boolean | undefined;
}

/** Everything one request may carry besides its method, path and body. */
export interface RequestOptions extends CallOptions {
  query?: QueryParams | undefined;
  /** Sends `page` and `limit`. */
  paging?: PagingParams | undefined;
  /** Sends `sortField` and `sortDirection`. */
  sort?: SortParams | undefined;
  /** Extra request headers. */
  headers?: Readonly<Record<string, string>> | undefined;
}
