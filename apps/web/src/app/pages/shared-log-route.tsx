// `/logs/{id}` signed out (loaded when a visitor opens one, see router.tsx).
export { SharedLogPage } from '../../features/shared-log/components/shared-log-page';
