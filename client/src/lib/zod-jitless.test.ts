import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns zod’s compiled parsers off, as zod’s own config() reads it', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
