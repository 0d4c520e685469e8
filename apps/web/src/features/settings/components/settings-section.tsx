import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lookout/ui';
import type { ReactNode } from 'react';

/** One titled card of the settings page. */
export function SettingsSection({
  title,
  description,
  children,
  tone = 'default',
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <Card className={tone === 'danger' ? 'border-danger/40' : undefined}>
      <CardHeader>
        <CardTitle className={tone === 'danger' ? 'text-danger-ink' : undefined}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}
