import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetFormEditsOutside, formEditedPath, recordFormEdits } from './form-edits';

function element(selector: string): Element {
  const found = document.querySelector(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

describe('form edits', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    window.history.replaceState(null, '', '/en');
    forgetFormEditsOutside('');
    document.body.innerHTML =
      '<form><input aria-label="From"></form><input aria-label="Language search">' +
      '<div data-site-overlay><form><button>Accept</button></form></div>';
    stop = recordFormEdits();
  });

  afterEach(() => {
    stop();
  });

  it('records the page a form was typed into', () => {
    fireEvent.input(element('form input'), { target: { value: 'Ha' } });
    expect(formEditedPath()).toBe('/en');
  });

  it('does not count moving through a form, fields outside forms, or the overlays’ own controls', () => {
    fireEvent.keyDown(element('form input'), { key: 'Tab' });
    fireEvent.input(element('input[aria-label="Language search"]'));
    fireEvent.click(element('[data-site-overlay] button'));
    expect(formEditedPath()).toBeNull();
  });

  it('forgets an edit once the traveller is on another page', () => {
    fireEvent.click(element('form input'));
    forgetFormEditsOutside('/en');
    expect(formEditedPath()).toBe('/en');
    forgetFormEditsOutside('/en/faq');
    expect(formEditedPath()).toBeNull();
  });
});
