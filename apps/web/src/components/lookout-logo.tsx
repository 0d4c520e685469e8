import { IconTelescope } from '@tabler/icons-react';

/** The product's mark and name. */
export function LookoutLogo() {
  return (
    <span className="inline-flex items-center gap-2 text-base font-semibold">
      <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <IconTelescope className="size-4" aria-hidden />
      </span>
      Lookout
    </span>
  );
}
