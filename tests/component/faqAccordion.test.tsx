import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { FaqAccordion, type FaqAccordionItem } from '../../src/ui/FaqAccordion';
import { axeViolations } from './axeCheck';

const items: FaqAccordionItem[] = [
  { id: 1, question: 'How do I get paid?', answer: ['Request a payment in the app.'] },
  { id: 2, question: 'What does it cost?', answer: ['It depends on the deal agreed.'] },
  { id: 3, question: 'Where is it available?', answer: ['In all of Egypt.'] },
];

const question = (name: string) => screen.getByRole('button', { name });
const expanded = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-expanded') === 'true')
    .map((b) => b.textContent);

describe('FaqAccordion', () => {
  test('each question is a heading with a button controlling a labelled region', () => {
    render(<FaqAccordion items={items} openedQuestion={2} />);
    for (const item of items) {
      const button = question(item.question);
      expect(button.closest('h3')).not.toBeNull();
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'region');
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
    }
    const region = screen.getByRole('region', { name: 'What does it cost?' });
    expect(region).toHaveTextContent('It depends on the deal agreed.');
    expect(region).toBeVisible();
  });

  test('starts closed and opens one answer at a time', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    expect(expanded()).toEqual([]);
    expect(screen.queryByRole('region')).toBeNull();

    await user.click(question('How do I get paid?'));
    expect(expanded()).toEqual(['How do I get paid?']);
    expect(screen.getByText('Request a payment in the app.')).toBeVisible();

    await user.click(question('Where is it available?'));
    expect(expanded()).toEqual(['Where is it available?']);
    expect(screen.getByText('Request a payment in the app.')).not.toBeVisible();
    expect(screen.getByText('In all of Egypt.')).toBeVisible();
  });

  test('clicking the open question closes it', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.click(question('What does it cost?'));
    await user.click(question('What does it cost?'));
    expect(expanded()).toEqual([]);
    expect(question('What does it cost?')).toHaveAttribute('aria-expanded', 'false');
  });

  test('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.tab();
    expect(question('How do I get paid?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['How do I get paid?']);
    await user.keyboard(' ');
    expect(expanded()).toEqual([]);
  });

  test('openedQuestion forces its item open, also when it changes later', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<FaqAccordion items={items} openedQuestion={3} />);
    expect(expanded()).toEqual(['Where is it available?']);

    await user.click(question('How do I get paid?'));
    expect(expanded()).toEqual(['How do I get paid?']);

    rerender(<FaqAccordion items={items} openedQuestion={2} />);
    expect(expanded()).toEqual(['What does it cost?']);
  });

  test('an openedQuestion that matches no item leaves every answer closed', () => {
    render(<FaqAccordion items={items} openedQuestion={42} />);
    expect(expanded()).toEqual([]);
  });

  test('has no axe violations open or closed', async () => {
    const { container } = render(<FaqAccordion items={items} openedQuestion={1} />);
    expect(await axeViolations(container, { fragment: true })).toEqual([]);
  });
});
