import { z } from 'zod';
import { ROLES } from '../roles';
import { defineEndpoint } from './endpoint';

export const OrganizationSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ROLES),
});
export type OrganizationSummary = z.infer<typeof OrganizationSummary>;

export const Me = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** Staff of the company running Fathom (may see early-bird pricing). */
    internal: z.boolean().default(false),
  }),
  organizations: z.array(OrganizationSummary),
});
export type Me = z.infer<typeof Me>;

export const DemoAccount = z.object({
  email: z.string(),
  password: z.string(),
  role: z.enum(ROLES),
});

export const PublicConfig = z.object({
  /** Demo sign-ins shown on the sign-in page; null when demo mode is off. */
  demo: z.object({ accounts: z.array(DemoAccount) }).nullable(),
  /**
   * Bytes of one uploaded file this server takes (FATHOM_UPLOAD_MAX_BYTES, else
   * UPLOAD_LIMITS.bytesMax), so a form can refuse a larger file before sending it.
   */
  uploadBytesMax: z.number().int().positive(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    ok: z.boolean(),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number(),
  }),
  queue: z.object({ ok: z.boolean(), role: z.enum(['api', 'worker', 'all']) }),
});
export type Health = z.infer<typeof Health>;

export const sessionEndpoints = {
  health: defineEndpoint({
    action: 'public',
    method: 'GET',
    path: '/api/health',
    summary: 'Database and job queue state',
    response: Health,
  }),
  config: defineEndpoint({
    action: 'public',
    method: 'GET',
    path: '/api/config',
    summary: 'Public settings: the demo sign-ins and the upload limit',
    response: PublicConfig,
  }),
  me: defineEndpoint({
    action: 'account',
    method: 'GET',
    path: '/api/me',
    summary: 'The signed-in user and their organizations',
    response: Me,
  }),
};
