import { z } from 'zod';
import { ACTIONS } from '@/lib/rights';
import { listQuery } from './list';

// Messages are translation keys: the same schemas validate the role form in the browser and the endpoints.

export const ROLE_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{1,39}$/;

/** `{menu: actions[]}`. Which menus and actions exist is checked by the server against the menu tree. */
export const rightsSchema = z.record(
  z.string().min(1).max(60),
  z.array(z.enum(ACTIONS, { error: 'errors.invalid_right' })).max(ACTIONS.length, 'errors.invalid_right'),
  { error: 'errors.invalid_right' },
);

const name = z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(100, 'errors.too_long');

export const roleCreateSchema = z.object({
  /** Left empty, the server makes one from the name. */
  key: z
    .string()
    .trim()
    .toLowerCase()
    .max(40, 'errors.too_long')
    .refine((v) => v === '' || ROLE_KEY_PATTERN.test(v), 'errors.role_key_invalid')
    .optional(),
  name_vi: name,
  name_en: name,
  rights: rightsSchema.default({}),
});
export type RoleCreateInput = z.input<typeof roleCreateSchema>;
export type RoleCreate = z.output<typeof roleCreateSchema>;

/** The key of a role never changes once made: users' sessions and the common data name roles by it. */
export const roleUpdateSchema = roleCreateSchema.omit({ key: true });
export type RoleUpdateInput = z.input<typeof roleUpdateSchema>;
export type RoleUpdate = z.output<typeof roleUpdateSchema>;

export const ROLE_SORTS = ['name', 'key', 'users', 'created_at'] as const;
export const roleListQuery = listQuery;
export type RoleListQuery = z.infer<typeof roleListQuery>;

export const assignableQuery = z.object({ tenant_id: z.uuid('errors.not_found').optional() });

export const roleRow = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  name_vi: z.string(),
  name_en: z.string(),
  is_system: z.boolean(),
  user_count: z.number(),
  /** How many menu × action rights the role grants. */
  right_count: z.number(),
  created_at: z.string(),
});
export type RoleRow = z.infer<typeof roleRow>;

export const roleDetail = roleRow.extend({
  rights: z.record(z.string(), z.array(z.string())),
});
export type RoleDetail = z.infer<typeof roleDetail>;

/** What can be given to a user in one school: its roles and its classes. */
export const assignable = z.object({
  tenant_id: z.string(),
  roles: z.array(z.object({
    id: z.string(),
    key: z.string(),
    name: z.string(),
    is_system: z.boolean(),
  })),
  classes: z.array(z.object({
    id: z.string(),
    name: z.string(),
    school_year: z.string(),
    status: z.string(),
  })),
});
export type Assignable = z.infer<typeof assignable>;

/** One row of the role matrix, as the page hands it to the editor. */
export const matrixMenu = z.object({
  code: z.string(),
  name: z.string(),
  group: z.string(),
  actions: z.array(z.string()),
});
export type MatrixMenu = z.infer<typeof matrixMenu>;

/** GET /Menu/get-list-by-user: a menu entry the caller may read, with its live counter. */
export const menuEntry = z.object({
  code: z.string(),
  menu_name: z.string(),
  route: z.string(),
  parent_code: z.string().nullable(),
  icon_class: z.string(),
  counter: z.number(),
  /** The actions the user may take there, as the spec's JSON string. */
  action: z.string(),
});
export type MenuEntry = z.infer<typeof menuEntry>;
