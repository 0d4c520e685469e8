import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRun } from '../../testing/make-run';
import { renderRoutes } from '../../testing/render-app';
import { RunFacts } from './run-facts';

afterEach(cleanup);

const versionId = '00000000-0000-4000-8000-0000000000a2';
const templateId = '00000000-0000-4000-8000-0000000000a0';

describe('RunFacts template', () => {
  it('names the version that produced the call and links to its template', () => {
    renderRoutes(
      <RunFacts
        run={makeRun({
          templateVersionId: versionId,
          template: { id: templateId, slug: 'welcome', version: 2 },
        })}
      />,
    );
    const link = screen.getByRole('link', { name: 'welcome v2' });
    expect(link.getAttribute('href')).toBe(`/prompts/${templateId}`);
    expect(screen.queryByText(versionId)).toBeNull();
  });

  it('says the template was deleted, as plain text', () => {
    renderRoutes(<RunFacts run={makeRun({ templateVersionId: versionId, template: null })} />);
    expect(screen.getByText('deleted template')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the version id where the name was not loaded (a trace span)', () => {
    renderRoutes(<RunFacts run={makeRun({ templateVersionId: versionId })} />);
    expect(screen.getByText(versionId)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has no template fact for a call made without one', () => {
    renderRoutes(<RunFacts run={makeRun({ templateVersionId: null })} />);
    expect(screen.queryByText('Template')).toBeNull();
  });
});
