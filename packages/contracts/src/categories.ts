/*
 * The listing categories without zod (listings.ts builds its schema from them): the panel checks a
 * route's `:categoryConst` against them before its screen, and any zod, has loaded (issue #9).
 */
export const categoryConsts = ['apartment', 'attraction', 'restaurant'] as const;
export type CategoryConst = (typeof categoryConsts)[number];

export function isCategoryConst(value: unknown): value is CategoryConst {
  return (categoryConsts as readonly unknown[]).includes(value);
}
