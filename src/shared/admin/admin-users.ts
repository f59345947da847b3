import { z } from 'zod';
import { blankAsAbsent } from '../blank-as-absent';
import { IsoTimeSchema } from '../practice/iso-time';
import { roles } from '../auth/roles';
import { visibleText } from '../auth/auth-requests';

/**
 * The admin user-management API (`/api/admin/users`, admin only, 'user-management' step-up).
 * Names pinned by issue 12: search, role, cursor; email, fullName, role, externalId, displayName,
 * password.
 */

/** One account as the console lists it. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  displayName: z.string().nullable(),
  role: z.enum(roles),
  /** The external identity provider's id for the person (SSO/HR system), set by an admin. */
  externalId: z.string().nullable(),
  hasPassword: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: IsoTimeSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserSorts = ['createdAt', 'email', 'fullName'] as const;
export type AdminUserSort = (typeof adminUserSorts)[number];

/** `GET /api/admin/users?search=&role=&sort=&direction=&cursor=&limit=` */
export const listUsersQuerySchema = z.strictObject({
  /** Matches the start of the email or of any word of the name, case-insensitively. */
  search: blankAsAbsent(z.string().trim().max(200)),
  /** Empty or absent: 'All Roles' (spec §6). */
  role: z.union([z.enum(roles), z.literal('')]).optional(),
  sort: z.enum(adminUserSorts).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  cursor: blankAsAbsent(z.string().max(500)),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ListUsersQuery = z.input<typeof listUsersQuerySchema>;

export const listUsersResponseSchema = z.object({
  items: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
  /** Accounts matching the search and role filter, for the pager. */
  total: z.number().int().nonnegative(),
});
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;

const email = z.email('Enter a valid email address').max(254);
const fullName = visibleText(z.string().trim().min(1, 'Full name is required').max(100));
const displayName = visibleText(z.string().trim().max(100));
const externalId = z.string().trim().max(200);
/** The password policy itself is checked by the server's password policy (as in sign-up). */
const password = z.string().min(1).max(256);

/** `POST /api/admin/users` */
export const createUserRequestSchema = z.strictObject({
  email,
  fullName,
  role: z.enum(roles),
  externalId: externalId.optional(),
  displayName: displayName.optional(),
  password: password.optional(),
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** `PATCH /api/admin/users/{id}`: any subset; nothing that differs → 400 'No changes to update'. */
export const updateUserRequestSchema = z.strictObject({
  email: email.optional(),
  fullName: fullName.optional(),
  role: z.enum(roles).optional(),
  externalId: externalId.nullable().optional(),
  displayName: displayName.nullable().optional(),
  password: password.optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;
