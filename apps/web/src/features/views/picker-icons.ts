// The icon picker's set on its own, so that view-icons.ts can load it without the rest of
// @lookout/ui.
export { pickerIcons } from '@lookout/ui';
