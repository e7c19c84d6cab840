// Kept apart from hotdeal.ts so a page can use it without loading zod and the schemas.

/**
 * Every hot-deal picture has this shape (5:3; the files are 640×384 so phone screens show them
 * sharp), so a page can reserve its box.
 */
export const HOT_DEAL_IMAGE_SIZE = { width: 400, height: 240 } as const;
