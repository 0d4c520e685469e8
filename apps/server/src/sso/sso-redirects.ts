/** Where the browser goes after an SSO callback: the web app's sign-in pages (same origin). */

/** `/login/sso?code=…`: the web app exchanges the code for a session (`POST /auth/sso/exchange`). */
export const ssoSuccessRedirect = (code: string): string =>
  `/login/sso?code=${encodeURIComponent(code)}`;

/** `/login?ssoError=…`: the sign-in page shows why single sign-on did not sign the person in. */
export const ssoErrorRedirect = (message: string): string =>
  `/login?ssoError=${encodeURIComponent(message)}`;
