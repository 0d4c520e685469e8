import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.js';

afterEach(cleanup);

describe('Tabs', () => {
  it('shows the panel of the chosen tab', () => {
    render(
      <Tabs defaultValue="input">
        <TabsList aria-label="Run">
          <TabsTrigger value="input">Input</TabsTrigger>
          <TabsTrigger value="output">Output</TabsTrigger>
        </TabsList>
        <TabsContent value="input">Prompt text</TabsContent>
        <TabsContent value="output">Completion text</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Prompt text');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Output' }), { button: 0 });
    expect(screen.getByRole('tabpanel').textContent).toBe('Completion text');
    expect(screen.getByRole('tab', { name: 'Output' }).getAttribute('aria-selected')).toBe('true');
  });
});
