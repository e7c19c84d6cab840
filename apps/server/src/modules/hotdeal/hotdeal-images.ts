import { svgImageRoutes } from '../svg-images';

/**
 * `GET /hotdeal/images/{file}`: the hot deals' illustrations (the path a deal's `image` names),
 * served like every module's shipped SVGs (svg-images.ts).
 */
export const hotDealImageRoutes = svgImageRoutes({
  dir: new URL('./images/', import.meta.url),
  path: '/images',
  summary: 'A hot-deal illustration (SVG, 400×240)',
});
