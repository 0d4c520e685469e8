import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DynamicIcon } from './dynamic-icon.js';
import { isPickerIconName, pickerIcons } from './picker-icons.js';

afterEach(cleanup);

const iconClass = (container: HTMLElement) => container.querySelector('svg')?.getAttribute('class');

describe('pickerIcons', () => {
  it('offers about ninety icons named by their Tabler export, stack icon included', () => {
    const names = Object.keys(pickerIcons);
    expect(names.length).toBeGreaterThanOrEqual(85);
    expect(names.length).toBeLessThanOrEqual(100);
    for (const name of names) expect(name).toMatch(/^Icon[A-Z0-9]/);
    expect(names).toEqual(expect.arrayContaining(['IconAnalyze', 'IconTrash', 'IconStack2']));
    expect(isPickerIconName('IconTrash')).toBe(true);
    expect(isPickerIconName('toString')).toBe(false);
  });
});

describe('DynamicIcon', () => {
  it('renders the named icon', () => {
    const { container } = render(<DynamicIcon name="IconAnalyze" />);
    expect(iconClass(container)).toContain('tabler-icon-analyze');
  });

  it('falls back to the stack icon for unknown, inherited or missing names', () => {
    for (const name of ['IconMadeUp', 'constructor', null]) {
      const { container, unmount } = render(<DynamicIcon name={name} />);
      expect(iconClass(container)).toContain('tabler-icon-stack-2');
      unmount();
    }
  });
});
