import type { PreviewRuleResponse, Rule } from '@lookout/domain';
import type { GatingContext } from '@lookout/rbac';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { callsTo, type FakeAnswer, fakeApi } from '../../../testing/fake-api';
import { gating } from '../../../testing/fixtures';
import { renderRoutes, shownNotifications } from '../../../testing/render-app';
import { DataRulesPage } from './data-rules-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const rulesPath = `/v1/projects/${projectId}/rules`;
const maskingRule: Rule = {
  id: '00000000-0000-4000-8000-0000000000a1',
  type: 'masking',
  piiKinds: ['email', 'regex'],
  customRegexes: ['ORD-\\d+'],
  createdAt: '2026-01-01T10:00:00.000Z',
};
const filteringRule: Rule = {
  id: '00000000-0000-4000-8000-0000000000a2',
  type: 'filtering',
  filters: 'type=llm',
  dropInput: true,
  dropOutput: false,
  createdAt: '2026-01-02T10:00:00.000Z',
};
const maskingPreview: PreviewRuleResponse = {
  type: 'masking',
  runs: [
    {
      runId: '00000000-0000-4000-8000-0000000000b1',
      type: 'llm',
      name: 'support-answer',
      createdAt: '2026-01-03T10:00:00.000Z',
      input: {
        text: 'Write to ada@example.com',
        spans: [{ kind: 'email', start: 9, end: 24, replacement: '[EMAIL]' }],
        truncated: false,
      },
      output: { text: 'Done.', spans: [], truncated: false },
      dropsInput: false,
      dropsOutput: false,
    },
  ],
  maskedCounts: { email: 1 },
};

function renderPage(routes: Record<string, FakeAnswer>, context: GatingContext = gating()) {
  const calls = fakeApi(routes);
  const view = renderRoutes(<DataRulesPage projectId={projectId} context={context} />, {
    path: '/data-rules',
  });
  return { ...view, calls };
}

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
  useUpgradeModalStore.setState({ open: false, highlight: null });
});

describe('DataRulesPage', () => {
  it('lists masking rules with their kinds and regexes, and filtering rules with their filters', async () => {
    renderPage({ [`GET ${rulesPath}`]: { body: [maskingRule, filteringRule] } });
    expect(screen.getByRole('status', { name: 'Loading the rules' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Rules' });
    const [, masking, filtering] = within(table).getAllByRole('row');
    expect(masking?.textContent).toContain('Masks Email addresses, 1 custom regex');
    expect(masking?.textContent).toContain('ORD-\\d+');
    expect(filtering?.textContent).toContain('Does not store the input');
    expect(
      within(filtering as HTMLElement).getByRole('list', { name: 'Filters' }).textContent,
    ).toContain('llm');
  });

  it('says when there are no rules, and shows a failed load with a retry', async () => {
    let fail = true;
    renderPage({
      [`GET ${rulesPath}`]: () =>
        fail
          ? Response.json(
              { error: 'Server error', message: 'Database unavailable' },
              { status: 503 },
            )
          : Response.json([]),
    });
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No rules yet/)).toBeTruthy();
  });

  it('previews a masking rule on recent runs with the masked spans marked, then saves it', async () => {
    const { calls } = renderPage({
      [`GET ${rulesPath}`]: { body: [] },
      [`POST ${rulesPath}/preview`]: { body: maskingPreview },
      [`POST ${rulesPath}`]: { body: maskingRule },
    });
    await screen.findByText(/No rules yet/);
    fireEvent.click(screen.getByRole('button', { name: /Add masking rule/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Phone numbers' }));
    const preview = await screen.findByRole('region', { name: 'Preview on recent runs' });
    const mark = await within(preview).findByTitle('Stored as [EMAIL]');
    expect(mark.textContent).toContain('ada@example.com');
    expect(within(preview).getByText('Email addresses: 1')).toBeTruthy();
    // The preview follows the form once typing pauses.
    await waitFor(() =>
      expect(callsTo(calls, `POST ${rulesPath}/preview`).at(-1)?.body).toEqual({
        type: 'masking',
        piiKinds: ['email', 'cc'],
        customRegexes: [],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() =>
      expect(callsTo(calls, `POST ${rulesPath}`)[0]?.body).toEqual({
        type: 'masking',
        piiKinds: ['email', 'cc'],
        customRegexes: [],
      }),
    );
    await waitFor(() => expect(shownNotifications()[0]).toContain('Rule saved'));
  });

  it('shows the server reason under the custom regex it refuses, and does not save', async () => {
    renderPage({
      [`GET ${rulesPath}`]: { body: [] },
      [`POST ${rulesPath}/preview`]: () =>
        Response.json(
          {
            error: 'Invalid request',
            message:
              'Custom regex 1 ("(\\\\w)\\\\1") cannot be used: invalid escape sequence: `\\1`. Masking patterns run on a linear-time engine.',
          },
          { status: 400 },
        ),
    });
    await screen.findByText(/No rules yet/);
    fireEvent.click(screen.getByRole('button', { name: /Add masking rule/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Custom regexes' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Custom regex 1' }), {
      target: { value: '(\\w)\\1' },
    });
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain('invalid escape sequence');
    expect((screen.getByRole('button', { name: 'Save rule' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('on the cloud edition below enterprise, opens the upgrade modal for PII masking but lets filtering rules be added', async () => {
    renderPage(
      {
        [`GET ${rulesPath}`]: { body: [] },
        [`POST ${rulesPath}/preview`]: { body: { type: 'filtering', runs: [], maskedCounts: {} } },
      },
      gating({ edition: 'cloud', plan: 'team' }),
    );
    await screen.findByText(/No rules yet/);
    fireEvent.click(screen.getByRole('button', { name: /Add masking rule/ }));
    expect(useUpgradeModalStore.getState()).toMatchObject({ open: true, highlight: 'pii-masking' });
    expect(screen.queryByRole('form', { name: 'Masking rule' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add filtering rule' }));
    expect(screen.getByRole('form', { name: 'Filtering rule' })).toBeTruthy();
    expect(await screen.findByText('No recent run matches this filter.')).toBeTruthy();
  });

  it('deletes a rule after confirmation', async () => {
    const { calls } = renderPage({
      [`GET ${rulesPath}`]: { body: [maskingRule] },
      [`DELETE ${rulesPath}`]: { status: 204 },
    });
    await screen.findByRole('table', { name: 'Rules' });
    fireEvent.click(screen.getByRole('button', { name: /Delete rule: Masks Email addresses/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this rule?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete rule' }));
    await waitFor(() =>
      expect(callsTo(calls, `DELETE ${rulesPath}`)[0]?.query.get('ruleId')).toBe(maskingRule.id),
    );
  });

  it('shows the rules read-only to members who cannot change settings', async () => {
    renderPage({ [`GET ${rulesPath}`]: { body: [maskingRule] } }, gating({ role: 'member' }));
    await screen.findByRole('table', { name: 'Rules' });
    expect(screen.queryByRole('button', { name: /Add masking rule/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete rule/ })).toBeNull();
  });
});
