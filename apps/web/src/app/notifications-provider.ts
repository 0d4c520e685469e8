// The notifications' corner on its own, so that providers.tsx can load it lazily without the
// rest of @lookout/ui.
export { NotificationsProvider } from '@lookout/ui';
