import { describe, expect, it } from 'vitest';
import { languageModels } from './detect-language.js';
import { nameTagger } from './pii-names.js';
import { warmTextEngines } from './text-engines.js';
import { detectToxicity, toxicWordMatcher } from './toxicity.js';

describe('warmTextEngines', () => {
  it('leaves the heavy dependencies out of the import of the app, and loads them all when asked', async () => {
    await import('../app.js');
    const engines = [languageModels, nameTagger, toxicWordMatcher];
    expect(engines.map((engine) => engine.isLoaded())).toEqual([false, false, false]);
    await warmTextEngines();
    expect(engines.map((engine) => engine.isLoaded())).toEqual([true, true, true]);
    expect(detectToxicity('you are a f*cking idiot').toxic).toBe(true);
  });
});
