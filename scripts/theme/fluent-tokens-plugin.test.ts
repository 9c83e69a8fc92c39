// @vitest-environment node
import { tokens } from '@fluentui/tokens';
import { describe, expect, it } from 'vitest';
import { tokensModule } from './fluent-tokens-plugin';

/** The generated module, evaluated as the browser would. */
const load = async (text: string): Promise<Record<string, string>> => {
  const url = `data:text/javascript;base64,${Buffer.from(text).toString('base64')}`;
  const module = (await import(/* @vite-ignore */ url)) as { tokens: Record<string, string> };
  return module.tokens;
};

describe('tokensModule', () => {
  it("gives every one of Fluent's tokens its original value", async () => {
    const generated = await load(tokensModule());
    const names = Object.keys(tokens) as (keyof typeof tokens)[];
    expect(names.length).toBeGreaterThan(400);
    for (const name of names) expect(generated[name], name).toBe(tokens[name]);
    expect('colorBrandBackground' in generated).toBe(true);
  });

  it('keeps a fallback written in a value, and is far smaller than the original', async () => {
    const text = tokensModule();
    expect(text).toContain('"zIndexPopup":"var(--zIndexPopup, 2000)"');
    expect((await load(text)).zIndexPopup).toBe('var(--zIndexPopup, 2000)');
    expect(text.length).toBeLessThan(JSON.stringify(tokens).length / 10);
  });
});
