import { IconUsers } from '@tabler/icons-react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NamedIcon } from './named-icon.js';

afterEach(cleanup);

const iconClass = (container: HTMLElement) => container.querySelector('svg')?.getAttribute('class');

describe('NamedIcon', () => {
  it('renders the named icon of the map it is given', () => {
    const { container } = render(<NamedIcon name="IconUsers" icons={{ IconUsers }} />);
    expect(iconClass(container)).toContain('tabler-icon-users');
  });

  it('falls back to the stack icon for a name outside its map, even a picker icon', () => {
    for (const name of ['IconAnalyze', 'constructor', undefined]) {
      const { container, unmount } = render(<NamedIcon name={name} icons={{ IconUsers }} />);
      expect(iconClass(container)).toContain('tabler-icon-stack-2');
      unmount();
    }
  });
});
