import { Alert } from '@lookout/ui';
import { IconFlask } from '@tabler/icons-react';
import { RemoveSampleButton } from './remove-sample-button';

interface SampleDataBannerProps {
  /** The role may delete runs, so it is offered Remove. */
  canRemove: boolean;
}

/**
 * Above the logs while the project holds sample data: says so (a polite live region, so a
 * screen reader hears it once) and offers Remove, which asks before it deletes anything.
 */
export function SampleDataBanner({ canRemove }: SampleDataBannerProps) {
  return (
    <Alert
      variant="info"
      aria-label="Sample data"
      icon={<IconFlask className="mt-0.5 size-4 text-primary-ink" aria-hidden />}
      title="This project holds sample data"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <span>
          The runs tagged "sample" were loaded to show what Lookout does. Remove them once your own
          data arrives; your runs stay.
        </span>
        {canRemove ? <RemoveSampleButton /> : null}
      </div>
    </Alert>
  );
}
