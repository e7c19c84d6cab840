import { describe, expect, it } from 'vitest';
import { overlayOnScreen, popupOverlayId } from './overlay-queue';

const MIDDLE = popupOverlayId('Middle', '/');
const CORNER = popupOverlayId('Bottom_Right', '/');

describe('overlay queue', () => {
  it('opens nothing while the traveller is busy, however many wait', () => {
    expect(overlayOnScreen(null, ['cookie', MIDDLE, CORNER], false)).toBeNull();
  });

  it('opens the first waiting overlay, one at a time', () => {
    expect(overlayOnScreen(null, ['cookie', MIDDLE, CORNER], true)).toBe('cookie');
    expect(overlayOnScreen('cookie', ['cookie', MIDDLE, CORNER], true)).toBe('cookie');
  });

  it('keeps an overlay on screen once open, even when the traveller turns busy', () => {
    expect(overlayOnScreen(MIDDLE, ['cookie', MIDDLE], false)).toBe(MIDDLE);
  });

  it('gives the next turn when the one on screen is closed, if a new one may open', () => {
    expect(overlayOnScreen('cookie', [MIDDLE, CORNER], true)).toBe(MIDDLE);
    expect(overlayOnScreen('cookie', [MIDDLE, CORNER], false)).toBeNull();
    expect(overlayOnScreen(CORNER, [], true)).toBeNull();
  });

  it('keeps the turn of an overlay whose code is still loading: the next one waits for it', () => {
    expect(overlayOnScreen(null, ['cookie', CORNER], true, (id) => id !== 'cookie')).toBeNull();
    expect(overlayOnScreen(null, ['cookie', CORNER], true, () => true)).toBe('cookie');
  });

  it('treats another page’s popup in the same position as another overlay', () => {
    const faqCorner = popupOverlayId('Bottom_Right', '/faq');
    expect(faqCorner).not.toBe(CORNER);
    expect(overlayOnScreen(CORNER, [faqCorner], false)).toBeNull();
  });
});
