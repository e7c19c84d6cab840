import { z } from 'zod';
import { alternatesSchema, contentLanguageQuerySchema, languageIdField } from './common';

/* Menus of the header and the footer (requirements §3 Menu item). */

export const MENU_TYPES = ['Page', 'List', 'MenuList'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** Where a menu item's page lives: news lists, pages, FAQ categories, information pages. */
export const MENU_SECTIONS = ['news', 'pages', 'faq', 'information'] as const;

const menuItemBase = {
  id: z.string(),
  menuName: z.string(),
  slug: z.string(),
  type: z.enum(MENU_TYPES),
  /** news for List; pages, information or faq for Page; pages for MenuList. */
  section: z.enum(MENU_SECTIONS),
  /**
   * The page it opens, without the language prefix, when it has no redirectUrl: List →
   * `/news/{slug}`, Page → `/pages/{slug}` (`/pages/{parent}/{slug}` under a MenuList),
   * `/information/{slug}` or `/faq/{slug}`, MenuList → `/pages/{slug}`.
   */
  path: z.string(),
  /** When set, the item goes here instead: a site path, an own-host URL (navigate inside the app) or a partner URL (leave the site). */
  redirectUrl: z.string().nullable(),
  icon: z.string().nullable(),
  /** Order among its siblings in the header, ascending. */
  priority: z.number().int(),
  /** Order of the column in the footer, ascending; null when not in the footer. */
  priorityFooter: z.number().int().nullable(),
  /** Shown in the main navigation. */
  isPrimaryMenu: z.boolean(),
  /** Shown in the top bar above the main navigation. */
  isTopMenu: z.boolean(),
  /** Marked as hot (a badge). */
  isHot: z.boolean(),
  notes: z.string().nullable(),
  languageId: languageIdField,
  alternates: alternatesSchema,
};

/** Third level: a sub-sub-menu entry. */
export const menuLeafSchema = z.object({ ...menuItemBase, children: z.array(z.never()).max(0) });
/** Second level. */
export const menuMiddleSchema = z.object({ ...menuItemBase, children: z.array(menuLeafSchema) });
/** A top-level menu with two levels of sub-menus. */
export const menuItemSchema = z.object({ ...menuItemBase, children: z.array(menuMiddleSchema) });

export const MENU_PLACEMENTS = ['header', 'footer'] as const;

export const menuQuerySchema = contentLanguageQuerySchema.extend({
  placement: z
    .enum(MENU_PLACEMENTS)
    .optional()
    .describe(
      'header: primary and top-bar menus by priority; footer: footer columns by priorityFooter; absent: every top-level menu by priority.',
    ),
});

export const menuListSchema = z.object({ menus: z.array(menuItemSchema) });

export const menuSlugParamSchema = z.object({ slug: z.string().min(1).max(200) });

/** A menu found by slug (any language) with its sub-menus, and its parent menu. */
export const menuDetailSchema = z.object({
  menu: menuItemSchema,
  parent: z.object({ id: z.string(), menuName: z.string(), slug: z.string(), path: z.string() }).nullable(),
});

export type MenuItemDto = z.infer<typeof menuItemSchema>;
export type MenuMiddleDto = z.infer<typeof menuMiddleSchema>;
export type MenuLeafDto = z.infer<typeof menuLeafSchema>;
