import { moduleImageRoutes } from '../module-images';

/**
 * `GET /hotdeal/images/{file}`: the hot deals' pictures (the path a deal's `image` names), served
 * like every module's shipped images (module-images.ts). WebP rather than SVG: home shows four at
 * start-up, and a browser builds a whole SVG document for each on the page's main thread (5–25 ms
 * on a phone-class CPU, traced), where a WebP picture is decoded off it.
 */
export const hotDealImageRoutes = moduleImageRoutes({
  dir: new URL('./images/', import.meta.url),
  path: '/images',
  summary: 'A hot-deal picture (WebP, 640×384, shown at 5:3)',
});
