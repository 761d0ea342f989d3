/**
 * One product of each category with its card picture, compiled in by vite.config.ts. Its own
 * module, so only the pages that offer it (not found) carry it.
 */
export const popularProducts = __POPULAR_PRODUCTS__
