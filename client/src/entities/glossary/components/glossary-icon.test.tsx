import { render } from '@testing-library/react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { glossaryTerms } from '@shared/content/glossary';
import type { GlossaryIconName } from '@shared/content/glossary-definitions';
import { GlossaryIcon } from './glossary-icon';

describe('GlossaryIcon', () => {
  // The type checker holds the icon map to the names the definitions use; that holds only while
  // those names are a union of the literal names, never widened to any string.
  it('knows the icon names as the definitions write them, not as any string', () => {
    expectTypeOf<'Bitcoin'>().toExtend<GlossaryIconName>();
    expectTypeOf<string>().not.toExtend<GlossaryIconName>();
  });

  it('draws every icon the glossary uses', () => {
    for (const term of glossaryTerms) {
      const { container, unmount } = render(<GlossaryIcon name={term.icon} />);
      expect(container.querySelector('svg'), term.icon).not.toBeNull();
      unmount();
    }
  });
});
