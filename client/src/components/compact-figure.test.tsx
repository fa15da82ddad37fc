import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompactFigure } from './compact-figure';

describe('CompactFigure', () => {
  it('a long figure shows the compact text, and its full value on hover, to screen readers and on focus', async () => {
    render(
      <p>
        <button type="button">before</button> <CompactFigure compact="$2.29T" full="$2,289,131,922,000.00" />
      </p>,
    );
    const figure = screen.getByTitle('$2,289,131,922,000.00');
    expect(figure).toHaveTextContent('$2.29T');
    // Screen readers read the full value instead of the compact one.
    expect(figure.querySelector('[aria-hidden="true"]')).toHaveTextContent('$2.29T');
    expect(figure.querySelector('.sr-only')).toHaveTextContent('$2,289,131,922,000.00');
    // Keyboard users reach it with Tab; focused, it spells the full value out beside the figure.
    await userEvent.tab();
    await userEvent.tab();
    expect(figure).toHaveFocus();
    expect(screen.getByTestId('full-value')).toHaveTextContent('$2,289,131,922,000.00');
    expect(screen.getByTestId('full-value')).toHaveClass('group-focus-visible:block');
  });

  it('a figure that is already short is plain text, not a stop for Tab', async () => {
    render(
      <p>
        <CompactFigure compact="$1,200.00" full="$1,200.00" />
      </p>,
    );
    expect(screen.getByText('$1,200.00').tagName).toBe('P');
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });
});
