import type { ExternalUser } from '@lookout/domain';

function prop(user: Pick<ExternalUser, 'props'>, key: string): string | null {
  const value = user.props?.[key];
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The name the app sent for an end user, if any. */
export function endUserName(user: Pick<ExternalUser, 'props'>): string | null {
  return prop(user, 'name');
}

/** The email the app sent for an end user, if any. */
export function endUserEmail(user: Pick<ExternalUser, 'props'>): string | null {
  return prop(user, 'email');
}
