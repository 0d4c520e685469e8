import type { Meta, StoryObj } from '@storybook/react-vite';
import { VersionDiff } from '../../web/src/features/prompts/components/version-diff';
import { VersionHistory } from '../../web/src/features/prompts/components/version-history';
import { makeVersion } from '../../web/src/features/prompts/testing/make-template';
import { versionText } from '../../web/src/features/prompts/version-text';

const meta = { title: 'Web/Prompts/Version diff' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const first = makeVersion(1, 1, { notes: 'First cut' });
const second = makeVersion(1, 2, {
  notes: 'Friendlier tone, lower temperature',
  extra: { model: 'gpt-4o-mini', max_tokens: 4096, temperature: 0.3 },
  content: [
    { role: 'system', content: 'You are a friendly support agent.' },
    { role: 'user', content: 'Answer {{question}} (v2)' },
  ],
});
const draft = makeVersion(1, 3, { isDraft: true, content: second.content, extra: second.extra });

/** What changed from v1 to v2: text and settings. */
export const TwoVersions: Story = {
  render: () => (
    <div className="max-w-xl">
      <VersionDiff label="v1 → v2" before={versionText(first)} after={versionText(second)} />
    </div>
  ),
};

/** The history panel: each version with its state and notes, and the comparison under it. */
export const History: Story = {
  render: () => (
    <div className="w-80">
      <VersionHistory
        versions={[draft, second, first]}
        openVersionId={draft.id}
        onOpen={() => {}}
      />
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: TwoVersions.render };
