import { describe, expect, it } from 'vitest';
import { filterProjects, newProjectName, pathAfterProjectSwitch } from './project-selection';

const projects = [{ name: 'Chatbot' }, { name: 'Support Agent' }, { name: 'chat-eval' }];

describe('filterProjects', () => {
  it('keeps projects whose name contains the search, ignoring case', () => {
    expect(filterProjects(projects, 'CHAT').map((p) => p.name)).toEqual(['Chatbot', 'chat-eval']);
    expect(filterProjects(projects, 'gent').map((p) => p.name)).toEqual(['Support Agent']);
  });

  it('keeps everything for a blank search and nothing for a miss', () => {
    expect(filterProjects(projects, '  ')).toHaveLength(3);
    expect(filterProjects(projects, 'zzz')).toEqual([]);
  });
});

describe('newProjectName', () => {
  it('numbers the new project after the existing ones', () => {
    expect(newProjectName(0)).toBe('Project #1');
    expect(newProjectName(3)).toBe('Project #4');
  });
});

describe('pathAfterProjectSwitch', () => {
  it('leaves dashboard and prompt detail pages for their list', () => {
    expect(pathAfterProjectSwitch('/dashboards/42')).toBe('/dashboards');
    expect(pathAfterProjectSwitch('/prompts/abc')).toBe('/prompts');
  });

  it('stays on list pages and elsewhere', () => {
    expect(pathAfterProjectSwitch('/dashboards')).toBeUndefined();
    expect(pathAfterProjectSwitch('/logs')).toBeUndefined();
    expect(pathAfterProjectSwitch('/settings')).toBeUndefined();
  });
});
