import { popupListSchema, type PopupDto } from '@skybook/contracts/content-store';
import { describe, expect, it } from 'vitest';
import { choosePopups, type ImagePopup, type PopupPosition } from './popup-choice';

function popup(id: string, displayPosition: PopupPosition, pagePath: string): PopupDto {
  return {
    id,
    displayPosition,
    pagePath,
    url: null,
    title: id,
    image: `/content/media/popups/${id}.svg`,
    altText: id,
    isMobile: true,
    isDesktop: true,
    languageId: 'en',
  };
}

const POPUPS = popupListSchema.parse({
  popups: [
    popup('home-middle', 'Middle', '/'),
    popup('home-middle-later', 'Middle', '/'),
    popup('home-right', 'Bottom_Right', '/'),
    popup('faq-left', 'Bottom_Left', '/FAQ/'),
  ],
}).popups;

const SPLASH: ImagePopup = {
  id: 'splash',
  title: 'Home for Tet',
  image: '/content/media/popups/splash.svg',
  altText: 'Lanterns',
  imageMobile: '/content/media/popups/splash-mobile.svg',
  url: '/news/promotions',
};

const nothingSeen = () => false;
const ids = (chosen: ReturnType<typeof choosePopups>) =>
  Object.fromEntries(Object.entries(chosen).map(([position, view]) => [position, view.id]));

describe('choosing the popups of a page', () => {
  it('takes the first popup of the page for each position', () => {
    expect(ids(choosePopups('/', POPUPS, null, nothingSeen))).toEqual({
      Middle: 'home-middle',
      Bottom_Right: 'home-right',
    });
    // Content paths match whatever their case or trailing slash.
    expect(ids(choosePopups('/faq', POPUPS, null, nothingSeen))).toEqual({ Bottom_Left: 'faq-left' });
    expect(ids(choosePopups('/news/promotions', POPUPS, SPLASH, nothingSeen))).toEqual({});
  });

  it('skips a position already shown on this path in this session', () => {
    const seen = (position: PopupPosition) => position === 'Middle';
    expect(ids(choosePopups('/', POPUPS, null, seen))).toEqual({ Bottom_Right: 'home-right' });
  });

  it('puts home’s full-screen image popup first in the Middle, with its phone picture', () => {
    const chosen = choosePopups('/', POPUPS, SPLASH, nothingSeen);
    expect(ids(chosen)).toEqual({ Middle: 'image:splash', Bottom_Right: 'home-right' });
    expect(chosen.Middle?.imageMobile).toBe('/content/media/popups/splash-mobile.svg');
  });
});
