// Kept apart from hotdeal.ts so a page can use it without loading zod and the schemas.

/** Every hot-deal illustration is drawn at this size (5:3), so a page can reserve its box. */
export const HOT_DEAL_IMAGE_SIZE = { width: 400, height: 240 } as const;
