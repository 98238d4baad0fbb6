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
export type AssignableQuery = z.infer<typeof assignableQuery>;

export type RoleRow = {
  id: string;
  key: string;
  name: string;
  name_vi: string;
  name_en: string;
  is_system: boolean;
  user_count: number;
  /** How many menu × action rights the role grants. */
  right_count: number;
  created_at: string;
};

export type RoleDetail = RoleRow & { rights: Record<string, string[]> };

/** What can be given to a user in one school: its roles and its classes. */
export type Assignable = {
  tenant_id: string;
  roles: { id: string; key: string; name: string; is_system: boolean }[];
  classes: { id: string; name: string; school_year: string; status: string }[];
};

/** One row of the role matrix, as the page hands it to the editor. */
export type MatrixMenu = { code: string; name: string; group: string; actions: string[] };
