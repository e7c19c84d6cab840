import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from './source';
import { readImages, readRawItems, type Problem, type RawItem } from './source-files';

/*
 * The repository's own content: each story has a picture drawn for it. Copies of one drawing under
 * several names had put a mangrove forest on the aircraft-delivery story, an app screen on the
 * student fares and a beach on "62 aircraft".
 */

/** A drawing, whatever its file is called: its SVG with the white space taken out, hashed. */
function drawingOf(svg: Buffer): string {
  return createHash('sha256').update(svg.toString('utf8').replace(/\s+/g, '')).digest('hex');
}

/** The stories that have a picture: news posts, campaign cards and popups, with their picture's path. */
function pictured(items: readonly RawItem[]): { story: string; kind: string; image: string }[] {
  return items.flatMap((item) => {
    const { image } = item.attributes;
    if (!['post', 'campaign', 'popup'].includes(item.kind) || typeof image !== 'string') return [];
    return [{ story: `${item.kind} ${item.key}`, kind: item.kind, image }];
  });
}

describe('the pictures of the repository content', () => {
  const problems: Problem[] = [];
  const items = readRawItems(CONTENT_DIR, problems);
  const images = readImages(CONTENT_DIR, problems);

  it('reads without problems', () => {
    expect(problems).toEqual([]);
  });

  it('gives every news post and campaign card a drawing no other story uses', () => {
    const stories = pictured(items);
    const storiesByDrawing = new Map<string, string[]>();
    for (const { story, image } of stories) {
      const svg = images.get(image);
      expect(svg, `${story}: ${image}`).toBeDefined();
      if (!svg) continue;
      const drawing = drawingOf(svg);
      storiesByDrawing.set(drawing, [...(storiesByDrawing.get(drawing) ?? []), story]);
    }
    // A popup's phone and desktop variants, or a campaign's dialog and its splash, may share one.
    const shared = [...storiesByDrawing.values()].filter(
      (sharing) => sharing.length > 1 && !sharing.every((story) => story.startsWith('popup ')),
    );
    expect(shared).toEqual([]);
  });
});
